import { describe, expect, it } from 'vitest';
import { nightPolygon, solarElevation, subsolarPoint, terminatorLatitude } from './solar';

// Reference instants from the astronomical almanac (UTC).
const MARCH_EQUINOX_2024 = new Date('2024-03-20T03:06:00Z');
const JUNE_SOLSTICE_2024 = new Date('2024-06-20T20:51:00Z');
const DECEMBER_SOLSTICE_2024 = new Date('2024-12-21T09:20:00Z');
const OBLIQUITY_2024 = 23.436;

describe('subsolarPoint', () => {
  it('puts the sun over the equator at the equinox', () => {
    expect(Math.abs(subsolarPoint(MARCH_EQUINOX_2024).lat)).toBeLessThan(0.02);
  });

  it('puts the sun over the tropics at the solstices', () => {
    expect(subsolarPoint(JUNE_SOLSTICE_2024).lat).toBeCloseTo(OBLIQUITY_2024, 1);
    expect(subsolarPoint(DECEMBER_SOLSTICE_2024).lat).toBeCloseTo(-OBLIQUITY_2024, 1);
  });

  it('places apparent noon at 12:00 UTC off Greenwich by the equation of time', () => {
    // Early November the sun runs about 16.4 minutes fast: noon at Greenwich comes at 11:43:36,
    // so at 12:00 UTC the sun is over 4.1° W. Mid-February it runs 14.2 minutes slow: 3.55° E.
    expect(subsolarPoint(new Date('2024-11-03T12:00:00Z')).lon).toBeCloseTo(-4.1, 1);
    expect(subsolarPoint(new Date('2024-02-11T12:00:00Z')).lon).toBeCloseTo(3.55, 1);
  });

  it('moves the sun 15° west per hour', () => {
    const noon = subsolarPoint(new Date('2024-06-21T12:00:00Z')).lon;
    const six = subsolarPoint(new Date('2024-06-21T18:00:00Z')).lon;
    expect(noon - six).toBeCloseTo(90, 0);
  });
});

describe('solarElevation', () => {
  it('is day in Beijing at local noon and night at local midnight', () => {
    expect(solarElevation(39.9, 116.4, new Date('2024-06-21T04:00:00Z'))).toBeGreaterThan(60);
    expect(solarElevation(39.9, 116.4, new Date('2024-06-21T16:00:00Z'))).toBeLessThan(-20);
  });

  it('keeps the June sun up all day north of the Arctic Circle', () => {
    expect(solarElevation(75, 15, new Date('2024-06-21T23:00:00Z'))).toBeGreaterThan(0);
  });
});

describe('terminator', () => {
  it('lies where the sun is on the horizon', () => {
    for (const time of [
      JUNE_SOLSTICE_2024,
      DECEMBER_SOLSTICE_2024,
      new Date('2024-09-01T07:30Z'),
    ]) {
      const sun = subsolarPoint(time);
      for (let lon = -180; lon <= 180; lon += 30) {
        expect(Math.abs(solarElevation(terminatorLatitude(lon, sun), lon, time))).toBeLessThan(
          0.01,
        );
      }
    }
  });

  it('stays finite at the instant of the equinox', () => {
    const sun = { lat: 0, lon: 0 };
    expect(Number.isFinite(terminatorLatitude(45, sun))).toBe(true);
  });

  it('closes the night polygon over the dark pole', () => {
    const june = nightPolygon(JUNE_SOLSTICE_2024).geometry.coordinates[0] ?? [];
    const december = nightPolygon(DECEMBER_SOLSTICE_2024).geometry.coordinates[0] ?? [];
    expect(june.some(([, lat]) => lat === -90)).toBe(true);
    expect(june.some(([, lat]) => lat === 90)).toBe(false);
    expect(december.some(([, lat]) => lat === 90)).toBe(true);
    expect(june[0]).toEqual(june[june.length - 1]);
    // 361 terminator samples, two pole corners, the closing point.
    expect(june).toHaveLength(364);
  });
});
