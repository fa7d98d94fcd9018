// Where one flight ends and the next begins, and the take-off and landing inside a flight.
//
// A new flight starts when
//   - no position came for more than 30 minutes (FLIGHT_GAP_MS): long enough to ride out a gap
//     in coverage over sea or mountains, shorter than any turnaround at a gate;
//   - the callsign changes (both known and different): a new leg under a new flight number;
//   - the aircraft is airborne again after a confirmed landing.
// A landing is confirmed after 30 s on the ground following airborne points, so a touch-and-go
// or a single bad air/ground flag does not split a flight. "Airborne again" also needs a ground
// speed of at least 40 kt (or none reported): below that a taxiing aircraft with a flickering
// air/ground flag would otherwise start a flight.

export const FLIGHT_GAP_MS = 30 * 60_000;
export const LANDING_CONFIRM_MS = 30_000;
export const TAKEOFF_MIN_SPEED_KT = 40;

/** What the recorder knows about one flight (the row of `flights` it becomes). */
export interface FlightState {
  icao: number;
  /** Row id once written; null until the first flush that writes it. */
  id: number | null;
  /** True for an aircraft's first flight since start: the flush may continue the stored one. */
  mayContinueStored: boolean;
  callsign: string | null;
  /** ms of the first and last kept point. */
  firstSeen: number;
  lastSeen: number;
  /** Bounding box of kept points, in 1e-5° steps. */
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
  pointCount: number;
  takeoffAt: number | null;
  landedAt: number | null;
  airborneSeen: boolean;
  /** Start of the current run of ground positions (ms), null while airborne. */
  groundSince: number | null;
}

/** Fast enough to be flying, or unknown (null, or NaN from the live table's reused point). */
function isFlyingSpeed(groundSpeed: number | null): boolean {
  return groundSpeed === null || !(groundSpeed < TAKEOFF_MIN_SPEED_KT);
}

/** A flight that has no point yet. */
export function newFlight(
  icao: number,
  callsign: string | undefined,
  mayContinueStored: boolean,
): FlightState {
  return {
    icao,
    id: null,
    mayContinueStored,
    callsign: callsign ?? null,
    firstSeen: 0,
    lastSeen: 0,
    minLat: 0,
    maxLat: 0,
    minLon: 0,
    maxLon: 0,
    pointCount: 0,
    takeoffAt: null,
    landedAt: null,
    airborneSeen: false,
    groundSince: null,
  };
}

/** True when a position at `time` (ms) must start a new flight instead of extending `flight`. */
export function startsNewFlight(
  flight: FlightState,
  lastOfferedTime: number,
  callsign: string | undefined,
  time: number,
  onGround: boolean,
  groundSpeed: number | null,
): boolean {
  if (time - lastOfferedTime > FLIGHT_GAP_MS) return true;
  if (callsign !== undefined && flight.callsign !== null && callsign !== flight.callsign) {
    return true;
  }
  return flight.landedAt !== null && !onGround && isFlyingSpeed(groundSpeed);
}

/** Updates take-off, landing and callsign of `flight` with one offered position. */
export function observePosition(
  flight: FlightState,
  callsign: string | undefined,
  time: number,
  onGround: boolean,
  groundSpeed: number | null,
): void {
  if (flight.callsign === null && callsign !== undefined) flight.callsign = callsign;
  if (onGround) {
    flight.groundSince ??= time;
    if (
      flight.airborneSeen &&
      flight.landedAt === null &&
      time - flight.groundSince >= LANDING_CONFIRM_MS
    ) {
      flight.landedAt = flight.groundSince;
    }
    return;
  }
  const flying = isFlyingSpeed(groundSpeed);
  if (flight.groundSince !== null && flying && flight.takeoffAt === null) flight.takeoffAt = time;
  if (flying || flight.groundSince === null) {
    flight.airborneSeen = true;
    flight.groundSince = null;
  }
}

/** Extends the time span and bounding box of `flight` with one kept point. */
export function addKeptPoint(flight: FlightState, time: number, lat: number, lon: number): void {
  if (flight.pointCount === 0) {
    flight.firstSeen = time;
    flight.minLat = flight.maxLat = lat;
    flight.minLon = flight.maxLon = lon;
  } else {
    if (lat < flight.minLat) flight.minLat = lat;
    if (lat > flight.maxLat) flight.maxLat = lat;
    if (lon < flight.minLon) flight.minLon = lon;
    if (lon > flight.maxLon) flight.maxLon = lon;
  }
  flight.lastSeen = time;
  flight.pointCount++;
}
