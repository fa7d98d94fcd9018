// What a process of a cluster (REDIS_URL set) holds in Redis: its connections, the stream of
// live batches, the recorder lease and cursor and the Socket.IO adapter's channels, all under
// REDIS_PREFIX.
import crypto from 'node:crypto';
import os from 'node:os';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { connectRedis, createRedis, type ClusterLogger } from './redis';

export interface ClusterSettings {
  url: string;
  prefix: string;
}

export class ClusterLink {
  /** Short commands: XADD, the lease, the cursor. */
  readonly commands: Redis;
  /** This process in the lease's value and the connections' names. */
  readonly owner = [os.hostname(), process.pid, crypto.randomBytes(3).toString('hex')].join(':');
  private readonly extra: Redis[] = [];

  constructor(
    private readonly settings: ClusterSettings,
    private readonly logger: ClusterLogger,
  ) {
    this.commands = createRedis(settings.url, 'skytrace-commands', logger);
  }

  /** The stream of live batches. */
  get liveStream(): string {
    return `${this.settings.prefix}live`;
  }

  /** The lease of the one ingest process that records (cluster.recorder.ts). */
  get recorderLeaseKey(): string {
    return `${this.settings.prefix}recorder-lease`;
  }

  /** The last live stream entry whose positions the recorder holds durably. */
  get recorderCursorKey(): string {
    return `${this.settings.prefix}recorder-cursor`;
  }

  /** A notice told by the cluster ({@link claimOnce}, follow/alert-budget.redis.ts). */
  toldKey(key: string): string {
    return `${this.settings.prefix}told:${key}`;
  }

  /** The notice times of an area alert rule's last hour (follow/alert-budget.redis.ts). */
  alertBudgetKey(ruleId: number): string {
    return `${this.settings.prefix}alert-budget:${String(ruleId)}`;
  }

  /**
   * Claims `key` for `ttlSeconds` across the cluster (SET NX EX): true for the first process
   * only, so a notice the recorder lease's holder told is not told again by its successor after
   * a hand-over (follow/live.watch.ts). True when Redis does not answer: a notice told twice is
   * better than one lost.
   */
  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    const name = this.toldKey(key);
    try {
      return (await this.commands.set(name, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
    } catch {
      return true;
    }
  }

  /** Connects; throws a clear error when Redis does not answer. */
  open(): Promise<void> {
    return connectRedis(this.commands, this.settings.url);
  }

  /** Another connection (blocking reads hold theirs); closed with the link. */
  async connection(name: string): Promise<Redis> {
    const redis = createRedis(this.settings.url, name, this.logger);
    this.extra.push(redis);
    await connectRedis(redis, this.settings.url);
    return redis;
  }

  /**
   * The Socket.IO Redis adapter: broadcasts and room emits of one process reach the sockets of
   * every process (user notices: realtime/user-sockets.ts). Publisher and subscriber connections
   * of its own, as the adapter requires.
   */
  socketAdapter(): ReturnType<typeof createAdapter> {
    const publisher = createRedis(this.settings.url, 'skytrace-socket-pub', this.logger);
    const subscriber = createRedis(this.settings.url, 'skytrace-socket-sub', this.logger);
    this.extra.push(publisher, subscriber);
    return createAdapter(publisher, subscriber, { key: `${this.settings.prefix}socket.io` });
  }

  async close(): Promise<void> {
    for (const redis of [...this.extra.splice(0), this.commands]) {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    }
  }
}
