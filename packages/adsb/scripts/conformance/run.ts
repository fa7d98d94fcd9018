// Runs every conformance section against the shared reference data folder.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBulk } from './bulk.js';
import { checkCapture } from './capture.js';
import { checkCaptureAvr, checkCaptureSbs } from './captureFormats.js';
import { checkFeeds } from './feeds.js';
import { checkCprSequences, type CprSequence } from './cprSequences.js';
import type { Section } from './report.js';
import { checkVectors, type Vector } from './vectors.js';

/** Every section's result for the data in `dataDir` (the shared ../shared/data/adsb). */
export function runConformance(dataDir: string): Section[] {
  const vectors = JSON.parse(readFileSync(join(dataDir, 'vectors.json'), 'utf8')) as {
    vectors: Vector[];
    cpr_sequences: CprSequence[];
  };
  const aircraftJson = readFileSync(join(dataDir, 'capture-ulss7.readsb.aircraft.json'), 'utf8');
  return [
    checkVectors(vectors.vectors),
    checkCprSequences(vectors.cpr_sequences),
    ...checkBulk(readFileSync(join(dataDir, 'vectors_bulk.jsonl'), 'utf8')),
    ...checkCapture(
      readFileSync(join(dataDir, 'capture-ulss7.beast')),
      aircraftJson,
      readFileSync(join(dataDir, 'capture-ulss7.readsb.positions.jsonl'), 'utf8'),
    ),
    checkCaptureAvr(readFileSync(join(dataDir, 'capture-ulss7.readsb.avr')), aircraftJson),
    checkCaptureSbs(
      'readsb SBS',
      readFileSync(join(dataDir, 'capture-ulss7.readsb.sbs')),
      aircraftJson,
    ),
    checkCaptureSbs(
      'beastblackbox SBS',
      readFileSync(join(dataDir, 'capture-ulss7.beastblackbox.sbs')),
      aircraftJson,
    ),
    checkFeeds(
      readFileSync(join(dataDir, 'readsb-push-beast-reduce-plus-with-uuid.bin')),
      readFileSync(join(dataDir, 'modes1-iq.readsb.avr')),
    ),
  ];
}
