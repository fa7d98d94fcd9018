// Helpers of the cluster tests: processes of one cluster started with real `startServer` calls
// on the real Redis of the machine (a key prefix of the test's own), each with a DATA_DIR of its
// own; under `npm run test:pg` they share one PostgreSQL database, as a real cluster does.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig } from '../config';
import { createSharedServerDatabase, seedServerDataDir } from '../db/testing';
import { startServer, type RunningServer } from '../server';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** A port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One test cluster: its Redis prefix, its database (shared on PostgreSQL) and its processes. */
export class TestCluster {
  readonly prefix = `skytrace-test-${crypto.randomBytes(4).toString('hex')}:`;
  readonly redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  readonly servers: RunningServer[] = [];
  readonly dataDirs = new Map<RunningServer, string>();
  shared: Awaited<ReturnType<typeof createSharedServerDatabase>>;

  async open(): Promise<void> {
    await this.redis.connect().catch((error: unknown) => {
      throw new Error(
        `this test needs Redis at ${TEST_REDIS_URL} (.ci/run starts one): ${String(error)}`,
      );
    });
    this.shared = await createSharedServerDatabase();
  }

  /**
   * Starts a process of the cluster with `roles` and extra environment; its feeder ports (Beast,
   * AVR, SBS) are `feedPorts`, or any free ones.
   */
  async start(
    roles: string,
    env: Record<string, string> = {},
    feedPorts: readonly number[] = [],
  ): Promise<RunningServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-cluster-'));
    await seedServerDataDir(dataDir);
    const server = await startServer(
      loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        ROLES: roles,
        SIM: 'off',
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: this.prefix,
        FEED_BEAST_PORT: String(feedPorts[0] ?? 0),
        FEED_AVR_PORT: String(feedPorts[1] ?? 0),
        FEED_SBS_PORT: String(feedPorts[2] ?? 0),
        LOG_LEVEL: 'silent',
        TRACE_JOURNAL: 'off',
        EVENT_DETECTION: 'off',
        ...(this.shared ? { DATABASE_URL: this.shared.url } : {}),
        ...env,
      }),
    );
    this.servers.push(server);
    this.dataDirs.set(server, dataDir);
    return server;
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.stop()));
    await this.shared?.drop();
    const keys = await this.redis.keys(`${this.prefix}*`);
    if (keys.length > 0) await this.redis.del(...keys);
    this.redis.disconnect();
    for (const dir of this.dataDirs.values()) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A feeder connection to a process's SBS port that writes lines. */
export function sbsFeeder(server: RunningServer): { send(lines: string[]): void; end(): void } {
  const socket = net.connect(server.ingest?.ports.sbs ?? 0, '127.0.0.1');
  socket.on('error', () => undefined);
  return {
    send: (lines) => socket.write(`${lines.join('\n')}\n`),
    end: () => socket.end(),
  };
}
