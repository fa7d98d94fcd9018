import { describe, expect, it } from 'vitest';
import type { PlaybackPoint, PlaybackSlice } from '@skytrace/contracts';
import { mergeSlice, toPlaybackPoints } from './playback.api';

const point = (time: number, patch: Partial<PlaybackPoint> = {}): PlaybackPoint => ({
  lat: 40,
  lon: 116,
  alt: 1_500,
  spd: 200,
  vspd: 3_000,
  ang: 10,
  time,
  updateTime: time,
  onGround: false,
  squawk: null,
  ...patch,
});

const slice = (from: number, flights: PlaybackSlice['flights']): PlaybackSlice => ({
  startTime: 1_000,
  endTime: 2_000,
  from,
  to: from + 300,
  nextCursor: from + 300,
  flights,
});

const sliceFlight = (flightId: number, points: PlaybackPoint[]) => ({
  flightId,
  icaoId: '7C1001',
  fnum: null,
  anum: null,
  callsign: 'CCA1331',
  org: 'PEK',
  dst: null,
  aircraftType: null,
  use: 'departure' as const,
  points,
});

describe('playback answers', () => {
  it('converts seconds and units and sorts by time', () => {
    const points = toPlaybackPoints([point(1_000.5), point(999.9, { alt: null, onGround: true })]);
    expect(points.map((p) => p.timeMs)).toEqual([999_900, 1_000_500]);
    expect(points[0]).toMatchObject({ altitudeFt: null, onGround: true });
    expect(points[1]).toMatchObject({ altitudeFt: 1_500, speedKt: 200, track: 10 });
  });

  it('drops points without position, time or update time (spec §5)', () => {
    const points = toPlaybackPoints([
      point(1, { lat: Number.NaN }),
      point(2, { updateTime: Number.NaN }),
      point(3),
    ]);
    expect(points.map((p) => p.timeMs)).toEqual([3_000]);
  });

  it('appends a flight’s points across streamed slices', () => {
    let flights = mergeSlice(new Map(), slice(1_000, [sliceFlight(7, [point(1_100)])]));
    flights = mergeSlice(
      flights,
      slice(1_300, [sliceFlight(7, [point(1_350)]), sliceFlight(8, [point(1_320)])]),
    );
    expect([...flights.keys()]).toEqual(['7', '8']);
    expect(flights.get('7')?.points.map((p) => p.timeMs)).toEqual([1_100_000, 1_350_000]);
    expect(flights.get('7')).toMatchObject({
      label: 'CCA1331',
      org: 'PEK',
      use: 'departure',
      identity: { callsign: 'CCA1331', anum: null, aircraftType: null },
    });
  });
});

describe('recorded squawks', () => {
  it('reach the playback points as recorded', () => {
    const points = toPlaybackPoints([point(1_000, { squawk: '2401' }), point(1_010)]);
    expect(points.map((p) => p.squawk)).toEqual(['2401', null]);
  });
});
