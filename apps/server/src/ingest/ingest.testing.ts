// A real ingest stack for tests: database, live table, device registry and the feeder inputs
// listening on free ports of 127.0.0.1.
import net from 'node:net';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import type { Config } from '../config';
import { DeviceRegistry } from '../devices/device.registry';
import type { FeedLimits } from './feed.limits';
import { startIngest, type IngestRole } from './ingest.role';
import { VariflightFeed } from './variflight.service';
import { LiveTable } from '../live/live.table';
import { seededRandom } from '../testing/seeded-random';

const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface FeedHarness {
  database: Database;
  liveTable: LiveTable;
  registry: DeviceRegistry;
  variflight: VariflightFeed;
  ingest: IngestRole;
  close(): Promise<void>;
}

/** Starts the stack; pass a database to reuse one (e.g. to test a restart). */
export async function startFeedHarness(
  options: {
    database?: Database;
    maxConnectionsPerAddress?: number;
    maxConnections?: number;
    idleTimeoutMs?: number;
    /** Further feed settings (aircraft caps, range, HTTP rates) over the defaults. */
    feeds?: Partial<Config['feeds']>;
    /** Further TCP limits (first-frame window, eviction) over the defaults. */
    limits?: Partial<FeedLimits>;
    /** The clock of the shared feeding budget, ms. */
    turnClock?: () => number;
  } = {},
): Promise<FeedHarness> {
  const database = options.database ?? (await createTestDatabase());
  const liveTable = new LiveTable();
  const registry = new DeviceRegistry(database.db, { logger: silentLogger });
  const now = () => Date.now() / 1000;
  const feeds: Config['feeds'] = {
    beastPort: 0,
    avrPort: 0,
    sbsPort: 0,
    maxConnections: options.maxConnections ?? 100,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? 16,
    maxAircraft: 20_000,
    maxAircraftPerFeeder: 5000,
    maxRangeKm: 500,
    firstFrameTimeoutMs: 30_000,
    idleTimeoutMs: 120_000,
    httpBodyLimitBytes: 512 * 1024,
    httpPostsPerSecond: 5,
    httpPostsPerSecondTotal: 200,
    ...options.feeds,
  };
  const variflight = new VariflightFeed({ liveTable, registry, now, settings: feeds });
  const ingest = await startIngest({
    config: { host: '127.0.0.1', feeds },
    liveTable,
    registry,
    variflight,
    logger: silentLogger,
    now,
    turnClock: options.turnClock,
    limits: {
      ...(options.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: options.idleTimeoutMs }),
      ...options.limits,
    },
  });
  return {
    database,
    liveTable,
    registry,
    variflight,
    ingest,
    close: async () => {
      await ingest.close();
      await registry.close();
    },
  };
}

/** Sends `data` to a feeder port in chunks of random sizes, then closes the connection. */
export async function sendFeed(port: number, data: Uint8Array, seed = 1): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  // Deterministic chunk boundaries per seed.
  const random = seededRandom(seed);
  for (let offset = 0; offset < data.length;) {
    const size = 1 + Math.floor(random() * 4096);
    const chunk = data.subarray(offset, offset + size);
    offset += size;
    if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
  }
  await new Promise<void>((resolve) => socket.end(resolve));
}

/** Waits until `check` holds, polling every 20 ms. */
export async function waitUntil(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
