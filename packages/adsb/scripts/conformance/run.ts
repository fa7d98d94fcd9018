// Runs every conformance section against the shared reference data folder.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBulk } from './bulk.js';
import { checkCapture } from './capture.js';
import { checkCprSequences, type CprSequence } from './cprSequences.js';
import type { Section } from './report.js';
import { checkVectors, type Vector } from './vectors.js';

/** Every section's result for the data in `dataDir` (the shared ../shared/data/adsb). */
export function runConformance(dataDir: string): Section[] {
  const vectors = JSON.parse(readFileSync(join(dataDir, 'vectors.json'), 'utf8')) as {
    vectors: Vector[];
    cpr_sequences: CprSequence[];
  };
  return [
    checkVectors(vectors.vectors),
    checkCprSequences(vectors.cpr_sequences),
    ...checkBulk(readFileSync(join(dataDir, 'vectors_bulk.jsonl'), 'utf8')),
    ...checkCapture(
      readFileSync(join(dataDir, 'capture-ulss7.beast')),
      readFileSync(join(dataDir, 'capture-ulss7.readsb.aircraft.json'), 'utf8'),
      readFileSync(join(dataDir, 'capture-ulss7.readsb.positions.jsonl'), 'utf8'),
    ),
  ];
}
