import { describe, expect, it } from 'vitest';
import { GAP_MS, pointIndexAt, sampleAt, type PlaybackPoint } from './track';

const T0 = 1_700_000_000_000;
const point = (seconds: number, patch: Partial<PlaybackPoint> = {}): PlaybackPoint => ({
  timeMs: T0 + seconds * 1000,
  lat: 30,
  lon: 120,
  altitudeFt: 10_000,
  speedKt: 300,
  track: 90,
  verticalRateFpm: 0,
  onGround: false,
  ...patch,
});

describe('playback track', () => {
  const points = [
    point(0, { lat: 30, lon: 120, altitudeFt: 10_000, track: 350 }),
    point(100, { lat: 31, lon: 121, altitudeFt: 12_000, track: 10 }),
    // 400 s later: a "signal missing" gap (spec §9, > 300 s).
    point(500, { lat: 33, lon: 123, altitudeFt: 20_000, track: 20 }),
    point(600, { lat: 34, lon: 124, altitudeFt: null, track: null }),
  ];

  it('finds the last point at or before a moment', () => {
    expect(pointIndexAt(points, T0 - 1)).toBe(-1);
    expect(pointIndexAt(points, T0)).toBe(0);
    expect(pointIndexAt(points, T0 + 99_999)).toBe(0);
    expect(pointIndexAt(points, T0 + 100_000)).toBe(1);
    expect(pointIndexAt(points, T0 + 10_000_000)).toBe(3);
  });

  it('interpolates between points, turning the short way round', () => {
    const middle = sampleAt(points, T0 + 50_000);
    expect(middle).toMatchObject({
      lat: 30.5,
      lon: 120.5,
      altitudeFt: 11_000,
      signalMissing: false,
    });
    expect(middle?.track).toBeCloseTo(0, 6);
  });

  it('does not interpolate across a gap over 300 s: the last point, marked signal missing', () => {
    const inGap = sampleAt(points, T0 + 300_000);
    expect(inGap).toMatchObject({ lat: 31, lon: 121, altitudeFt: 12_000, signalMissing: true });
  });

  it('a gap of exactly 300 s is still interpolated', () => {
    const edge = [point(0, { lat: 0 }), point(GAP_MS / 1000, { lat: 3 })];
    expect(sampleAt(edge, T0 + 150_000)).toMatchObject({ lat: 1.5, signalMissing: false });
  });

  it('keeps unknown values unknown instead of inventing them', () => {
    const late = sampleAt(points, T0 + 510_000);
    expect(late?.altitudeFt).toBe(20_000);
    expect(sampleAt(points, T0 + 590_000)?.altitudeFt).toBeNull();
  });

  it('has no aircraft outside the flight', () => {
    expect(sampleAt(points, T0 - 1)).toBeNull();
    expect(sampleAt(points, T0 + 600_001)).toBeNull();
    expect(sampleAt([], T0)).toBeNull();
    expect(sampleAt(points, T0 + 600_000)).toMatchObject({ lat: 34 });
  });

  it('crosses the antimeridian the short way', () => {
    const east = [point(0, { lon: 179 }), point(10, { lon: -179 })];
    expect(sampleAt(east, T0 + 7_500)?.lon).toBeCloseTo(-179.5, 6);
  });

  it('holds the squawk of the last point until the next one (codes are not interpolated)', () => {
    const points = [point(0, { squawk: '4521' }), point(10, { squawk: '7700' })];
    expect(sampleAt(points, T0 + 4_000)?.squawk).toBe('4521');
    expect(sampleAt(points, T0 + 9_999)?.squawk).toBe('4521');
    expect(sampleAt(points, T0 + 10_000)?.squawk).toBe('7700');
    expect(sampleAt([point(0), point(10)], T0 + 5_000)?.squawk).toBeNull();
  });
});
