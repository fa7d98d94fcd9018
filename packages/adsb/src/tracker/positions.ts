// CPR position resolution for one aircraft, in the order readsb and dump1090 use:
//  1. global decode when the other parity arrived recently (10 s airborne, 25 s surface);
//  2. otherwise local decode against the aircraft's own recent position;
//  3. otherwise local decode against the receiver (180 NM airborne, 45 NM surface).
// Every result passes a speed check against the last accepted position (readsb's idea: a
// position that implies an impossible speed is a decoding error, not a fast aircraft).

import { cprAirborneGlobal, cprSurfaceGlobal, CprFailure } from '../cpr/global.js';
import { AIRBORNE_LOCAL_RANGE_NM, cprLocal, SURFACE_LOCAL_RANGE_NM } from '../cpr/local.js';
import type { LatLon } from '../cpr/position.js';
import { CprKind, type ModeSMessage } from '../decode/message.js';
import { approximateDistanceMetres, distanceMetres, METRES_PER_NM, MPS_PER_KNOT } from '../geo.js';
import { PositionSource, type Aircraft } from './aircraft.js';

/** Receiver reference and limits used while resolving positions. */
export interface PositionConfig {
  /** Receiver position in degrees; NaN when unknown. */
  receiverLat: number;
  receiverLon: number;
  /**
   * How far from the receiver (NM) a single frame may be decoded against it: a local decode is
   * unambiguous only while the aircraft is truly within half a zone, so a receiver hearing
   * farther needs a shorter limit (dump1090's rule: 360 NM less its range), and a position
   * that is itself a guess (no surveyed antenna) allows none (0): then a pair is needed.
   */
  receiverLocalRangeNm: number;
}

/** What happened to a CPR frame. */
export const PositionOutcome = {
  /** Stored, waiting for a partner or a reference. */
  Pending: 0,
  Accepted: 1,
  CprFailed: 2,
  Implausible: 3,
} as const;
export type PositionOutcome = (typeof PositionOutcome)[keyof typeof PositionOutcome];

/** Maximum age of the other-parity frame for a global decode, seconds (DO-260B: 10 s). */
const AIRBORNE_PAIR_SECONDS = 10;
/** Surface frames are sent less often; dump1090 allows 25 s (50 s when slow). */
const SURFACE_PAIR_SECONDS = 25;
/** How long the aircraft's own position stays a safe local-decode reference, seconds. */
const AIRBORNE_REFERENCE_SECONDS = 600;
const SURFACE_REFERENCE_SECONDS = 300;
/** After this many consecutive speed-check failures a global fix replaces the old position. */
const RESET_AFTER_REJECTIONS = 3;

/**
 * Resolves the position carried by `msg` (a CPR frame of `aircraft`) at `time` seconds.
 * Writes `aircraft` and `msg.lat/lon` when accepted; `scratch` is reused working storage.
 */
export function resolvePosition(
  aircraft: Aircraft,
  msg: ModeSMessage,
  time: number,
  config: PositionConfig,
  scratch: LatLon,
): PositionOutcome {
  const surface = msg.cprKind === CprKind.Surface;
  const odd = msg.cprOdd === 1;
  let otherTime: number;
  let otherSurface: boolean;
  if (odd) {
    aircraft.oddLat = msg.cprLat;
    aircraft.oddLon = msg.cprLon;
    aircraft.oddSurface = surface;
    aircraft.oddTime = time;
    otherTime = aircraft.evenTime;
    otherSurface = aircraft.evenSurface;
  } else {
    aircraft.evenLat = msg.cprLat;
    aircraft.evenLon = msg.cprLon;
    aircraft.evenSurface = surface;
    aircraft.evenTime = time;
    otherTime = aircraft.oddTime;
    otherSurface = aircraft.oddSurface;
  }

  const hasPosition = !Number.isNaN(aircraft.positionTime);
  const referenceFresh =
    hasPosition &&
    time - aircraft.positionTime <=
      (surface ? SURFACE_REFERENCE_SECONDS : AIRBORNE_REFERENCE_SECONDS);
  const hasReceiver = !Number.isNaN(config.receiverLat);
  let source: PositionSource = PositionSource.None;
  let failed = false;

  const age = time - otherTime;
  if (
    otherSurface === surface &&
    age >= 0 &&
    age <= (surface ? SURFACE_PAIR_SECONDS : AIRBORNE_PAIR_SECONDS)
  ) {
    let result: CprFailure = CprFailure.None;
    if (!surface) {
      result = cprAirborneGlobal(
        aircraft.evenLat,
        aircraft.evenLon,
        aircraft.oddLat,
        aircraft.oddLon,
        odd,
        scratch,
      );
      source = PositionSource.Global;
    } else if (referenceFresh || hasReceiver) {
      const refLat = referenceFresh ? aircraft.lat : config.receiverLat;
      const refLon = referenceFresh ? aircraft.lon : config.receiverLon;
      result = cprSurfaceGlobal(
        aircraft.evenLat,
        aircraft.evenLon,
        aircraft.oddLat,
        aircraft.oddLon,
        odd,
        refLat,
        refLon,
        scratch,
      );
      source = PositionSource.Global;
    }
    if (result !== CprFailure.None) {
      failed = true;
      source = PositionSource.None;
    }
  }

  if (source === PositionSource.None && referenceFresh) {
    if (cprLocal(msg.cprLat, msg.cprLon, odd, surface, aircraft.lat, aircraft.lon, scratch)) {
      source = PositionSource.LocalAircraft;
    }
  }
  if (source === PositionSource.None && !hasPosition && hasReceiver) {
    const rangeNm = Math.min(
      surface ? SURFACE_LOCAL_RANGE_NM : AIRBORNE_LOCAL_RANGE_NM,
      config.receiverLocalRangeNm,
    );
    if (
      rangeNm > 0 &&
      cprLocal(
        msg.cprLat,
        msg.cprLon,
        odd,
        surface,
        config.receiverLat,
        config.receiverLon,
        scratch,
      ) &&
      distanceMetres(config.receiverLat, config.receiverLon, scratch.lat, scratch.lon) <=
        rangeNm * METRES_PER_NM
    ) {
      source = PositionSource.LocalReceiver;
    }
  }
  if (source === PositionSource.None)
    return failed ? PositionOutcome.CprFailed : PositionOutcome.Pending;

  if (hasPosition && !plausible(aircraft, surface, time, scratch)) {
    aircraft.rejectedPositions++;
    // A global fix outranks a single receiver-relative one, which is ambiguous beyond range.
    const reset =
      source === PositionSource.Global &&
      (aircraft.rejectedPositions >= RESET_AFTER_REJECTIONS ||
        aircraft.positionSource === PositionSource.LocalReceiver);
    if (!reset) return PositionOutcome.Implausible;
  }
  aircraft.rejectedPositions = 0;
  aircraft.lat = scratch.lat;
  aircraft.lon = scratch.lon;
  aircraft.positionTime = time;
  aircraft.positionSource = source;
  msg.lat = scratch.lat;
  msg.lon = scratch.lon;
  return PositionOutcome.Accepted;
}

/**
 * Speed check: the distance from the last position must be coverable at a generous speed
 * (1.5x the reported ground speed plus a margin, or 1000 kt airborne / 150 kt surface when
 * no speed is known), with 2 s of timing slack and a fixed allowance for CPR quantisation.
 */
function plausible(aircraft: Aircraft, surface: boolean, time: number, position: LatLon): boolean {
  const elapsed = Math.max(0, time - aircraft.positionTime) + 2;
  const knots = Number.isNaN(aircraft.groundSpeed)
    ? surface
      ? 150
      : 1000
    : aircraft.groundSpeed * 1.5 + (surface ? 20 : 100);
  const allowed = elapsed * knots * MPS_PER_KNOT + (surface ? 100 : 1000);
  const moved = approximateDistanceMetres(aircraft.lat, aircraft.lon, position.lat, position.lon);
  return moved <= allowed;
}
