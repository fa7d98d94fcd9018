import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runConformance } from '../scripts/conformance/run.js';

// packages/adsb/test -> repository root -> ../shared/data/adsb (never copied into the repo).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = resolve(repoRoot, '../shared/data/adsb');
const present = existsSync(dataDir);

describe('conformance with ../shared/data/adsb', () => {
  if (!present) {
    // In CI the data must be there; locally its absence only skips these checks.
    if (process.env.CI === 'true') {
      it('reference data folder', () => {
        throw new Error(`${dataDir} not found (CI=true)`);
      });
    } else {
      console.log('SKIPPED: ../shared/data/adsb not found');
      it.skip('reference data folder not found');
    }
    return;
  }
  const sections = runConformance(dataDir);
  for (const section of sections) {
    it(section.name, () => {
      console.log(section.summary());
      if (!section.informational) expect(section.disagreements).toEqual([]);
      expect(section.checked).toBeGreaterThan(0);
    });
  }
});
