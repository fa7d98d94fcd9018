// Airborne velocity (DF17, TC 19, BDS 0,9). Subtypes 1/2 carry east-west and north-south ground
// speed components; 3/4 carry heading and airspeed; 2 and 4 are the supersonic variants in 4 kt
// units. Every speed field stores value + 1 so that 0 can mean "no information".
// ME: TC(5) ST(3) IC(1) IFR(1) NAC(3) | 22 subtype bits | VrSrc(1) Svr(1) VR(9) RES(2) SDif(1) dAlt(7)
import { putBits } from './bits.js';
import {
  beginExtendedSquitter,
  CAPABILITY_AIRBORNE,
  endExtendedSquitter,
} from './extendedSquitter.js';

/** Fields shared by both kinds of velocity message. */
export interface VelocityCommon {
  /** Navigation accuracy category for velocity, 0-4. Default 1 (error < 10 m/s). */
  nacV?: number;
  /** Vertical rate, ft/min (positive = climbing); NaN or undefined when unknown. 64 ft/min steps. */
  verticalRateFpm?: number;
  /** Source of the vertical rate: barometric (default) or GNSS (geometric). */
  verticalRateSource?: 'baro' | 'gnss';
  /** GNSS height minus barometric altitude, ft (25 ft steps); NaN or undefined when unknown. */
  gnssBaroDifferenceFt?: number;
}

/** Fields of a ground-speed velocity message (subtype 1, or 2 beyond 1022 kt per component). */
export interface GroundVelocity extends VelocityCommon {
  icao: number;
  /** Ground speed, knots. */
  groundSpeedKt: number;
  /** Ground track, degrees from true north. */
  trackDeg: number;
}

/** Fields of an airspeed velocity message (subtype 3, or 4 beyond 1022 kt). */
export interface AirspeedVelocity extends VelocityCommon {
  icao: number;
  /** Airspeed, knots. */
  airspeedKt: number;
  /** Indicated (IAS) or true (TAS) airspeed. */
  airspeedType: 'ias' | 'tas';
  /** Magnetic heading, degrees; NaN when not available. */
  headingDeg: number;
}

const DEGREES_TO_RADIANS = Math.PI / 180;

/** 10-bit speed field: round(|speed| / unit) + 1, saturating at 1023. */
function speedField(speedKt: number, unitKt: number): number {
  const raw = Math.round(Math.abs(speedKt) / unitKt) + 1;
  return raw > 1023 ? 1023 : raw;
}

/** Write the navigation-accuracy header and the vertical rate / height difference tail. */
function writeCommonFields(frame: Uint8Array, subtype: number, message: VelocityCommon): void {
  putBits(frame, 33, 37, 19);
  putBits(frame, 38, 40, subtype);
  // NACv 1 (horizontal velocity error < 10 m/s) is what typical transponders report.
  putBits(frame, 43, 45, message.nacV ?? 1);
  putBits(frame, 68, 68, message.verticalRateSource === 'gnss' ? 0 : 1);
  const rate = message.verticalRateFpm;
  if (rate !== undefined && !Number.isNaN(rate)) {
    putBits(frame, 69, 69, rate < 0 ? 1 : 0);
    const raw = Math.round(Math.abs(rate) / 64) + 1;
    putBits(frame, 70, 78, raw > 511 ? 511 : raw);
  }
  const difference = message.gnssBaroDifferenceFt;
  if (difference !== undefined && !Number.isNaN(difference)) {
    putBits(frame, 81, 81, difference < 0 ? 1 : 0);
    const raw = Math.round(Math.abs(difference) / 25) + 1;
    putBits(frame, 82, 88, raw > 127 ? 127 : raw);
  }
}

/** Encode a ground-speed velocity squitter into `frame` (≥ 14 bytes); returns 14. */
export function encodeGroundVelocity(frame: Uint8Array, message: GroundVelocity): number {
  const track = message.trackDeg * DEGREES_TO_RADIANS;
  const east = message.groundSpeedKt * Math.sin(track);
  const north = message.groundSpeedKt * Math.cos(track);
  const supersonic = Math.abs(east) > 1021.5 || Math.abs(north) > 1021.5;
  const unit = supersonic ? 4 : 1;
  beginExtendedSquitter(frame, message.icao, CAPABILITY_AIRBORNE);
  writeCommonFields(frame, supersonic ? 2 : 1, message);
  // Direction bits: 1 = towards west, 1 = towards south.
  putBits(frame, 46, 46, east < 0 ? 1 : 0);
  putBits(frame, 47, 56, speedField(east, unit));
  putBits(frame, 57, 57, north < 0 ? 1 : 0);
  putBits(frame, 58, 67, speedField(north, unit));
  return endExtendedSquitter(frame);
}

/** Encode an airspeed/heading velocity squitter into `frame` (≥ 14 bytes); returns 14. */
export function encodeAirspeedVelocity(frame: Uint8Array, message: AirspeedVelocity): number {
  const supersonic = message.airspeedKt > 1021.5;
  beginExtendedSquitter(frame, message.icao, CAPABILITY_AIRBORNE);
  writeCommonFields(frame, supersonic ? 4 : 3, message);
  const heading = message.headingDeg;
  if (!Number.isNaN(heading)) {
    putBits(frame, 46, 46, 1);
    putBits(frame, 47, 56, Math.round((((heading % 360) + 360) % 360) * (1024 / 360)) & 0x3ff);
  }
  putBits(frame, 57, 57, message.airspeedType === 'tas' ? 1 : 0);
  putBits(frame, 58, 67, speedField(message.airspeedKt, supersonic ? 4 : 1));
  return endExtendedSquitter(frame);
}
