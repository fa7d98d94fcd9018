import { describe, expect, it } from 'vitest';
import { cprNL } from './nl.js';

describe('cprNL', () => {
  // Values asserted in pyModeS tests/test_cpr.py and dump1090's transition table.
  it.each([
    [0, 59],
    [0.1, 59],
    [-0.1, 59],
    [10.47, 59],
    [10.48, 58],
    [45, 42],
    [52, 36],
    [80, 10],
    [87, 2],
    [-87, 2],
    [87.5, 1],
    [-87.5, 1],
    [90, 1],
  ])('NL(%f) = %i', (lat, nl) => {
    expect(cprNL(lat)).toBe(nl);
  });
});
