// Admission of feeder ids: the per-address token bucket, and a TCP feeder whose announced UUID
// is refused, whose data then never reaches the live table while a registered one's does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { startIngest, type IngestRole } from '../ingest/ingest.role';
import { VariflightFeed } from '../ingest/variflight.service';
import { LiveTable } from '../live/live.table';
import { sendFeed, waitUntil } from '../ingest/ingest.testing';
import { DeviceRegistry } from './device.registry';
import { devices } from './devices.schema';
import { FeederAdmission } from './feeder.admission';
import { loadConfig } from '../config';

describe('new feeder ids per address', () => {
  it('allows a burst, then a few a minute, per address', () => {
    const admission = new FeederAdmission(4, 10);
    const taken = (address: string, now: number, n: number) =>
      Array.from({ length: n }, () => admission.take(address, now)).filter(Boolean).length;
    expect(taken('198.51.100.1', 0, 25)).toBe(10);
    // Another address has its own bucket.
    expect(taken('198.51.100.2', 0, 3)).toBe(3);
    // 4 a minute: after 30 s two more.
    expect(taken('198.51.100.1', 30, 5)).toBe(2);
    // A refilled bucket is forgotten (as good as new).
    admission.prune(10_000);
    expect(admission.size).toBe(0);
  });
});

describe('a TCP feeder refused by the registry', () => {
  const REGISTERED = '0badc0de0badc0de0badc0de0badc0de';
  let database: Database;
  let registry: DeviceRegistry;
  let liveTable: LiveTable;
  let ingest: IngestRole;
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(devices).values({ feederKey: REGISTERED, ownerUserId: 3 });
    liveTable = new LiveTable();
    // Room for one unregistered device only.
    registry = new DeviceRegistry(database.db, { maxUnregistered: 1 });
    await registry.loadRegistered();
    const now = () => Date.now() / 1000;
    ingest = await startIngest({
      config: {
        host: '127.0.0.1',
        feeds: {
          ...loadConfig({}).feeds,
          beastPort: 0,
          avrPort: 0,
          sbsPort: 0,
          maxConnections: 20,
          maxConnectionsPerAddress: 8,
        },
      },
      liveTable,
      registry,
      variflight: new VariflightFeed({ liveTable, registry, now }),
      logger,
      now,
    });
  });
  afterAll(async () => {
    await ingest.close();
    await registry.close();
    await database.close();
  });

  /** A UUID line, then one SBS position of `icao`. */
  function feed(uuid: string, icao: string): Buffer {
    return Buffer.from(
      `UUID ${uuid}\r\nMSG,3,1,1,${icao},1,2026/11/21,20:44:47.302,2026/11/21,20:44:47.302,,33000,,,31.1,121.3,,,0,,0,0\n`,
    );
  }

  it('drops the data of a refused UUID and takes a registered one', async () => {
    const sbs = ingest.ports.sbs;
    await sendFeed(sbs, feed('11112222333344445555666677778888', '7C0001'));
    await waitUntil(() => liveTable.aircraft.has(0x7c0001));
    // The cap is full: this UUID gets nothing, its aircraft never appears.
    await sendFeed(sbs, feed('99990000aaaabbbbccccddddeeeeffff', '7C0002'));
    // A registered receiver passes the full cap.
    await sendFeed(sbs, feed(REGISTERED, '7C0003'));
    await waitUntil(() => liveTable.aircraft.has(0x7c0003));
    const server = ingest.servers.find((s) => s.stats.accepted >= 3)!;
    await waitUntil(() => server.stats.open === 0);
    expect(liveTable.aircraft.has(0x7c0002)).toBe(false);
    expect(registry.devices.has('99990000aaaabbbbccccddddeeeeffff')).toBe(false);
    expect(registry.devices.get(REGISTERED)?.registered).toBe(true);
    // The refused UUID, and the provisional address devices of the two later connections.
    expect(registry.stats.refusedCap).toBe(3);
  });
});
