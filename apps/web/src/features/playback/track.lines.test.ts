import { describe, expect, it } from 'vitest';
import type { PlaybackPoint } from './track';
import { colourRuns } from './track.lines';

const point = (lon: number, altitudeFt: number | null, onGround = false): PlaybackPoint => ({
  timeMs: lon * 1000,
  lat: 40,
  lon,
  altitudeFt,
  speedKt: 200,
  track: 90,
  verticalRateFpm: 0,
  onGround,
});

describe('track colour runs', () => {
  it('cuts where the altitude band changes, sharing the boundary point', () => {
    const runs = colourRuns([
      point(0, 0, true),
      point(1, 0, true),
      point(2, 500),
      point(3, 1_500),
      point(4, 3_000),
      point(5, 4_000),
    ]);
    expect(runs.map((r) => [r.ground, r.band, r.coordinates.map(([lon]) => lon)])).toEqual([
      [true, 0, [0, 1, 2]],
      [false, 0, [2, 3, 4]],
      [false, 1, [4, 5]],
    ]);
  });

  it('draws nothing for a single point', () => {
    expect(colourRuns([point(0, 35_000)])).toEqual([]);
    expect(colourRuns([])).toEqual([]);
  });
});
