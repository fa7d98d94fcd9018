import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightPath } from '@skytrace/contracts';
import type { PathOutcome } from '../detail/detail.api';
import { DETAIL_REFRESH_MS } from '../detail/detail.refresh';
import { MULTI_TRACK_STAGGER_MS, MultiTracks } from './multi-tracks';

// Scheduling of the multi-mode path refresh, on Vitest's fake clock: every request is recorded
// with its signal and answered by the test when it chooses, like a slow or fast server.

interface Request {
  icao: number;
  signal: AbortSignal;
  answered: boolean;
  answer: (outcome: PathOutcome) => void;
}

const pathAt = (time: number): FlightPath => ({
  trace: {
    path: [{ lat: 30, lon: 100, alt: 9000, spd: 300, ang: 90, vspd: 0, onGround: false, time }],
  },
  forecastTrace: { path: [] },
  fullForecastTrace: { path: [] },
});

function setup() {
  const requests: Request[] = [];
  const tracks = new MultiTracks({
    load: (icao, signal) =>
      new Promise<PathOutcome>((resolve) => {
        const request: Request = {
          icao,
          signal,
          answered: false,
          answer: (outcome) => {
            request.answered = true;
            resolve(outcome);
          },
        };
        requests.push(request);
      }),
  });
  /** Requests neither answered nor aborted, of one flight or all. */
  const open = (icao?: number) =>
    requests.filter(
      (r) => !r.answered && !r.signal.aborted && (icao === undefined || r.icao === icao),
    );
  return { requests, tracks, open };
}

describe('multi-mode tracks refresh (spec §4: every 10 s while selected)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a new flight at once and spreads flights added together', async () => {
    const { requests, tracks } = setup();
    tracks.setFlights([1, 2, 3]);
    expect(requests.map((r) => r.icao)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(MULTI_TRACK_STAGGER_MS - 1);
    expect(requests.map((r) => r.icao)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((r) => r.icao)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(MULTI_TRACK_STAGGER_MS);
    expect(requests.map((r) => r.icao)).toEqual([1, 2, 3]);
    // A flight clicked long after the others starts at once.
    await vi.advanceTimersByTimeAsync(5_000);
    tracks.setFlights([1, 2, 3, 4]);
    expect(requests.map((r) => r.icao)).toEqual([1, 2, 3, 4]);
    // A selection of 20 at once refreshes within one period, one request per half second.
    expect(MULTI_TRACK_STAGGER_MS * 20).toBe(DETAIL_REFRESH_MS);
    tracks.destroy();
  });

  it('keeps one request per flight in flight and refreshes 10 s after each answer', async () => {
    const { requests, tracks, open } = setup();
    const heard = vi.fn();
    tracks.subscribe(heard);
    tracks.setFlights([7]);
    // A slow server: no second request while the first is unanswered.
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS * 3);
    expect(requests).toHaveLength(1);
    const first = pathAt(10);
    open(7)[0]?.answer({ kind: 'ok', path: first });
    await vi.advanceTimersByTimeAsync(0);
    expect(tracks.paths.get(7)).toBe(first);
    expect(heard).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    const second = pathAt(20);
    open(7)[0]?.answer({ kind: 'ok', path: second });
    await vi.advanceTimersByTimeAsync(0);
    expect(tracks.paths.get(7)).toBe(second);
    // Setting the same flights again starts nothing new.
    tracks.setFlights([7]);
    expect(requests).toHaveLength(2);
    tracks.destroy();
  });

  it('aborts the request of a deselected flight, drops its path and its late answer', async () => {
    const { requests, tracks, open } = setup();
    tracks.setFlights([1, 2]);
    open(1)[0]?.answer({ kind: 'ok', path: pathAt(1) });
    await vi.advanceTimersByTimeAsync(MULTI_TRACK_STAGGER_MS);
    const second = open(2)[0];
    expect(second).toBeDefined();
    tracks.setFlights([1]);
    expect(second?.signal.aborted).toBe(true);
    second?.answer({ kind: 'ok', path: pathAt(2) });
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS * 2);
    expect([...tracks.paths.keys()]).toEqual([1]);
    expect(requests.filter((r) => r.icao === 2)).toHaveLength(1);
    // Deselecting the other stops its timer too: no request after it.
    const count = requests.length;
    tracks.setFlights([]);
    expect(tracks.paths.size).toBe(0);
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS * 2);
    expect(requests).toHaveLength(count);
    expect(tracks.flights).toEqual([]);
  });

  it('never loads a flight deselected before its staggered start', async () => {
    const { requests, tracks } = setup();
    tracks.setFlights([1, 2]);
    tracks.setFlights([1]);
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS);
    expect(requests.map((r) => r.icao)).toEqual([1]);
    tracks.destroy();
  });

  it('stops a flight on a 401 (login rule), the others go on', async () => {
    const { requests, tracks, open } = setup();
    tracks.setFlights([1, 2]);
    await vi.advanceTimersByTimeAsync(MULTI_TRACK_STAGGER_MS);
    open(1)[0]?.answer({ kind: 'ok', path: pathAt(1) });
    open(2)[0]?.answer({ kind: 'unauthorized' });
    await vi.advanceTimersByTimeAsync(DETAIL_REFRESH_MS * 2 + 1);
    expect(requests.filter((r) => r.icao === 2)).toHaveLength(1);
    expect(requests.filter((r) => r.icao === 1)).toHaveLength(2);
    expect([...tracks.paths.keys()]).toEqual([1]);
    tracks.destroy();
  });
});
