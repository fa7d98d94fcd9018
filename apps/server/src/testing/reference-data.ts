// The real ADS-B recordings of ../shared/data/adsb (never copied into the repository).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';

/** ../shared/data/adsb beside the repository root. */
export const REFERENCE_DATA_DIR = path.resolve(
  import.meta.dirname,
  '../../../../../shared/data/adsb',
);

/** True when the reference recordings are present. */
export const hasReferenceData = existsSync(REFERENCE_DATA_DIR);

/** Reads one reference file. */
export function readReference(name: string): Buffer {
  return readFileSync(path.join(REFERENCE_DATA_DIR, name));
}

/**
 * Registers a test that says the reference data is missing: a skip locally, a failure when
 * CI=true. Call it instead of the real tests when `hasReferenceData` is false.
 */
export function referenceDataMissing(): void {
  it('needs ../shared/data/adsb', () => {
    if (process.env.CI === 'true') throw new Error(`${REFERENCE_DATA_DIR} not found (CI=true)`);
    console.log('SKIPPED: ../shared/data/adsb not found');
  });
}
