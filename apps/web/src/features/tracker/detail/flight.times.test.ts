import { describe, expect, it } from 'vitest';
import type { FlightBase, FlightPath } from '@skytrace/contracts';
import { flightStatus, flightTimes, observedTimes } from './flight.times';

const point = (time: number, onGround: boolean) => ({
  lat: 30,
  lon: 104,
  alt: onGround ? 0 : 20_000,
  spd: 300,
  ang: 90,
  vspd: 0,
  onGround,
  time,
});

const path = (points: ReturnType<typeof point>[], forecast: number[] = []): FlightPath => ({
  trace: { path: points },
  forecastTrace: { path: forecast.map((flyOverTime) => ({ lat: 31, lon: 105, flyOverTime })) },
  fullForecastTrace: { path: [] },
});

const base = (time: Partial<FlightBase['time']>) =>
  ({
    time: { STD: 1000, STA: 9000, ATD: null, ATA: null, ETA: null, ...time },
  }) as unknown as FlightBase;

describe('flight times', () => {
  it('sees take-off and landing in the flown track', () => {
    expect(observedTimes(path([point(10, true), point(20, false), point(30, false)]))).toEqual({
      ATD: 20,
      ATA: null,
    });
    expect(
      observedTimes(path([point(10, true), point(20, false), point(80, true), point(90, true)])),
    ).toEqual({ ATD: 20, ATA: 80 });
    // A track that starts in the air has no take-off to show.
    expect(observedTimes(path([point(10, false), point(20, false)]))).toEqual({
      ATD: null,
      ATA: null,
    });
  });

  it('takes scheduled times from base info and the estimate from the forecast end', () => {
    expect(flightTimes(base({}), path([point(10, true), point(20, false)], [500, 8_800]))).toEqual({
      STD: 1000,
      ATD: 20,
      STA: 9000,
      ATA: null,
      ETA: 8_800,
    });
  });

  it('prefers times the server gives and drops the estimate after landing', () => {
    expect(flightTimes(base({ ATD: 1_100, ETA: 8_700 }), path([], [8_800]))).toMatchObject({
      ATD: 1_100,
      ETA: 8_700,
    });
    expect(flightTimes(base({}), path([point(10, false), point(20, true)], [8_800]))).toMatchObject(
      { ATA: 20, ETA: null },
    );
    expect(flightTimes(null, null)).toEqual({
      STD: null,
      ATD: null,
      STA: null,
      ATA: null,
      ETA: null,
    });
  });
});

describe('flight status', () => {
  const none = { STD: null, ATD: null, STA: null, ATA: null, ETA: null };
  it('follows live data and the observed times', () => {
    expect(flightStatus({ live: true, onGround: false, times: none })).toBe('takeOff');
    expect(flightStatus({ live: true, onGround: true, times: none })).toBe('scheduled');
    expect(flightStatus({ live: false, onGround: false, times: none })).toBe('noSignal');
    expect(flightStatus({ live: true, onGround: true, times: { ...none, ATA: 5 } })).toBe('arrive');
    expect(flightStatus({ live: false, onGround: false, times: { ...none, ATA: 5 } })).toBe(
      'arrive',
    );
    // The server's status wins unless it is unknown.
    expect(flightStatus({ live: true, onGround: false, times: none, reported: 'alternate' })).toBe(
      'alternate',
    );
    expect(flightStatus({ live: true, onGround: false, times: none, reported: 'unknown' })).toBe(
      'takeOff',
    );
  });
});
