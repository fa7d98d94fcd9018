// Replays recorded traces through a detector of its own, for hours the live detector did not
// see (a new install over old recordings, an outage, a change of thresholds): the flights that
// overlap the window are read 100 at a time, their points fed in time order, and what is found is
// stored through the service (duplicates of events already stored are skipped by the key).
import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/db';
import { readFlightsPoints } from '../traces/recorded-points.repo';
import { flights } from '../traces/traces.schema';
import type { AirportFinder } from './airport.finder';
import {
  EventDetector,
  type DetectedEvent,
  type EventSample,
  type PlannedRoute,
} from './event.detector';

const BATCH = 100;

export interface BackfillDeps {
  db: Db;
  airports: AirportFinder;
  plannedRoute?: (icao: number, callsign: string, time: number) => PlannedRoute | null;
  /** Stores what was found (EventsService.record). */
  record: (events: readonly DetectedEvent[]) => Promise<number>;
  /** Events already stored in a window (EventsService.query), so the live ones are kept. */
  existing: (from: number, to: number) => Promise<{ kind: string; icao: string; time: number }[]>;
}

/** A replayed event this close to a stored one of the same aircraft and kind is that one, s. */
const SAME_EVENT_SECONDS = 600;

/** Detects the events of the recorded flights overlapping [from, to) (seconds); the count found. */
export async function backfillEvents(
  deps: BackfillDeps,
  from: number,
  to: number,
): Promise<number> {
  const found: DetectedEvent[] = [];
  const detector = new EventDetector(
    { airports: deps.airports, plannedRoute: deps.plannedRoute },
    (event) => found.push(event),
  );
  const rows = await deps.db
    .select({ id: flights.id, icao: flights.icao, callsign: flights.callsign })
    .from(flights)
    .where(
      and(lt(flights.firstSeen, new Date(to * 1000)), gte(flights.lastSeen, new Date(from * 1000))),
    )
    .orderBy(asc(flights.icao), asc(flights.firstSeen));
  const sample: EventSample = {
    icao: 0,
    callsign: '',
    positionTime: 0,
    lat: 0,
    lon: 0,
    altitude: Number.NaN,
    verticalRate: Number.NaN,
    track: Number.NaN,
    airGround: 0,
    squawk: Number.NaN,
  };
  let total = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const points = await readFlightsPoints(
      deps.db,
      batch.map((row) => row.id),
      from * 1000,
      to * 1000,
    );
    // Flights of one aircraft follow each other in the batch (ordered by icao, first seen), so
    // the detector sees each aircraft's points in time order across its flights.
    for (const row of batch) {
      sample.icao = row.icao;
      sample.callsign = row.callsign ?? '';
      for (const point of points.get(row.id) ?? []) {
        sample.positionTime = point.time / 1000;
        sample.lat = point.lat;
        sample.lon = point.lon;
        sample.altitude = point.altitude ?? Number.NaN;
        sample.verticalRate = point.verticalRate ?? Number.NaN;
        sample.track = point.track ?? Number.NaN;
        sample.airGround = point.onGround ? 2 : 1;
        sample.squawk = point.squawk ?? Number.NaN;
        detector.observe(sample);
      }
    }
    if (found.length > 0) total += await deps.record(await unseen(deps, found.splice(0)));
  }
  return total;
}

/**
 * The replayed events the live detector did not already store: recorded traces keep fewer
 * points than the live stream, so the same event is stamped a few seconds apart.
 */
async function unseen(
  deps: BackfillDeps,
  events: readonly DetectedEvent[],
): Promise<DetectedEvent[]> {
  const times = events.map((event) => event.time);
  const stored = await deps.existing(
    Math.min(...times) - SAME_EVENT_SECONDS,
    Math.max(...times) + SAME_EVENT_SECONDS,
  );
  const byKey = new Map<string, number[]>();
  for (const event of stored) {
    const key = `${event.kind}|${Number.parseInt(event.icao, 16)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), event.time]);
  }
  return events.filter(
    (event) =>
      !(byKey.get(`${event.kind}|${event.icao}`) ?? []).some(
        (time) => Math.abs(time - event.time) <= SAME_EVENT_SECONDS,
      ),
  );
}
