// A flight as playback sees it: the recorder starts a new `flights` row after more than 30 min
// without a position (trace.segmentation.ts), so a flight across a long coverage hole (sea,
// desert, mountains) is stored as several parts. Playback joins them again; the hole between
// them stays a gap the client marks "signal missing" (> PLAYBACK_GAP_SECONDS).
//
// Two consecutive parts of one aircraft are one flight when nothing says a new flight began:
//   - the later part starts after the earlier one ends, at most PART_GAP_MAX_MS later;
//   - the callsigns agree (or one is unknown): a callsign change is a new leg;
//   - the earlier part saw no landing and the later no take-off: a landing then a take-off is
//     a new flight even when the aircraft keeps its callsign (through flights);
//   - the flight identity (scheduled instance) agrees, when both parts have one.
import type { FlightSummary } from '../traces/traces.repo';

const HOUR_MS = 3_600_000;
/** Longest signal gap inside one flight: longer than any ocean crossing without receivers. */
export const PART_GAP_MAX_MS = 12 * HOUR_MS;
/** How far around a part its sibling parts are looked for. */
export const PART_SEARCH_MS = 2 * PART_GAP_MAX_MS;

/** One flight and the recorded parts it is made of. */
export interface RecordedFlight {
  /**
   * The parts as one flight: id of the first part (stable, since parts are written in time
   * order), first/last seen and bounding box over all parts, point counts summed.
   */
  summary: FlightSummary;
  /** The `flights` rows, in time order; one unless a long signal gap split the flight. */
  parts: FlightSummary[];
}

/** True when `later` continues `earlier` (same aircraft) after a signal gap. */
export function continuesAfterGap(
  earlier: FlightSummary,
  later: FlightSummary,
  identityOf: (flight: FlightSummary) => string | null,
): boolean {
  if (earlier.icao !== later.icao) return false;
  const gap = later.firstSeen - earlier.lastSeen;
  if (gap <= 0 || gap > PART_GAP_MAX_MS) return false;
  if (earlier.callsign !== null && later.callsign !== null && earlier.callsign !== later.callsign) {
    return false;
  }
  if (earlier.landedAt !== null || later.takeoffAt !== null) return false;
  const before = identityOf(earlier);
  const after = identityOf(later);
  return before === null || after === null || before === after;
}

/** One aircraft's flights (oldest first) grouped into whole flights. */
export function groupParts(
  flights: readonly FlightSummary[],
  identityOf: (flight: FlightSummary) => string | null,
): FlightSummary[][] {
  const groups: FlightSummary[][] = [];
  for (const flight of flights) {
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    if (group && last && continuesAfterGap(last, flight, identityOf)) group.push(flight);
    else groups.push([flight]);
  }
  return groups;
}

/** The parts (time order, at least one) as one flight. */
export function joinParts(parts: readonly [FlightSummary, ...FlightSummary[]]): RecordedFlight {
  const [first] = parts;
  const last = parts[parts.length - 1] ?? first;
  const known = <T>(pick: (part: FlightSummary) => T | null): T | null =>
    parts.map(pick).find((value) => value !== null) ?? null;
  const knownLast = <T>(pick: (part: FlightSummary) => T | null): T | null =>
    [...parts]
      .reverse()
      .map(pick)
      .find((value) => value !== null) ?? null;
  return {
    summary: {
      ...first,
      callsign: known((part) => part.callsign),
      lastSeen: last.lastSeen,
      minLat: Math.min(...parts.map((part) => part.minLat)),
      maxLat: Math.max(...parts.map((part) => part.maxLat)),
      minLon: Math.min(...parts.map((part) => part.minLon)),
      maxLon: Math.max(...parts.map((part) => part.maxLon)),
      origin: known((part) => part.origin),
      destination: knownLast((part) => part.destination),
      takeoffAt: known((part) => part.takeoffAt),
      landedAt: knownLast((part) => part.landedAt),
      pointCount: parts.reduce((sum, part) => sum + part.pointCount, 0),
    },
    parts: [...parts],
  };
}
