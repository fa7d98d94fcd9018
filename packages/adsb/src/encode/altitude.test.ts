import { describe, expect, it } from 'vitest';
import { altitudeCode12, altitudeCode13, gillhamCode } from './altitude.js';
import { identityCode13 } from './squawk.js';

describe('altitude codes', () => {
  // pyModeS v2.22.0 tests/test_c_common.py::test_graycode_to_altitude, bit order
  // D2 D4 A1 A2 A4 B1 B2 B4 C1 C2 C4 (also in shared/data/adsb/vectors.json primitives).
  const gillhamCases: [string, number][] = [
    ['00000000010', -1000],
    ['00000001010', -500],
    ['00000011011', -100],
    ['00000011010', 0],
    ['00000011110', 100],
    ['00000010011', 600],
    ['00000110010', 1000],
    ['00001001001', 5800],
    ['00011100100', 10300],
    ['01100011010', 32000],
    ['01110000100', 46300],
    ['01010101100', 50200],
    ['11011110100', 73200],
    ['10000000011', 126600],
    ['10000000001', 126700],
  ];
  it.each(gillhamCases)('Gillham-codes %s for %d ft', (bits, altitude) => {
    expect(gillhamCode(altitude)).toBe(parseInt(bits, 2));
  });

  it('gives -1 outside the Gillham range', () => {
    expect(gillhamCode(-1300)).toBe(-1);
    expect(gillhamCode(126800)).toBe(-1);
  });

  it('uses the 25 ft code where it reaches (pyModeS test_bits: AC13 4144 = 25000 ft)', () => {
    expect(altitudeCode13(25000)).toBe(4144);
    expect(altitudeCode13(-1000)).toBe(16);
    // 39000 ft in the ME altitude field of T002 (8D40058B58C9...): 0xC90.
    expect(altitudeCode12(39000)).toBe(0xc90);
    // Off-grid values round to the nearest 25 ft.
    expect(altitudeCode13(25010)).toBe(4144);
  });

  it('falls back to Gillham above 50175 ft with Q = 0 and M = 0', () => {
    const code = altitudeCode13(73200);
    expect(code & 0x10).toBe(0); // Q
    expect(code & 0x40).toBe(0); // M
    expect(code).not.toBe(0);
    // 12-bit form is the 13-bit form without the M bit.
    expect(altitudeCode12(73200)).toBe(((code >> 7) << 6) | (code & 0x3f));
  });

  it('encodes an unknown altitude as 0', () => {
    expect(altitudeCode13(Number.NaN)).toBe(0);
    expect(altitudeCode12(200000)).toBe(0);
  });
});

describe('identity code', () => {
  // pyModeS a49921b tests/test_bits.py: ID13 0 = 0000, 8127 = 7777, 2056 = 1200, 2722 = 7500.
  it.each([
    [0o0000, 0],
    [0o7777, 8127],
    [0o1200, 2056],
    [0o7500, 2722],
  ])('encodes squawk %o as %d', (squawk, code) => {
    expect(identityCode13(squawk)).toBe(code);
  });
});
