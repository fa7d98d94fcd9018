// What to replay for an aircraft seen live (the tracker's "Replay this flight", a playback page's
// way back to the live flight): the flight it is on, as the recorder holds it (its row once a
// flush wrote one, and the points still in memory), else its latest stored flight that ended
// less than a flight gap ago; and its flight before that, the last completed leg.
import {
  STALE_FLIGHT_SECONDS,
  formatIcaoHex,
  type LivePlayback,
  type PlaybackTarget,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { findFlights } from '../traces/recorded-flights.repo';
import type { TraceRecorder } from '../traces/trace.recorder';
import { FLIGHT_GAP_MS } from '../traces/trace.segmentation';
import type { FlightSummary } from '../traces/traces.repo';
import type { PlaybackDirectory } from './playback.directory';

const DAY_MS = 86_400_000;
const STALE_MS = STALE_FLIGHT_SECONDS * 1000;

export interface LivePlaybackDeps {
  db: Db;
  directory: PlaybackDirectory;
  recorder?: TraceRecorder | undefined;
  now: () => number;
}

/** A flight as the answer names it: a stored row, or the recorder's flight not written yet. */
type FlightLike = Omit<FlightSummary, 'id'> & { id: number | null };

const seconds = (ms: number): number => Math.round(ms / 100) / 10;

function targetOf(directory: PlaybackDirectory, flight: FlightLike): PlaybackTarget {
  const base = directory.identify({ ...flight, id: flight.id ?? 0 });
  return {
    flightId: flight.id,
    dynamicId: base.dynamicId,
    fnum: base.flightNum2,
    callsign: flight.callsign,
    anum: base.aircraftNum,
    STD: base.time.STD,
    startTime: seconds(flight.firstSeen),
    endTime: seconds(flight.lastSeen),
    landed: flight.landedAt !== null,
  };
}

/** The recorder's current flight of `icao`, joined to its stored row when one was written. */
function heldFlight(
  deps: LivePlaybackDeps,
  icao: number,
  stored: readonly FlightSummary[],
): { flight: FlightLike; lastPositionAt: number } | undefined {
  const held = deps.recorder?.currentFlight(icao);
  if (held === undefined) return undefined;
  const { flight, lastPositionAt } = held;
  const row = flight.id === null ? undefined : stored.find((s) => s.id === flight.id);
  return {
    lastPositionAt,
    flight: {
      id: flight.id,
      icao,
      callsign: flight.callsign ?? row?.callsign ?? null,
      // A flight continued after a restart started before the recorder first heard it.
      firstSeen: Math.min(row?.firstSeen ?? flight.firstSeen, flight.firstSeen),
      lastSeen: Math.max(row?.lastSeen ?? 0, flight.lastSeen, lastPositionAt),
      origin: row?.origin ?? null,
      destination: row?.destination ?? null,
      takeoffAt: flight.takeoffAt ?? row?.takeoffAt ?? null,
      landedAt: flight.landedAt,
      pointCount: flight.pointCount,
      minLat: flight.minLat,
      maxLat: flight.maxLat,
      minLon: flight.minLon,
      maxLon: flight.maxLon,
    },
  };
}

/** The live and recorded flights of one aircraft (24-bit address) to replay. */
export async function findLivePlayback(
  deps: LivePlaybackDeps,
  icao: number,
): Promise<LivePlayback> {
  await deps.directory.ready();
  const now = deps.now();
  const stored = await findFlights(deps.db, { icao, from: now - 2 * DAY_MS, to: now });
  const held = heldFlight(deps, icao, stored);
  const latest = stored.at(-1);
  // Without the recorder's state (another process records, or a restart before the aircraft
  // was heard again), a stored flight that ended less than a flight gap ago may still go on.
  const current =
    held?.flight ?? (latest && now - latest.lastSeen <= FLIGHT_GAP_MS ? latest : undefined);
  const previous = [...stored]
    .reverse()
    .find(
      (flight) =>
        current === undefined || (flight.id !== current.id && flight.firstSeen < current.firstSeen),
    );
  const lastPositionAt = held?.lastPositionAt ?? current?.lastSeen;
  return {
    icaoId: formatIcaoHex(icao),
    live: lastPositionAt !== undefined && now - lastPositionAt <= STALE_MS,
    current: current === undefined ? null : targetOf(deps.directory, current),
    previous: previous === undefined ? null : targetOf(deps.directory, previous),
  };
}
