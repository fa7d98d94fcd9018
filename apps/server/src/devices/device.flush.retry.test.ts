// A device flush whose COMMIT reached the database while the registry saw an error (the
// connection cut right after it, as a PostgreSQL restart does) must not add its counts again:
// the counters and the day's statistics end as if every answer had arrived. PGlite and, under
// `npm run test:pg`, PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { DeviceRegistry } from './device.registry';
import { readDailyStats } from './devices.repo';
import { devices } from './devices.schema';

let database: Database;
const now = Date.now() / 1000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The test database, except that the next transaction commits and then rejects. */
function losingAnswers(db: Db): { db: Db; loseNext: () => void } {
  let lose = false;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== 'transaction' || !lose || typeof value !== 'function') return value;
      lose = false;
      return async (...args: unknown[]) => {
        await (Reflect.apply(value, target, args) as Promise<unknown>);
        throw new Error('Connection terminated unexpectedly');
      };
    },
  });
  return { db: proxy, loseNext: () => (lose = true) };
}

/** Feeds `count` messages and positions, flushing after each step; returns the stored totals. */
async function run(key: string, lose: boolean) {
  const losing = losingAnswers(database.db);
  const registry = new DeviceRegistry(losing.db, { now: () => now, flushBudgetMs: 0 });
  const device = registry.attach(key, 'sbs', '192.0.2.9');
  if (!device) throw new Error('device refused');
  const feed = (count: number) => {
    for (let i = 0; i < count; i++) {
      device.countMessage(now);
      device.countPosition(31 + i * 0.01, 121, 30_000);
    }
  };
  feed(10);
  if (lose) losing.loseNext();
  await registry.flush();
  feed(5);
  await registry.flush();
  feed(3);
  await registry.close();
  const [row] = await database.db.select().from(devices).where(eq(devices.feederKey, key));
  const [day] = row ? await readDailyStats(database.db, row.devId) : [];
  return {
    failures: registry.stats.flushFailures,
    messages: row?.messagesTotal,
    positions: row?.positionsTotal,
    dayMessages: day?.messageCount,
    dayPositions: day?.positionCount,
  };
}

describe('a device flush whose COMMIT answer was lost', () => {
  it('adds every count once', async () => {
    const plain = await run('plainfeeder000000001', false);
    const lost = await run('lostfeeder0000000001', true);
    expect(plain).toEqual({
      failures: 0,
      messages: 18,
      positions: 18,
      dayMessages: 18,
      dayPositions: 18,
    });
    expect(lost).toEqual({ ...plain, failures: 1 });
  });
});
