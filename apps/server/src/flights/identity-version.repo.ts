// A cheap version of the tables the identity cache holds in memory: per table its row count and
// the newest row version (PostgreSQL's xmin, a transaction id: any insert or update writes a
// newer one, a delete lowers the count). The cache reloads only when it changed: reading every
// airport, airline, type, airframe and schedule once a minute parsed ~0.5 s of PGlite results on
// the event loop (bench:abuse, every flood's window that it fell in).
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';
import { aircraft, schedules } from '../reference/fleet.schema';
import { aircraftTypes, airlines, airports } from '../reference/reference.schema';

async function tableVersion(db: Db, table: PgTable): Promise<string> {
  const [row] = await db
    .select({
      rows: count(),
      newest: sql<string>`coalesce(max(xmin::text::bigint), 0)::text`,
    })
    .from(table);
  return `${row?.rows ?? 0}:${row?.newest ?? ''}`;
}

/** Changes whenever a row of the identity cache's tables is inserted, updated or deleted. */
export async function readIdentityTablesVersion(db: Db): Promise<string> {
  const versions = [];
  // One after the other: each is a scan without rows to parse, and PGlite runs one at a time.
  for (const table of [airports, airlines, aircraftTypes, aircraft, schedules]) {
    versions.push(await tableVersion(db, table));
  }
  return versions.join('/');
}
