import { describe, expect, it } from 'vitest';
import { PLAYBACK_GAP_SECONDS } from '@skytrace/contracts';
import { ALTITUDE_BANDS, GROUND_COLOR } from '../map.theme';
import { TrackLineBuilder, type TrackPoint } from './track.lines';

/** A recorded point as playback holds it (ms times). */
interface PlaybackPoint extends TrackPoint {
  timeMs: number;
  track: number | null;
}

const point = (lon: number, altitudeFt: number | null, onGround = false): PlaybackPoint => ({
  timeMs: lon * 1000,
  lat: 40,
  lon,
  altitudeFt,
  track: 90,
  onGround,
});

const GAP_MS = PLAYBACK_GAP_SECONDS * 1000;

function build(points: readonly PlaybackPoint[]) {
  const builder = new TrackLineBuilder(GAP_MS, {});
  for (const p of points) builder.push(p, p.timeMs);
  return builder;
}

describe('track lines', () => {
  it('cuts where the altitude band changes, sharing the boundary point', () => {
    const { lines } = build([
      point(0, 0, true),
      point(1, 0, true),
      point(2, 500),
      point(3, 1_500),
      point(4, 3_000),
      point(5, 4_000),
    ]);
    expect(
      lines.map((line) => [line.properties.color, line.geometry.coordinates.map(([lon]) => lon)]),
    ).toEqual([
      [GROUND_COLOR, [0, 1, 2]],
      [ALTITUDE_BANDS[0]?.color, [2, 3, 4]],
      [ALTITUDE_BANDS[1]?.color, [4, 5]],
    ]);
  });

  it('draws nothing for a single point', () => {
    expect(build([point(0, 35_000)]).lines).toEqual([]);
    expect(build([]).lines).toEqual([]);
  });

  it('splits the track at its gaps', () => {
    const T0 = 1_700_000_000_000;
    const at = (seconds: number, patch: Partial<PlaybackPoint>): PlaybackPoint => ({
      ...point(120, 10_000),
      timeMs: T0 + seconds * 1000,
      ...patch,
    });
    const { lines, gaps } = build([
      at(0, { lat: 30, lon: 120, altitudeFt: 10_000, track: 350 }),
      at(100, { lat: 31, lon: 121, altitudeFt: 12_000, track: 10 }),
      // 400 s later: a "signal missing" gap (spec §9, > 300 s).
      at(500, { lat: 33, lon: 123, altitudeFt: 20_000, track: 20 }),
      at(600, { lat: 34, lon: 124, altitudeFt: null, track: null }),
    ]);
    expect(lines.map((line) => line.geometry.coordinates.length)).toEqual([2, 2]);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]?.[0].lat).toBe(31);
    expect(gaps[0]?.[1].lat).toBe(33);
    expect(build([])).toMatchObject({ lines: [], gaps: [] });
  });
});
