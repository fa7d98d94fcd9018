import { describe, expect, it } from 'vitest';
import type { FlightPath } from '@skytrace/contracts';
import { AircraftStore } from '../../live/aircraft.store';
import { ALTITUDE_BANDS, GROUND_COLOR } from '../map.theme';
import { flownLines, FlownTracks, historyPoints, type TrackPoint } from './flown.tracks';

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

/** A path answer whose history is `times` (s) at 30 000 ft along latitude 30. */
function pathOf(...times: number[]): FlightPath {
  return {
    trace: {
      path: times.map((time) => ({
        lat: 30,
        lon: 100 + time / 1000,
        alt: 30_000,
        spd: 450,
        ang: 90,
        vspd: 0,
        onGround: false,
        time,
      })),
    },
    forecastTrace: { path: [] },
    fullForecastTrace: { path: [] },
  };
}

/** One location batch placing each aircraft of `rows` (lat, lon in degrees) at `seconds`. */
function place(store: AircraftStore, seconds: number, rows: [number, number, number][]): void {
  const sorted = [...rows].sort((a, b) => a[0] - b[0]);
  store.applyLocation(
    {
      time: seconds,
      full: false,
      originLat: 0,
      originLon: 0,
      icaoDelta: sorted.map(([icao], i) => icao - (sorted[i - 1]?.[0] ?? 0)),
      lat: sorted.map(([, lat]) => Math.round(lat * 1e4)),
      lon: sorted.map(([, , lon]) => Math.round(lon * 1e4)),
      alt: sorted.map(() => 1200),
      spd: sorted.map(() => 450),
      ang: sorted.map(() => 90),
      vspd: sorted.map(() => 0),
      age: sorted.map(() => 0),
      flags: sorted.map(() => 0),
      removed: [],
    },
    seconds * 1000,
  );
}

describe('flown tracks of several flights', () => {
  const A = 0x780a5c;
  const B = 0x7a0004;

  it('draws one set of lines per flight, named by its address, in one collection', () => {
    const tracks = new FlownTracks();
    expect(
      tracks.setPaths(
        new Map([
          [A, pathOf(10, 20, 30)],
          [B, pathOf(15, 25)],
        ]),
      ),
    ).toBe(true);
    expect(tracks.pointCount).toBe(5);
    expect(tracks.pointCounts()).toEqual({ '780A5C': 3, '7A0004': 2 });
    const lines = tracks.lines();
    expect(lines.map((line) => line.properties.icao)).toEqual(['780A5C', '7A0004']);
    expect(lines.map((line) => line.geometry.coordinates.length)).toEqual([3, 2]);
  });

  it('appends live positions to every tracked flight, once per new position', () => {
    const store = new AircraftStore();
    const tracks = new FlownTracks();
    tracks.setPaths(
      new Map([
        [A, pathOf(10, 20)],
        [B, pathOf(15)],
      ]),
    );
    place(store, 40, [
      [A, 30.01, 100.04],
      [B, 31, 101],
      [0x123456, 32, 102],
    ]);
    const positionOf = (icao: number) => store.get(icao);
    expect(tracks.appendLive(positionOf)).toBe(true);
    expect(tracks.pointCounts()).toEqual({ '780A5C': 3, '7A0004': 2 });
    // The same batch again, or an aircraft that has not moved: nothing new.
    expect(tracks.appendLive(positionOf)).toBe(false);
    place(store, 41, [[A, 30.02, 100.05]]);
    expect(tracks.appendLive(positionOf)).toBe(true);
    expect(tracks.pointCounts()).toEqual({ '780A5C': 4, '7A0004': 2 });
    const a = tracks.lines().filter((line) => line.properties.icao === '780A5C');
    const [lon, lat] = a.flatMap((line) => line.geometry.coordinates).at(-1) ?? [];
    expect(lon).toBeCloseTo(100.05, 6);
    expect(lat).toBeCloseTo(30.02, 6);
  });

  it('grows only the live tail each batch; the history source changes with a fresh answer', () => {
    const store = new AircraftStore();
    const tracks = new FlownTracks();
    tracks.setPaths(new Map([[A, pathOf(10, 20)]]));
    const history = tracks.historyLines();
    expect(tracks.liveLines()).toEqual([]);
    place(store, 30, [[A, 30.01, 100.03]]);
    tracks.appendLive((icao) => store.get(icao));
    place(store, 40, [[A, 30.01, 100.04]]);
    tracks.appendLive((icao) => store.get(icao));
    // The history's lines are the same as before the batches; the tail starts at its last point.
    expect(tracks.historyLines()).toEqual(history);
    const joint = history.at(-1)?.geometry.coordinates.at(-1);
    const tail = tracks.liveLines().flatMap((line) => line.geometry.coordinates);
    expect(tail[0]).toEqual(joint);
    expect(tail).toHaveLength(3);
    // A fresh answer reaching 30 s takes that point into the history; the tail keeps 40 s.
    tracks.setPaths(new Map([[A, pathOf(10, 20, 30)]]));
    expect(tracks.historyLines().flatMap((line) => line.geometry.coordinates)).toHaveLength(3);
    expect(tracks.liveLines().flatMap((line) => line.geometry.coordinates)).toHaveLength(2);
  });

  it('keeps live points newer than a fresh answer, and drops flights left out', () => {
    const store = new AircraftStore();
    const tracks = new FlownTracks();
    const first = pathOf(10, 20);
    const other = pathOf(15);
    tracks.setPaths(
      new Map([
        [A, first],
        [B, other],
      ]),
    );
    place(store, 30, [[A, 30.01, 100.03]]);
    tracks.appendLive((icao) => store.get(icao));
    place(store, 40, [[A, 30.01, 100.04]]);
    tracks.appendLive((icao) => store.get(icao));
    expect(tracks.pointCounts()['780A5C']).toBe(4);
    // The same answer objects again change nothing; a flight left out goes.
    expect(
      tracks.setPaths(
        new Map([
          [A, first],
          [B, other],
        ]),
      ),
    ).toBe(false);
    expect(tracks.setPaths(new Map([[A, first]]))).toBe(true);
    expect(tracks.pointCounts()).toEqual({ '780A5C': 4 });
    // The refreshed history reaches 30 s: the live point at 30 s is in it, the one at 40 s is not.
    tracks.setPaths(new Map([[A, pathOf(10, 20, 30)]]));
    expect(tracks.pointCounts()).toEqual({ '780A5C': 4 });
    tracks.setPaths(new Map());
    expect(tracks.lines()).toEqual([]);
    expect(tracks.pointCount).toBe(0);
  });
});
