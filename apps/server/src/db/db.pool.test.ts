// The PostgreSQL pool holds DATABASE_POOL_SIZE connections and reports its occupancy (the
// metrics read it). Needs a real PostgreSQL: runs with TEST_DATABASE_URL (`npm run test:pg`).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(url === undefined)('PostgreSQL pool', () => {
  it('opens at most its size and counts the queries waiting for a connection', async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: '', databasePoolSize: 3 });
    try {
      const pool = database.poolStats;
      if (!pool) throw new Error('a PostgreSQL database reports its pool');
      // Drizzle's queries run when awaited: `then` starts each now.
      const queries = Array.from({ length: 5 }, () =>
        database.db.execute(sql`select pg_sleep(0.3)`).then(() => undefined),
      );
      // Every connection is taken and two queries wait for one.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(pool()).toEqual({ total: 3, idle: 0, waiting: 2, max: 3 });
      await Promise.all(queries);
      expect(pool()).toMatchObject({ total: 3, idle: 3, waiting: 0 });
    } finally {
      await database.close();
    }
  });
});
