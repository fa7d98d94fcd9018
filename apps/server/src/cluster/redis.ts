// Redis connections of a cluster process. Every connection logs its failures at most once per
// LOG_EVERY_MS (a Redis that is down must not flood the log) and reconnects on its own with a
// capped back-off; commands issued meanwhile fail fast enough for their callers to retry.
import { Redis } from 'ioredis';

export interface ClusterLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const LOG_EVERY_MS = 30_000;
/** How long the start waits for Redis before it gives up, ms. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Calls `log` at most once per `everyMs`; counts what it held back. */
export function throttled(
  everyMs: number,
  log: (suppressed: number) => void,
  clock: () => number = Date.now,
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return () => {
    const now = clock();
    if (now - last < everyMs) {
      suppressed++;
      return;
    }
    last = now;
    log(suppressed);
    suppressed = 0;
  };
}

/** A connection to `url`, not yet connected (`connect()` it). */
export function createRedis(url: string, name: string, logger: ClusterLogger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectionName: name,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // A command waits through a few reconnect attempts, then fails to its caller (who retries).
    maxRetriesPerRequest: 3,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastError = '';
  const report = throttled(LOG_EVERY_MS, (suppressed) =>
    logger.warn({ connection: name, err: lastError, suppressed }, 'redis connection error'),
  );
  // Without a listener ioredis would throw the error event and end the process.
  redis.on('error', (error: Error) => {
    lastError = error.message;
    report();
  });
  return redis;
}

/** Connects and checks that Redis answers; a clear error naming REDIS_URL otherwise. */
export async function connectRedis(redis: Redis, url: string): Promise<void> {
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at REDIS_URL (${redactUrl(url)}) does not answer: ${reason}`);
  }
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://…';
  }
}
