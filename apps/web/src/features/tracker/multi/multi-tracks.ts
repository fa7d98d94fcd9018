import type { FlightPath } from '@skytrace/contracts';
import type { PathOutcome } from '../detail/detail.api';
import { DETAIL_REFRESH_MS, startRefresh } from '../detail/detail.refresh';
import { MULTI_SELECT_LIMIT } from './multi-select';

// The paths of the flights selected in multi mode besides the one in the detail bar (whose base
// info and path the bar refreshes itself): each is loaded at once and again 10 s after each
// answer, like the bar's flight (spec §4), for its flown track on the map. Requests stay bounded:
// at most one per flight in flight (startRefresh waits for the answer), starts are spread so
// flights added together do not refresh in step, and deselecting aborts the flight's request.

/** Loads the path of one aircraft; the signal aborts it when the flight is deselected. */
export type PathLoader = (icao: number, signal: AbortSignal) => Promise<PathOutcome>;

/**
 * Least time between the first loads of two flights: 20 flights spread over one refresh period,
 * so even a full selection refreshes at one request every half second.
 */
export const MULTI_TRACK_STAGGER_MS = DETAIL_REFRESH_MS / MULTI_SELECT_LIMIT;

interface MultiTracksOptions {
  load: PathLoader;
  intervalMs?: number;
  staggerMs?: number;
  /** Clock of the stagger, ms. */
  now?: () => number;
}

export class MultiTracks {
  private readonly stops = new Map<number, () => void>();
  private readonly loaded = new Map<number, FlightPath>();
  private readonly listeners = new Set<() => void>();
  /** When the latest flight's first load was (or is due to be) made, ms. */
  private lastStart = -Infinity;
  private readonly intervalMs: number;
  private readonly staggerMs: number;
  private readonly now: () => number;

  constructor(private readonly options: MultiTracksOptions) {
    this.intervalMs = options.intervalMs ?? DETAIL_REFRESH_MS;
    this.staggerMs = options.staggerMs ?? MULTI_TRACK_STAGGER_MS;
    this.now = options.now ?? (() => Date.now());
  }

  /** The last path answer of each refreshed flight that has one. */
  get paths(): ReadonlyMap<number, FlightPath> {
    return this.loaded;
  }

  /** The flights being refreshed. */
  get flights(): number[] {
    return [...this.stops.keys()];
  }

  /**
   * Refreshes exactly `icaos`: new flights start (staggered), flights left out stop, their
   * request aborted and their path forgotten. Listeners hear of answers, not of this call.
   */
  setFlights(icaos: Iterable<number>): void {
    const wanted = new Set(icaos);
    for (const [icao, stop] of this.stops) {
      if (wanted.has(icao)) continue;
      stop();
      this.stops.delete(icao);
      this.loaded.delete(icao);
    }
    for (const icao of wanted) if (!this.stops.has(icao)) this.start(icao);
  }

  /** Calls `listener` after each answer that changed a path; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  destroy(): void {
    this.setFlights([]);
    this.listeners.clear();
  }

  private start(icao: number): void {
    const now = this.now();
    const at = Math.max(now, this.lastStart + this.staggerMs);
    this.lastStart = at;
    let stopRefresh: (() => void) | null = null;
    const begin = () => {
      stopRefresh = startRefresh(
        (signal) => this.options.load(icao, signal),
        (outcome) => this.answer(icao, outcome),
        this.intervalMs,
      );
    };
    const timer = at > now ? setTimeout(begin, at - now) : null;
    if (timer === null) begin();
    this.stops.set(icao, () => {
      if (timer !== null) clearTimeout(timer);
      stopRefresh?.();
    });
  }

  /** Keeps an answer; a 401 (the login rule) stops the flight's refresh and its track. */
  private answer(icao: number, outcome: PathOutcome): boolean {
    if (outcome.kind === 'unauthorized') this.loaded.delete(icao);
    else this.loaded.set(icao, outcome.path);
    for (const listener of this.listeners) listener();
    return outcome.kind === 'ok';
  }
}
