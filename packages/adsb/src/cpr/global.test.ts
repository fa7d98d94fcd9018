import { describe, expect, it } from 'vitest';
import { cprAirborneGlobal, cprSurfaceGlobal, CprFailure } from './global.js';
import { cprLocal } from './local.js';

describe('CPR', () => {
  const out = { lat: 0, lon: 0 };

  // "The 1090MHz Riddle": even (93000, 51372), odd (74158, 50194), even newer.
  it('decodes the Riddle airborne pair', () => {
    expect(cprAirborneGlobal(93000, 51372, 74158, 50194, false, out)).toBe(CprFailure.None);
    expect(out.lat).toBeCloseTo(52.2572, 4);
    expect(out.lon).toBeCloseTo(3.91937, 4);
  });

  it('decodes locally against a nearby reference', () => {
    expect(cprLocal(93000, 51372, false, false, 52.258, 3.918, out)).toBe(true);
    expect(out.lat).toBeCloseTo(52.2572, 4);
    expect(out.lon).toBeCloseTo(3.91937, 4);
  });

  // pyModeS tests/test_cpr.py: pairs that must be rejected.
  it('rejects NL mismatches and impossible latitudes', () => {
    expect(cprAirborneGlobal(8192, 0, 114688, 0, false, out)).toBe(CprFailure.NlMismatch);
    expect(cprAirborneGlobal(113939, 119217, 72761, 59498, true, out)).not.toBe(CprFailure.None);
    expect(cprSurfaceGlobal(28672, 0, 122880, 0, false, 50, 0, out)).toBe(CprFailure.NlMismatch);
  });
});
