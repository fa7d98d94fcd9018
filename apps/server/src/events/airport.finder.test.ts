import { describe, expect, it } from 'vitest';
import { buildAirportRows } from '../reference/reference.sources';
import { AirportFinder } from './airport.finder';

const finder = new AirportFinder(buildAirportRows());

describe('AirportFinder.ceilingFt', () => {
  it('is never below the field of an airport that nearest() finds within 8 km, over the world', () => {
    // A grid of points every 0.07° (≈ 8 km) over the whole world but the poles' caps, plus
    // points right at every 5th airport: wherever nearest() answers, its field is under the
    // ceiling, so the detector's shortcut skips no airport it would have found.
    const points: [number, number][] = [];
    for (let lat = -84.9; lat <= 84.9; lat += 0.7)
      for (let lon = -179.95; lon < 180; lon += 0.7) points.push([lat, lon]);
    const rows = buildAirportRows().filter((row) => row.iata !== null);
    rows.forEach((row, i) => {
      if (i % 5 === 0) points.push([row.lat + 0.03, row.lon - 0.03]);
    });
    let found = 0;
    for (const [lat, lon] of points) {
      const airport = finder.nearest(lat, lon, 8);
      if (airport === undefined) continue;
      found++;
      expect(finder.ceilingFt(lat, lon)).toBeGreaterThanOrEqual(airport.elevationFt);
    }
    expect(found).toBeGreaterThan(500);
  });

  it('knows a high field: Lhasa’s (11,713 ft) from the Lhasa valley, none over the open sea', () => {
    expect(finder.ceilingFt(29.3, 90.9)).toBeGreaterThanOrEqual(11_700);
    expect(finder.ceilingFt(-40.5, -120.5)).toBe(-Infinity);
    expect(finder.ceilingFt(89.5, 10)).toBe(Infinity);
  });
});
