import { describe, expect, it } from 'vitest';
import { ALTITUDE_BANDS, GROUND_COLOR } from './map.theme';
import { flownLines, historyPoints, type TrackPoint } from './track.layer';

const point = (time: number, altitudeFt: number | null, onGround = false): TrackPoint => ({
  lon: 100 + time / 1000,
  lat: 30,
  altitudeFt,
  onGround,
  time,
});

describe('flown track', () => {
  it('colours each segment by the altitude band of its start and joins equal colours', () => {
    const lines = flownLines([
      point(0, 0, true),
      point(10, 1_500),
      point(20, 1_800),
      point(30, 8_000),
      point(40, 8_500),
    ]);
    expect(lines.map((line) => line.properties.color)).toEqual([
      GROUND_COLOR,
      ALTITUDE_BANDS[0]?.color,
      ALTITUDE_BANDS[2]?.color,
    ]);
    // Neighbouring lines share their joining point, so the track has no holes.
    expect(lines.map((line) => line.geometry.coordinates.length)).toEqual([2, 3, 2]);
    expect(lines[0]?.geometry.coordinates.at(-1)).toEqual(lines[1]?.geometry.coordinates[0]);
  });

  it('does not join points more than 300 s apart', () => {
    const lines = flownLines([
      point(0, 30_000),
      point(60, 30_000),
      point(400, 30_000),
      point(420, 30_000),
    ]);
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.geometry.coordinates.length)).toEqual([2, 2]);
    expect(flownLines([point(0, 30_000), point(301, 30_000)])).toEqual([]);
    expect(flownLines([point(0, 30_000), point(300, 30_000)])).toHaveLength(1);
  });

  it('reads the history of a path answer oldest first', () => {
    const points = historyPoints({
      trace: {
        path: [
          { lat: 31, lon: 101, alt: 9000, spd: 300, ang: 90, vspd: 0, onGround: false, time: 20 },
          {
            lat: 30,
            lon: 100,
            alt: null,
            spd: null,
            ang: null,
            vspd: null,
            onGround: true,
            time: 10,
          },
        ],
      },
      forecastTrace: { path: [] },
      fullForecastTrace: { path: [] },
    });
    expect(points).toEqual([
      { lon: 100, lat: 30, altitudeFt: null, onGround: true, time: 10 },
      { lon: 101, lat: 31, altitudeFt: 9000, onGround: false, time: 20 },
    ]);
  });
});
