// Airborne position (DF17, TC 9-18 with barometric altitude, TC 20-22 with GNSS height; BDS 0,5).
// ME: TC(5) SS(2) NICsb(1) ALT(12) T(1) F(1) LAT-CPR(17) LON-CPR(17). The GNSS height of TC 20-22
// is coded like the baro altitude (feet, Q bit), as readsb and our decoder read it; pyModeS
// reads that field as metres instead.
import { altitudeCode12 } from './altitude.js';
import { putBits } from './bits.js';
import { cprEncode, cprLatitudeField, cprLongitudeField } from './cpr.js';
import {
  beginExtendedSquitter,
  CAPABILITY_AIRBORNE,
  endExtendedSquitter,
} from './extendedSquitter.js';

/** Fields of an airborne position message. */
export interface AirbornePosition {
  /** 24-bit ICAO address. */
  icao: number;
  /** WGS-84 latitude and longitude, degrees. */
  lat: number;
  lon: number;
  /** Altitude in feet (barometric for TC 9-18, GNSS height for TC 20-22); NaN when unknown. */
  altitudeFt: number;
  /** CPR format: false = even frame, true = odd frame. Alternate them for a global decode. */
  odd: boolean;
  /** 9-18 (baro; 9 is the most accurate) or 20-22 (GNSS). Default 11 (NUCp 7 / NIC 8). */
  typeCode?: number;
  /** Surveillance status 0-3 (1 = permanent alert, 2 = temporary alert, 3 = SPI). Default 0. */
  surveillanceStatus?: number;
  /** UTC-synchronised time flag (T bit). Default false. */
  utcSynchronised?: boolean;
}

/** Encode an airborne position squitter into `frame` (≥ 14 bytes); returns 14. */
export function encodeAirbornePosition(frame: Uint8Array, message: AirbornePosition): number {
  beginExtendedSquitter(frame, message.icao, CAPABILITY_AIRBORNE);
  putBits(frame, 33, 37, message.typeCode ?? 11);
  putBits(frame, 38, 39, message.surveillanceStatus ?? 0);
  putBits(frame, 41, 52, altitudeCode12(message.altitudeFt));
  putBits(frame, 53, 53, message.utcSynchronised === true ? 1 : 0);
  putBits(frame, 54, 54, message.odd ? 1 : 0);
  const packed = cprEncode(message.lat, message.lon, message.odd, false);
  putBits(frame, 55, 71, cprLatitudeField(packed));
  putBits(frame, 72, 88, cprLongitudeField(packed));
  return endExtendedSquitter(frame);
}
