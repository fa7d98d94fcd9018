// A lease in Redis (SET NX PX, renewed): one of the cluster's ingest processes holds the recorder
// lease, so each trace is recorded by exactly one process (cluster.recorder.ts, and
// apps/server/README.md, "Several processes"). A holder that dies stops renewing and the lease is
// free again after its time-to-live.
import type { Redis } from 'ioredis';
import type { ClusterLogger } from './redis';

/** Renews only a lease that is still ours (another process may hold it after an expiry). */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Extends the lease when ours, takes it when free; 1 when ours afterwards. */
const CLAIM = `local holder = redis.call('get', KEYS[1])
if holder == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
if holder then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;
/** Sets KEYS[2] only while KEYS[1] (the lease) is ours: a fenced write. */
const SET_IF_HELD = `if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('set', KEYS[2], ARGV[2]) return 1 else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

export class Lease {
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> = Promise.resolve();
  /** False after a renewal found the lease held by another process. */
  held = false;

  constructor(
    private readonly deps: {
      redis: Redis;
      key: string;
      /** This holder's identity (written as the lease's value). */
      owner: string;
      ttlMs: number;
      logger: ClusterLogger;
    },
  ) {}

  /** Tries once; true when this process now holds it. */
  async tryAcquire(): Promise<boolean> {
    const { redis, key, owner, ttlMs } = this.deps;
    const answer = await redis.set(key, owner, 'PX', ttlMs, 'NX');
    this.held = answer === 'OK';
    return this.held;
  }

  /**
   * One step of holding it: extends it when ours, takes it when free; true when this process
   * holds it for the time-to-live from before the call. Throws when Redis does not answer.
   */
  async claim(): Promise<boolean> {
    const { redis, key, owner, ttlMs } = this.deps;
    this.held = (await redis.eval(CLAIM, 1, key, owner, ttlMs)) === 1;
    return this.held;
  }

  /** Sets `target` to `value` only while the lease is this process's; true when written. */
  async setIfHeld(target: string, value: string): Promise<boolean> {
    const { redis, key, owner } = this.deps;
    return (await redis.eval(SET_IF_HELD, 2, key, target, owner, value)) === 1;
  }

  /** The process holding it now, if any. */
  holder(): Promise<string | null> {
    return this.deps.redis.get(this.deps.key);
  }

  /**
   * Tries until `waitMs` has passed (a crashed holder's lease runs out), then renews it every
   * third of its time-to-live; false when another process kept it.
   */
  async acquire(waitMs: number, pollMs = 500): Promise<boolean> {
    const deadline = Date.now() + waitMs;
    while (!(await this.tryAcquire())) {
      if (Date.now() + pollMs > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    this.timer = setInterval(() => {
      this.renewing = this.renewing.then(() => this.renew());
    }, this.deps.ttlMs / 3);
    this.timer.unref();
    return true;
  }

  private async renew(): Promise<void> {
    const { redis, key, owner, ttlMs, logger } = this.deps;
    try {
      if ((await redis.eval(RENEW, 1, key, owner, ttlMs)) === 1) return;
      // Expired (Redis restarted, or this process stalled past the time-to-live): take it back
      // unless another process has it.
      if (await this.tryAcquire()) return;
      logger.error({ key, holder: await this.holder() }, 'lease held by another process');
    } catch (error) {
      // Redis unreachable: the lease is kept by the next renewal that gets through.
      logger.warn({ key, err: error }, 'lease renewal failed');
    }
  }

  /** Stops renewing and frees it (when still ours) so a successor need not wait. */
  async release(): Promise<void> {
    clearInterval(this.timer);
    await this.renewing;
    if (!this.held) return;
    this.held = false;
    const { redis, key, owner } = this.deps;
    await redis.eval(RELEASE, 1, key, owner).catch(() => undefined);
  }
}
