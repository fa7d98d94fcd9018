// Issue 13 #1: a flood of made-up feeder ids through the real HTTP feeder route. Devices are
// admitted at a few new ids per address and up to a cap of unregistered ones; registered
// receivers pass regardless, the public list shows only them, and fakes leave memory and the
// database again.
import { formatIcaoHex, ADSB_FULL_PATHS, API_V2_FULL_PATHS } from '@skytrace/contracts';
import zlib from 'node:zlib';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { buildApp } from '../server';
import { VariflightFeed } from '../ingest/variflight.service';
import { LiveTable } from '../live/live.table';
import { TraceRecorder } from '../traces/trace.recorder';
import { seededRandom } from '../testing/seeded-random';
import { DeviceRegistry } from './device.registry';
import { countDevices } from './devices.repo';
import { devices } from './devices.schema';

const MAX_UNREGISTERED = 150;
const BURST = 10;
const REGISTERED = 'feedc0defeedc0de';

let database: Database;
let app: FastifyInstance;
let registry: DeviceRegistry;
let variflight: VariflightFeed;
let now = Date.now() / 1000;

/** One valid SBS position line of `icao`, compressed as a Variflight feeder sends it. */
function sbsBody(icao: number): string {
  const hex = formatIcaoHex(icao);
  const line = `MSG,3,1,1,${hex},1,2026/11/21,20:44:47.302,2026/11/21,20:44:47.302,,33000,,,31.1,121.3,,,0,,0,0\n`;
  return zlib.deflateSync(line).toString('base64');
}

const random = seededRandom(13);
function randomUuid(): string {
  return Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
}

async function post(from: string, address: string, icao = 0x780a5c) {
  const response = await app.inject({
    method: 'POST',
    url: ADSB_FULL_PATHS.compressedFeed,
    remoteAddress: address,
    payload: { from, code: sbsBody(icao) },
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string }>() };
}

beforeAll(async () => {
  database = await createTestDatabase();
  // A receiver its owner claimed and placed, from before this process started.
  await database.db
    .insert(devices)
    .values({ feederKey: REGISTERED, ownerUserId: 1, lat: 31.2, lon: 121.4, alias: 'Roof' });
  const liveTable = new LiveTable();
  registry = new DeviceRegistry(database.db, {
    now: () => now,
    maxUnregistered: MAX_UNREGISTERED,
    newIdBurst: BURST,
    // Each periodic flush here writes everything (the budget has its own test).
    flushBudgetMs: 60_000,
  });
  await registry.loadRegistered();
  // The per-address post rate has its own test (variflight.limits); here only ids are limited.
  variflight = new VariflightFeed({
    liveTable,
    registry,
    now: () => now,
    settings: { httpPostsPerSecond: 100_000, httpPostsPerSecondTotal: 100_000 },
  });
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 1_000_000,
      trustProxy: false,
      webDist: '/nonexistent',
    },
    database,
    roles: () => ['http', 'ingest'],
    version: 'test',
    liveTable,
    variflight,
    stats: {
      liveTable,
      registry,
      recorder: new TraceRecorder(database.db),
      ingest: () => undefined,
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await registry.close();
  await database.close();
});

describe('fake-device flood over POST /adsb/ReceiveCompressADSB.php', () => {
  it('admits a burst of new ids per address and a bounded number overall', async () => {
    // 1,500 random ids from one address: only its burst gets devices.
    const fromOne = [];
    for (let i = 0; i < 1_500; i++) fromOne.push(await post(randomUuid(), '198.51.100.7'));
    expect(fromOne.filter((r) => r.status === 200)).toHaveLength(BURST);
    const refused = fromOne.find((r) => r.status === 429);
    expect(refused?.body).toMatchObject({ code: 429 });
    expect(refused?.body.msg).toMatch(/feeder/i);
    // 1,500 random ids from 1,500 addresses: the unregistered cap holds.
    let accepted = 0;
    for (let i = 0; i < 1_500; i++) {
      const address = `10.${(i >> 8) & 0xff}.${i & 0xff}.9`;
      if ((await post(randomUuid(), address)).status === 200) accepted++;
    }
    expect(accepted).toBe(MAX_UNREGISTERED - BURST);
    expect(registry.devices.size).toBe(MAX_UNREGISTERED);
    expect(registry.unregisteredCount).toBe(MAX_UNREGISTERED);
    expect(variflight.sessions.size).toBe(MAX_UNREGISTERED);
    expect(registry.stats.refusedRate + registry.stats.refusedCap).toBe(3_000 - MAX_UNREGISTERED);

    // A registered receiver still gets in while the cap is full, and known ids keep posting.
    expect((await post(REGISTERED, '198.51.100.7', 0x4b1805)).status).toBe(200);
    const known = [...variflight.sessions.keys()][0]!;
    expect((await post(known, '10.0.0.9')).status).toBe(200);

    await registry.flush();
    expect(await countDevices(database.db)).toBe(MAX_UNREGISTERED + 1);
  });

  it('lists only the registered, positioned receiver', async () => {
    const response = await app.inject({ method: 'GET', url: API_V2_FULL_PATHS.deviceList });
    const list = response.json<{ data: { alias: string | null; online: boolean }[] }>().data;
    expect(list).toEqual([expect.objectContaining({ alias: 'Roof', online: true })]);
  });

  it('forgets the fakes once they go offline, keeps the registered one, admits again', async () => {
    now += 901;
    variflight.maintain(now);
    expect(variflight.sessions.size).toBe(0);
    await registry.tick();
    expect([...registry.devices.keys()]).toEqual([REGISTERED]);
    expect(registry.stats.evicted).toBe(MAX_UNREGISTERED);
    expect((await post(randomUuid(), '203.0.113.5')).status).toBe(200);
  });

  it('deletes unclaimed rows that never had a position, a day later', async () => {
    const [positioned] = await database.db
      .select({ feederKey: devices.feederKey })
      .from(devices)
      .where(isNull(devices.ownerUserId))
      .limit(1);
    await database.db
      .update(devices)
      .set({ estimatedLat: 31, estimatedLon: 121 })
      .where(eq(devices.feederKey, positioned!.feederKey));
    // Rows were created and last heard "now": a registry two days on finds them stale.
    const later = new DeviceRegistry(database.db, { now: () => now + 2 * 86_400 });
    await later.tick();
    const rows = await database.db.select({ feederKey: devices.feederKey }).from(devices);
    expect(rows.map((row) => row.feederKey).sort()).toEqual(
      [REGISTERED, positioned!.feederKey].sort(),
    );
    expect(later.stats.staleDeleted).toBe(MAX_UNREGISTERED - 1);
  });
});

describe('the simulator’s receivers', () => {
  it('are registered as operator-owned and never refused', async () => {
    const registry = new DeviceRegistry(database.db, { maxUnregistered: 0, newIdBurst: 1 });
    const uuids = Array.from({ length: 5 }, (_, i) => `5150${i}000-0000-4000-8000-00000000000${i}`);
    await registry.registerOperatorDevices(uuids);
    for (const uuid of uuids) {
      const key = uuid.replace(/-/g, '');
      const device = registry.attach(key, 'beast', '127.0.0.1');
      expect(device?.registered).toBe(true);
    }
    expect(registry.attach('0123456789abcdef', 'beast', '127.0.0.1')).toBeUndefined();
    const [row] = await database.db
      .select({ operatorOwned: devices.operatorOwned })
      .from(devices)
      .where(eq(devices.feederKey, uuids[0]!.replace(/-/g, '')));
    expect(row?.operatorOwned).toBe(true);
    await registry.close();
  });
});
