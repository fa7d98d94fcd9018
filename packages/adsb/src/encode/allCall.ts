// DF11 all-call reply / acquisition squitter: DF(5) CA(3) AA(24) PI(24). The parity is overlaid
// with the interrogator code; spontaneous acquisition squitters use code 0 (plain CRC).
import { putBits, putUint24 } from './bits.js';
import { SHORT_FRAME_BYTES } from './extendedSquitter.js';
import { writeParity } from './parity.js';

/** Fields of an all-call reply. */
export interface AllCallReply {
  /** 24-bit ICAO address. */
  icao: number;
  /** Transponder capability 0-7 (5 = level 2+ airborne, 4 = on ground). Default 5. */
  capability?: number;
  /** Interrogator code overlaid on the parity (II 0-15 or SI); 0 for a squitter. Default 0. */
  interrogatorCode?: number;
}

/** Encode a DF11 all-call reply into `frame` (≥ 7 bytes); returns 7. */
export function encodeAllCallReply(frame: Uint8Array, reply: AllCallReply): number {
  if (frame.length < SHORT_FRAME_BYTES) throw new RangeError('frame buffer needs 7 bytes');
  frame.fill(0, 0, SHORT_FRAME_BYTES);
  putBits(frame, 1, 5, 11);
  putBits(frame, 6, 8, reply.capability ?? 5);
  putUint24(frame, 1, reply.icao);
  writeParity(frame, 56, reply.interrogatorCode ?? 0);
  return SHORT_FRAME_BYTES;
}
