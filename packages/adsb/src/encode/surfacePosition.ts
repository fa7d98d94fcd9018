// Surface position (DF17, TC 5-8, BDS 0,6). ME: TC(5) MOV(7) S(1) TRK(7) T(1) F(1) LAT(17) LON(17).
// Movement is a piecewise-linear speed code (DO-260B Table A-2-6); track is 360/128 degrees.
import { putBits } from './bits.js';
import { cprEncode, cprLatitudeField, cprLongitudeField } from './cpr.js';
import {
  beginExtendedSquitter,
  CAPABILITY_ON_GROUND,
  endExtendedSquitter,
} from './extendedSquitter.js';

/** Fields of a surface position message. */
export interface SurfacePosition {
  /** 24-bit ICAO address. */
  icao: number;
  /** WGS-84 latitude and longitude, degrees. */
  lat: number;
  lon: number;
  /** CPR format: false = even frame, true = odd frame. */
  odd: boolean;
  /** Ground speed in knots; NaN when unknown. */
  groundSpeedKt: number;
  /** Ground track in degrees from true north; NaN when not valid. */
  trackDeg: number;
  /** 5-8 (5 is the most accurate). Default 6. */
  typeCode?: number;
}

// Lower bound (kt) of each movement band, the code of that bound, and the band's step (kt).
// Codes 1 = stopped and 124 = 175 kt or more sit outside the bands.
const BAND_START_KT = [0.125, 1, 2, 15, 70, 100] as const;
const BAND_START_CODE = [2, 9, 13, 39, 94, 109] as const;
const BAND_STEP_KT = [0.125, 0.25, 0.5, 1, 2, 5] as const;
const BAND_LAST_CODE = [8, 12, 38, 93, 108, 123] as const;

/**
 * Movement code (0-124) of the representable speed nearest `groundSpeedKt` (knots), as decoders
 * read each code as its band's lower bound; 0 = no information.
 */
export function movementCode(groundSpeedKt: number): number {
  if (Number.isNaN(groundSpeedKt) || groundSpeedKt < 0) return 0;
  // Code 1 ("stopped") reads as 0 kt, code 2 as 0.125 kt: split halfway.
  if (groundSpeedKt < 0.0625) return 1;
  if (groundSpeedKt >= 175) return 124;
  let band = 0;
  while (band < 5 && groundSpeedKt >= (BAND_START_KT[band + 1] ?? Infinity)) band++;
  const start = BAND_START_KT[band] ?? 0;
  const step = BAND_STEP_KT[band] ?? 1;
  const code = (BAND_START_CODE[band] ?? 0) + Math.round((groundSpeedKt - start) / step);
  // Rounding up at the top of a band lands on the next band's first code, which is correct.
  return Math.min(code, (BAND_LAST_CODE[band] ?? 123) + 1);
}

/** Encode a surface position squitter into `frame` (≥ 14 bytes); returns 14. */
export function encodeSurfacePosition(frame: Uint8Array, message: SurfacePosition): number {
  beginExtendedSquitter(frame, message.icao, CAPABILITY_ON_GROUND);
  putBits(frame, 33, 37, message.typeCode ?? 6);
  putBits(frame, 38, 44, movementCode(message.groundSpeedKt));
  const track = message.trackDeg;
  if (!Number.isNaN(track)) {
    putBits(frame, 45, 45, 1);
    putBits(frame, 46, 52, Math.round((((track % 360) + 360) % 360) * (128 / 360)) & 0x7f);
  }
  putBits(frame, 54, 54, message.odd ? 1 : 0);
  const packed = cprEncode(message.lat, message.lon, message.odd, true);
  putBits(frame, 55, 71, cprLatitudeField(packed));
  putBits(frame, 72, 88, cprLongitudeField(packed));
  return endExtendedSquitter(frame);
}
