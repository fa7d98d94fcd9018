import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/db';
import { readReferenceVersion } from './reference.repo';
import { airports } from './reference.schema';
import { replaceRunways, RUNWAY_DATASET } from './runway.repo';
import { buildRunwayRows, runwaySourceVersion } from './runway.sources';

type Logger = Pick<FastifyBaseLogger, 'info'>;

/**
 * The runway data's version: the package's, plus the airport data's (runways are kept only for
 * airports in the table, so new or corrected airports mean a reload).
 */
export function runwayDataVersion(airportVersion: string): string {
  return `${runwaySourceVersion()};${airportVersion}`;
}

/**
 * Loads the runways when the database holds none or an older version; a start with the current
 * version costs one query. Called after the airports are in place (ensureReferenceData).
 */
export async function ensureRunwayData(
  database: Database,
  logger: Logger,
  options: { airportVersion: string; force?: boolean },
): Promise<'loaded' | 'current'> {
  const version = runwayDataVersion(options.airportVersion);
  const stored = await readReferenceVersion(database.db, RUNWAY_DATASET);
  if (!options.force && stored === version) return 'current';
  const started = performance.now();
  const known = await database.db.select({ icao: airports.icao }).from(airports);
  const rows = await buildRunwayRows(new Set(known.map((airport) => airport.icao)));
  await replaceRunways(database.db, rows, version);
  logger.info(
    { runways: rows.length, ms: Math.round(performance.now() - started) },
    'runway data loaded',
  );
  return 'loaded';
}
