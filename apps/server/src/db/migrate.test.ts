// Migrating while several processes start at once (migrate.ts's advisory lock): on a fresh
// PostgreSQL database two handles, each with its own pool like two processes, migrate together;
// both succeed and every migration is applied exactly once. PGlite has one connection per
// process, so the race cannot happen there and the case runs on PostgreSQL (`npm run test:pg`).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from './migrate';
import { MIGRATIONS_DIR } from './test-template.testing';
import { createEmptyTestDatabase, testsOnPostgres, type EmptyTestDatabase } from './testing';

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

const opened: EmptyTestDatabase[] = [];
afterAll(async () => {
  for (const empty of opened) await empty.database.close();
});

describe('migrations', () => {
  it.skipIf(!testsOnPostgres())(
    'run once when two processes start together on PostgreSQL',
    async () => {
      const empty = await createEmptyTestDatabase();
      opened.push(empty);
      const second = await empty.openAnother();
      const outcomes = await Promise.allSettled([
        migrateDatabase(empty.database, MIGRATIONS_DIR),
        migrateDatabase(second, MIGRATIONS_DIR),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      const applied = await empty.database.db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes
          from drizzle.__drizzle_migrations`,
      );
      expect((applied as { rows: unknown[] }).rows[0]).toEqual({
        n: journal.entries.length,
        distinct_hashes: journal.entries.length,
      });
      // The lock is released: a later start finds nothing to do and does not wait.
      await migrateDatabase(second, MIGRATIONS_DIR);
      const locks = await empty.database.db.execute(
        sql`select count(*)::int as n from pg_locks join pg_database on pg_database.oid = pg_locks.database
          where locktype = 'advisory' and objid = 7349820 and datname = current_database()`,
      );
      expect((locks as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    },
    20_000,
  );
});
