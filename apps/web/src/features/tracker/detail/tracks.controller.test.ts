import { describe, expect, it } from 'vitest';
import type { FlightPath } from '@skytrace/contracts';
import { trackedFlights, trackedPaths } from './tracks.controller';

const path = (): FlightPath => ({
  trace: { path: [] },
  forecastTrace: { path: [] },
  fullForecastTrace: { path: [] },
});

describe('which selected flights draw tracks', () => {
  it('single mode: the detail bar flight; multi mode: every selected flight', () => {
    expect(trackedFlights({ mode: 'single', multi: [], selectedIcao: 5 }, true)).toEqual(
      new Set([5]),
    );
    expect(trackedFlights({ mode: 'single', multi: [], selectedIcao: null }, true)).toEqual(
      new Set(),
    );
    expect(trackedFlights({ mode: 'multi', multi: [1, 2, 3], selectedIcao: 3 }, true)).toEqual(
      new Set([1, 2, 3]),
    );
    // The login rule keeps a visitor's map free of tracks (spec §6).
    expect(trackedFlights({ mode: 'multi', multi: [1, 2], selectedIcao: 2 }, false)).toEqual(
      new Set(),
    );
  });

  it('draws each flight from the freshest answer, else the one drawn before', () => {
    const [bar, one, two, before] = [path(), path(), path(), path()];
    const paths = trackedPaths({
      flights: new Set([1, 2, 3]),
      detail: { icao: 3, path: bar },
      refreshed: new Map([
        [1, one],
        [2, two],
        [9, path()],
      ]),
      previous: new Map([[3, before]]),
    });
    expect(paths).toEqual(
      new Map([
        [1, one],
        [2, two],
        [3, bar],
      ]),
    );
    expect(paths.get(3)).toBe(bar);
    // The bar moved to flight 1 and has not answered yet; flight 3 waits for the multi refresh:
    // both keep the track drawn before; a deselected flight (2) loses it.
    const moved = trackedPaths({
      flights: new Set([1, 3]),
      detail: { icao: 1, path: null },
      refreshed: new Map(),
      previous: paths,
    });
    expect(moved.get(1)).toBe(one);
    expect(moved.get(3)).toBe(bar);
    expect(moved.has(2)).toBe(false);
  });
});
