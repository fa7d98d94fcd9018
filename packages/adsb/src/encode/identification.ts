// Aircraft identification and category (DF17, TC 1-4, BDS 0,8). Eight characters of the ICAO
// 6-bit subset of IA-5: A-Z are 1-26, space is 32, digits are 48-57.
import { putBits } from './bits.js';
import {
  beginExtendedSquitter,
  CAPABILITY_AIRBORNE,
  endExtendedSquitter,
} from './extendedSquitter.js';

/** Fields of an identification message. */
export interface Identification {
  /** 24-bit ICAO address. */
  icao: number;
  /** Callsign; up to 8 characters A-Z, 0-9, space (lower case is upper-cased, others become space). */
  callsign: string;
  /** Emitter category set: TC 4 = set A (A0-A7), 3 = B, 2 = C, 1 = D. Default 4. */
  typeCode?: number;
  /** Emitter category within the set, 0-7 (e.g. A3 = large aircraft). Default 0 (no information). */
  category?: number;
}

/** The 6-bit code of one callsign character code (UTF-16 unit); 32 (space) when not encodable. */
function callsignCharacter(code: number): number {
  if (code >= 65 && code <= 90) return code - 64;
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code;
  return 32;
}

/** Encode an identification squitter into `frame` (≥ 14 bytes); returns the frame length, 14. */
export function encodeIdentification(frame: Uint8Array, message: Identification): number {
  beginExtendedSquitter(frame, message.icao, CAPABILITY_AIRBORNE);
  putBits(frame, 33, 37, message.typeCode ?? 4);
  putBits(frame, 38, 40, message.category ?? 0);
  const callsign = message.callsign;
  for (let i = 0; i < 8; i++) {
    const code = i < callsign.length ? callsignCharacter(callsign.charCodeAt(i)) : 32;
    putBits(frame, 41 + 6 * i, 46 + 6 * i, code);
  }
  return endExtendedSquitter(frame);
}
