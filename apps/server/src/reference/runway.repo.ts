import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/db';
import { insertFromJson } from './reference.repo';
import { airports, referenceVersions } from './reference.schema';
import { runways } from './runway.schema';
import type { AirportRow } from './reference.sources';
import type { RunwayRow } from './runway.sources';

/** The dataset name under which the runway data's version is stored. */
export const RUNWAY_DATASET = 'runways';

/**
 * Replaces the runways with `rows` and records `version`, in one transaction (one JSON
 * parameter for all rows, as for airports).
 */
export async function replaceRunways(
  db: Db,
  rows: readonly RunwayRow[],
  version: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(runways);
    if (rows.length > 0) await tx.execute(insertFromJson(runways, rows));
    await tx
      .insert(referenceVersions)
      .values({ dataset: RUNWAY_DATASET, version, rowCount: rows.length })
      .onConflictDoUpdate({
        target: referenceVersions.dataset,
        set: { version, rowCount: rows.length, loadedAt: new Date() },
      });
  });
}

/** The airport with this ICAO or IATA code (any case), or undefined. */
export async function findAirportByCode(db: Db, code: string): Promise<AirportRow | undefined> {
  const upper = code.toUpperCase();
  const rows = await db
    .select()
    .from(airports)
    .where(or(eq(airports.icao, upper), eq(airports.iata, upper)))
    .limit(2);
  // An ICAO code wins over an IATA code that happens to read the same (IATA codes are unique).
  return rows.find((row) => row.icao === upper) ?? rows[0];
}

/** The runways of one airport, by their low end's designator (01, 18L, …). */
export async function listRunwaysOfAirport(db: Db, airportIcao: string): Promise<RunwayRow[]> {
  return db
    .select()
    .from(runways)
    .where(eq(runways.airportIcao, airportIcao))
    .orderBy(asc(runways.leIdent), asc(runways.id));
}
