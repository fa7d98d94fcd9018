// The ingest role: the three TCP feeder inputs and the Variflight HTTP feed, plus the periodic
// housekeeping of sessions, the live table and device statistics.
import type { Config } from '../config';
import type { DeviceRegistry } from '../devices/device.registry';
import type { LiveTable } from '../live/live.table';
import { FeedConnectionPool } from './feed.connections';
import { DEFAULT_FEED_LIMITS, type FeedLimits } from './feed.limits';
import type { FeedFormat } from './feed.session';
import { FeedTurns } from './feed.turns';
import { FEED_SLICE_BYTES, FEED_TURN_MS, TcpFeedServer } from './tcp.feed-server';
import type { VariflightFeed } from './variflight.service';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How often sessions, the live table and device states are tidied, ms. */
const MAINTENANCE_INTERVAL_MS = 5_000;

export interface IngestRole {
  variflight: VariflightFeed;
  servers: TcpFeedServer[];
  byFormat: Record<FeedFormat, TcpFeedServer>;
  /** Bound ports (useful when configured as 0). */
  ports: { beast: number; avr: number; sbs: number };
  close(): Promise<void>;
}

/** Starts the feeder inputs on the configured ports. */
export async function startIngest(deps: {
  config: Pick<Config, 'host' | 'feeds'>;
  liveTable: LiveTable;
  registry: DeviceRegistry;
  /** The HTTP feed, created first because its route is registered before the app listens. */
  variflight: VariflightFeed;
  logger: Logger;
  now?: () => number;
  /** Overrides of the feed limits (tests use short timeouts). */
  limits?: Partial<FeedLimits>;
  /** The clock of the shared feeding budget, ms (tests count slices with it). */
  turnClock?: () => number;
}): Promise<IngestRole> {
  const now = deps.now ?? (() => Date.now() / 1000);
  const { feeds } = deps.config;
  const limits: FeedLimits = {
    ...DEFAULT_FEED_LIMITS,
    maxConnections: feeds.maxConnections,
    maxConnectionsPerAddress: feeds.maxConnectionsPerAddress,
    maxAircraftPerFeeder: feeds.maxAircraftPerFeeder,
    firstFrameTimeoutMs: feeds.firstFrameTimeoutMs,
    idleTimeoutMs: feeds.idleTimeoutMs,
    ...deps.limits,
  };
  // The ingest role is the only writer of the live table: it sets its caps.
  deps.liveTable.limits = {
    maxAircraft: feeds.maxAircraft,
    maxAircraftRegistered: Math.round(feeds.maxAircraft * 1.5),
  };
  const { variflight } = deps;
  // One verdict on a feeder for every input: the HTTP feed's guard, created with it.
  const guard = variflight.guard;
  guard.logger = deps.logger;
  const shared = {
    liveTable: deps.liveTable,
    registry: deps.registry,
    now,
    limits,
    logger: deps.logger,
    pool: new FeedConnectionPool(),
    guard,
    // One budget per turn for every connection of every input.
    turns: new FeedTurns({
      sliceBytes: FEED_SLICE_BYTES,
      turnMs: FEED_TURN_MS,
      clock: deps.turnClock,
    }),
  };
  const beast = new TcpFeedServer('beast', shared);
  const avr = new TcpFeedServer('avr', shared);
  const sbs = new TcpFeedServer('sbs', shared);
  const servers = [beast, avr, sbs];
  const { host } = deps.config;
  let ports;
  try {
    ports = {
      beast: await beast.listen(feeds.beastPort, host),
      avr: await avr.listen(feeds.avrPort, host),
      sbs: await sbs.listen(feeds.sbsPort, host),
    };
  } catch (error) {
    await Promise.all(servers.map((server) => server.close().catch(() => undefined)));
    throw error;
  }
  const timer = setInterval(() => {
    const time = now();
    for (const server of servers) server.maintain(time);
    variflight.maintain(time);
    guard.sweep(time);
    deps.liveTable.expire(time);
    deps.registry.checkOffline(time);
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  deps.logger.info(ports, 'feeder inputs listening (Beast, AVR, SBS)');
  return {
    variflight,
    servers,
    byFormat: { beast, avr, sbs },
    ports,
    close: async () => {
      clearInterval(timer);
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
