import { asc, eq } from 'drizzle-orm';
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

/** The stored version of the bundled reference data, if it was ever loaded. */
export async function readReferenceVersion(db: Db): Promise<string | undefined> {
  const rows = await db
    .select({ version: referenceVersions.version })
    .from(referenceVersions)
    .where(eq(referenceVersions.dataset, REFERENCE_DATASET));
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
    // 11 columns × 5000 rows stays under PostgreSQL's 65,535 bind parameters.
    for (const batch of batches(rows.airports, 5000)) await tx.insert(airports).values(batch);
    await tx.delete(airlines);
    for (const batch of batches(rows.airlines, 5000)) await tx.insert(airlines).values(batch);
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
