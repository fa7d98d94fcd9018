// Common frame of ADS-B extended squitters (DF17): DF(5) CA(3) AA(24) ME(56) PI(24), 112 bits.
import { putUint24 } from './bits.js';
import { writeParity } from './parity.js';

/** Length in bytes of an extended squitter (112 bits). */
export const LONG_FRAME_BYTES = 14;
/** Length in bytes of a short Mode S reply (56 bits). */
export const SHORT_FRAME_BYTES = 7;

/** Transponder capability CA = 5: level 2+ transponder, airborne. */
export const CAPABILITY_AIRBORNE = 5;
/** Transponder capability CA = 4: level 2+ transponder, on the ground. */
export const CAPABILITY_ON_GROUND = 4;

/** Zero a 14-byte frame and write DF17, capability and ICAO address; the caller adds the ME. */
export function beginExtendedSquitter(frame: Uint8Array, icao: number, capability: number): void {
  if (frame.length < LONG_FRAME_BYTES) {
    throw new RangeError(`frame buffer needs ${LONG_FRAME_BYTES} bytes, has ${frame.length}`);
  }
  frame.fill(0, 0, LONG_FRAME_BYTES);
  frame[0] = (17 << 3) | (capability & 7);
  putUint24(frame, 1, icao);
}

/** Write the plain CRC parity of a finished DF17 and return its length in bytes (14). */
export function endExtendedSquitter(frame: Uint8Array): number {
  writeParity(frame, 112, 0);
  return LONG_FRAME_BYTES;
}
