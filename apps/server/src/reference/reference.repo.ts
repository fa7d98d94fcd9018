import { asc, eq, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';
import { batches } from './fleet.repo';
import { aircraftTypes, airlines, airports, areas, referenceVersions } from './reference.schema';
import type { AircraftTypeRow, AirlineRow, AirportRow, AreaRow } from './reference.sources';

/** Everything one reference load writes. */
export interface ReferenceRows {
  airports: AirportRow[];
  airlines: AirlineRow[];
  aircraftTypes: AircraftTypeRow[];
  areas: AreaRow[];
}

/** The dataset name under which the bundled reference data's version is stored. */
export const REFERENCE_DATASET = 'bundled';

/** The stored version of a reference dataset (the bundled lists by default), if ever loaded. */
export async function readReferenceVersion(
  db: Db,
  dataset: string = REFERENCE_DATASET,
): Promise<string | undefined> {
  const rows = await db
    .select({ version: referenceVersions.version })
    .from(referenceVersions)
    .where(eq(referenceVersions.dataset, dataset));
  return rows[0]?.version;
}

/**
 * Replaces the reference tables with `rows` and records `version`, in one transaction, so
 * readers never see a half-loaded list. Inserts are batched (28k airports in ~30 statements).
 */
export async function replaceReferenceData(
  db: Db,
  rows: ReferenceRows,
  version: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(airports);
    await tx.execute(insertFromJson(airports, rows.airports));
    await tx.delete(airlines);
    await tx.execute(insertFromJson(airlines, rows.airlines));
    await tx.delete(aircraftTypes);
    for (const batch of batches(rows.aircraftTypes)) await tx.insert(aircraftTypes).values(batch);
    await tx.delete(areas);
    for (const batch of batches(rows.areas)) await tx.insert(areas).values(batch);
    const rowCount =
      rows.airports.length + rows.airlines.length + rows.aircraftTypes.length + rows.areas.length;
    await tx
      .insert(referenceVersions)
      .values({ dataset: REFERENCE_DATASET, version, rowCount })
      .onConflictDoUpdate({
        target: referenceVersions.dataset,
        set: { version, rowCount, loadedAt: new Date() },
      });
  });
}

/**
 * One INSERT of many rows passed as a single JSON parameter: PostgreSQL expands it with
 * json_populate_recordset, which is ~10× faster on PGlite than multi-row VALUES with 50k binds.
 * Keys are renamed from the TypeScript property names to the column names.
 */
export function insertFromJson(table: PgTable, rows: readonly object[]) {
  const columns = getTableConfig(table).columns;
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map((column) => {
        const key = Object.entries(table).find(([, value]) => value === column)?.[0] ?? '';
        return [column.name, (row as Record<string, unknown>)[key] ?? null];
      }),
    ),
  );
  const name = sql.identifier(getTableName(table));
  return sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`;
}

/** Areas whose parent is `parentId` (0: provinces), ordered by code. */
export async function listAreasByParent(db: Db, parentId: number): Promise<AreaRow[]> {
  return db.select().from(areas).where(eq(areas.parentId, parentId)).orderBy(asc(areas.id));
}

/** All airports, airlines and types, for the in-memory identity cache. */
export async function readReferenceTables(
  db: Db,
): Promise<Pick<ReferenceRows, 'airports' | 'airlines' | 'aircraftTypes'>> {
  const [airportRows, airlineRows, typeRows] = await Promise.all([
    db.select().from(airports),
    db.select().from(airlines),
    db.select().from(aircraftTypes),
  ]);
  return { airports: airportRows, airlines: airlineRows, aircraftTypes: typeRows };
}
