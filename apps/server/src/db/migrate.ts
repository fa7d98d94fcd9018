import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './db';

// Session advisory lock held while migrating PostgreSQL: processes starting together take turns,
// and the later ones find the migrations applied. Without it two of them race on creating the
// drizzle schema and on each migration (one fails with "already exists"). Advisory locks are per
// database, so test databases migrating side by side do not wait for each other.
const MIGRATION_LOCK = 7_349_820;

/** Applies the versioned SQL migrations (drizzle-kit output) that have not run yet. */
export async function migrateDatabase(database: Database, migrationsFolder: string): Promise<void> {
  if (database.driver === 'pglite') {
    // One process owns a PGlite data directory: nobody to take turns with.
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  if (!database.pool) {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
        .catch((error: unknown) => {
          // A session that cannot unlock is closed instead (which releases the lock).
          broken = error instanceof Error ? error : new Error(String(error));
        });
    }
  } finally {
    client.release(broken);
  }
}
