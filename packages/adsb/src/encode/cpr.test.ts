import { describe, expect, it } from 'vitest';
import { cprEncode, cprLatitudeField, cprLongitudeField } from './cpr.js';

/** Encode and split into [latitude field, longitude field]. */
function fields(lat: number, lon: number, odd: boolean, surface: boolean): [number, number] {
  const packed = cprEncode(lat, lon, odd, surface);
  return [cprLatitudeField(packed), cprLongitudeField(packed)];
}

describe('CPR encoding', () => {
  // Positions pyModeS decoded from real messages and the CPR fields those messages carried
  // (vectors.json T004/T005/T006 airborne, T029/T030 surface). The decoded positions are printed
  // to 4-6 decimals, so the re-encoded fields may differ by a unit or two.
  it.each([
    [49.8241, 6.06785, false, false, 39848, 83951],
    [49.81755, 6.08442, true, false, 21567, 81965],
    [30.5054, 33.44787, true, false, 131006, 84612],
    [-23.430588, -46.467287, false, true, 49756, 79079],
    [-23.430323, -46.467374, true, true, 83902, 15673],
  ])('encodes %f, %f (odd %s, surface %s)', (lat, lon, odd, surface, yz, xz) => {
    const [latField, lonField] = fields(lat, lon, odd, surface);
    expect(Math.abs(latField - yz)).toBeLessThanOrEqual(2);
    expect(Math.abs(lonField - xz)).toBeLessThanOrEqual(2);
  });

  it('keeps both fields within 17 bits, also at zone edges and the poles', () => {
    for (const [lat, lon] of [
      [0, 0],
      [89.99999, 179.99999],
      [-90, -180],
      [6 - 1e-9, 360 / 59 - 1e-9],
    ] as const) {
      for (const odd of [false, true]) {
        for (const surface of [false, true]) {
          const [latField, lonField] = fields(lat, lon, odd, surface);
          expect(latField).toBeGreaterThanOrEqual(0);
          expect(latField).toBeLessThan(131072);
          expect(lonField).toBeGreaterThanOrEqual(0);
          expect(lonField).toBeLessThan(131072);
        }
      }
    }
  });

  it('gives surface fields four times the resolution of airborne ones', () => {
    const [a] = fields(10, 10, false, false);
    const [b] = fields(10 + 360 / 60 / 131072, 10, false, false);
    const [c] = fields(10 + 360 / 60 / 131072, 10, false, true);
    const [d] = fields(10, 10, false, true);
    expect(b - a).toBe(1);
    expect(c - d).toBe(4);
  });
});
