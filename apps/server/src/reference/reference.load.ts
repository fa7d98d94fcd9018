import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/db';
import { readReferenceVersion, replaceReferenceData, type ReferenceRows } from './reference.repo';
import {
  authoredData,
  baseVersions,
  buildAircraftTypeRows,
  buildAirlineRows,
  buildAirportRows,
  buildAreaRows,
} from './reference.sources';
import { ensureRunwayData } from './runway.load';

type Logger = Pick<FastifyBaseLogger, 'info'>;

/**
 * The version of the bundled reference data: the npm base lists' versions plus a hash of the
 * authored files, so editing any data file triggers a reload on the next start.
 */
export function referenceDataVersion(): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify(authoredData())).digest('hex');
  return `${baseVersions()};authored=${hash.slice(0, 16)}`;
}

/** Builds every reference row from the bundled sources. */
export function buildReferenceRows(): ReferenceRows {
  return {
    airports: buildAirportRows(),
    airlines: buildAirlineRows(),
    aircraftTypes: buildAircraftTypeRows(),
    areas: buildAreaRows(),
  };
}

/**
 * Loads the bundled reference data when the database holds none or an older version (a start
 * with the current version costs one query), then the runways of those airports (runway.load.ts,
 * versioned on their own). `force` reloads regardless (the import command).
 */
export async function ensureReferenceData(
  database: Database,
  logger: Logger,
  options: { force?: boolean } = {},
): Promise<'loaded' | 'current'> {
  const version = referenceDataVersion();
  const stored = await readReferenceVersion(database.db);
  const outcome = options.force || stored !== version ? 'loaded' : 'current';
  if (outcome === 'loaded') {
    const started = performance.now();
    const rows = buildReferenceRows();
    await replaceReferenceData(database.db, rows, version);
    logger.info(
      {
        airports: rows.airports.length,
        airlines: rows.airlines.length,
        aircraftTypes: rows.aircraftTypes.length,
        areas: rows.areas.length,
        ms: Math.round(performance.now() - started),
      },
      'reference data loaded',
    );
  }
  await ensureRunwayData(database, logger, { airportVersion: version, force: options.force });
  return outcome;
}
