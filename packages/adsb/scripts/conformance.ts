// Conformance against the shared reference data (vectors.json and the readsb-decoded capture).
// Usage from the repository root: npm run conformance -w packages/adsb -- ../shared/data/adsb
// npm runs workspace scripts in the workspace folder, so the path argument is resolved against
// INIT_CWD (where npm was started). Exits non-zero on any disagreement.

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runConformance } from './conformance/run.js';

const argument = process.argv[2];
if (argument === undefined) {
  console.error('usage: conformance <data folder, e.g. ../shared/data/adsb>');
  process.exit(2);
}
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
if (!existsSync(dataDir)) {
  console.error(`conformance: ${dataDir} not found`);
  process.exit(2);
}

let failures = 0;
for (const section of runConformance(dataDir)) {
  console.log(section.summary());
  for (const note of section.notes) console.log(`  note: ${note}`);
  for (const d of section.disagreements.slice(0, 50)) {
    const label = section.informational ? 'differs' : 'DISAGREE';
    console.log(
      `  ${label} ${d.where} ${d.field}: expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}`,
    );
  }
  if (!section.informational) failures += section.disagreements.length;
}
console.log(failures === 0 ? 'conformance: all agree' : `conformance: ${failures} disagreements`);
process.exit(failures === 0 ? 0 : 1);
