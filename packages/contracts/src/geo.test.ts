import { describe, expect, it } from 'vitest';
import {
  approximateDistanceMetres,
  destinationPoint,
  distanceMetres,
  EARTH_MEAN_RADIUS_M,
  METRES_PER_DEGREE,
  initialBearingDegrees,
  WEB_MERCATOR_RADIUS_M,
} from './geo';

// Beijing Capital (ZBAA) and Shanghai Pudong (ZSPD) reference points.
const PEK = { lat: 40.0801, lon: 116.5846 };
const PVG = { lat: 31.1434, lon: 121.8052 };

describe('Earth radii', () => {
  it('keeps the mean radius for the ground and the equatorial one for Web Mercator', () => {
    expect(EARTH_MEAN_RADIUS_M).toBe(6_371_008.8);
    expect(WEB_MERCATOR_RADIUS_M).toBe(6_378_137);
  });
});

describe('distances', () => {
  it('measures one degree of a meridian as 1/360 of the mean circumference', () => {
    expect(distanceMetres(0, 0, 1, 0)).toBeCloseTo((2 * Math.PI * EARTH_MEAN_RADIUS_M) / 360, 3);
    expect(distanceMetres(0, 0, 1, 0)).toBeCloseTo(METRES_PER_DEGREE, 3);
    expect(METRES_PER_DEGREE).toBeCloseTo(111_195, 0);
  });

  it('gives the PEK–PVG great-circle distance within the sphere’s 0.5 % (1 099 km on WGS-84)', () => {
    const metres = distanceMetres(PEK.lat, PEK.lon, PVG.lat, PVG.lon);
    expect(metres / 1000).toBeGreaterThan(1099 * 0.995);
    expect(metres / 1000).toBeLessThan(1099 * 1.005);
    expect(distanceMetres(PVG.lat, PVG.lon, PEK.lat, PEK.lon)).toBeCloseTo(metres, 6);
  });

  it('approximates short distances within 0.5 %, across the antimeridian too', () => {
    const exact = distanceMetres(31, 121, 31.8, 121.9);
    expect(Math.abs(approximateDistanceMetres(31, 121, 31.8, 121.9) / exact - 1)).toBeLessThan(
      0.005,
    );
    const across = approximateDistanceMetres(10, 179.9, 10, -179.9);
    expect(across).toBeCloseTo(distanceMetres(10, 179.9, 10, -179.9), -1);
  });
});

describe('bearing and destination', () => {
  it('goes out and comes back: the destination lies at the distance and bearing asked', () => {
    const out = new Float64Array(2);
    const bearing = initialBearingDegrees(PEK.lat, PEK.lon, PVG.lat, PVG.lon);
    const metres = distanceMetres(PEK.lat, PEK.lon, PVG.lat, PVG.lon);
    destinationPoint(PEK.lat, PEK.lon, bearing, metres, out);
    expect(out[0]).toBeCloseTo(PVG.lat, 6);
    expect(out[1]).toBeCloseTo(PVG.lon, 6);
  });

  it('points due east along the equator and wraps the longitude', () => {
    expect(initialBearingDegrees(0, 0, 0, 1)).toBeCloseTo(90, 9);
    const out: [number, number] = [0, 0];
    destinationPoint(0, 179.5, 90, distanceMetres(0, 0, 0, 1), out);
    expect(out[0]).toBeCloseTo(0, 9);
    expect(out[1]).toBeCloseTo(-179.5, 9);
  });
});
