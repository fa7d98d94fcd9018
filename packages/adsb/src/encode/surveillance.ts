// Surveillance replies: DF4 (altitude), DF5 (identity), and their Comm-B forms DF20/DF21 with a
// 56-bit MB field. Layout: DF(5) FS(3) DR(5) UM(6) AC-or-ID(13) [MB(56)] AP(24). These replies do
// not spell out the address: as real transponders do, it is overlaid on the parity (AP).
import { altitudeCode13 } from './altitude.js';
import { putBits } from './bits.js';
import { LONG_FRAME_BYTES, SHORT_FRAME_BYTES } from './extendedSquitter.js';
import { writeParity } from './parity.js';
import { identityCode13 } from './squawk.js';

/** Fields common to DF4/5/20/21. */
interface SurveillanceReply {
  /** 24-bit ICAO address, overlaid on the parity. */
  icao: number;
  /** Flight status 0-5: 0 airborne, 1 on ground, 2/3 alert, 4 alert + SPI, 5 SPI. Default 0. */
  flightStatus?: number;
  /** 7-byte Comm-B message (MB); when present the reply is DF20/21 instead of DF4/5. */
  commB?: Uint8Array;
}

/** An altitude reply (DF4, or DF20 with `commB`). */
export interface AltitudeReply extends SurveillanceReply {
  /** Barometric altitude, ft; NaN when unknown. */
  altitudeFt: number;
}

/** An identity reply (DF5, or DF21 with `commB`). */
export interface IdentityReply extends SurveillanceReply {
  /** Mode A code as four octal digits, e.g. "7700"; anything else encodes as 0000. */
  squawk: string;
}

/** Octal value of a four-digit squawk ("7700" → 0o7700) without allocating; -1 if malformed. */
export function squawkOctal(squawk: string): number {
  if (squawk.length !== 4) return -1;
  let value = 0;
  for (let i = 0; i < 4; i++) {
    const digit = squawk.charCodeAt(i) - 48;
    if (digit < 0 || digit > 7) return -1;
    value = (value << 3) | digit;
  }
  return value;
}

/** Write header, 13-bit code, optional MB and AP parity; returns the frame length in bytes. */
function encodeReply(
  frame: Uint8Array,
  shortDf: number,
  reply: SurveillanceReply,
  code13: number,
): number {
  const commB = reply.commB;
  const bytes = commB === undefined ? SHORT_FRAME_BYTES : LONG_FRAME_BYTES;
  if (frame.length < bytes) throw new RangeError(`frame buffer needs ${bytes} bytes`);
  frame.fill(0, 0, bytes);
  putBits(frame, 1, 5, commB === undefined ? shortDf : shortDf + 16);
  putBits(frame, 6, 8, reply.flightStatus ?? 0);
  putBits(frame, 20, 32, code13);
  if (commB !== undefined) {
    for (let i = 0; i < 7; i++) frame[4 + i] = commB[i] ?? 0;
  }
  writeParity(frame, commB === undefined ? 56 : 112, reply.icao);
  return bytes;
}

/** Encode DF4 (or DF20 with `commB`) into `frame`; returns the length in bytes (7 or 14). */
export function encodeAltitudeReply(frame: Uint8Array, reply: AltitudeReply): number {
  return encodeReply(frame, 4, reply, altitudeCode13(reply.altitudeFt));
}

/** Encode DF5 (or DF21 with `commB`) into `frame`; returns the length in bytes (7 or 14). */
export function encodeIdentityReply(frame: Uint8Array, reply: IdentityReply): number {
  const octal = squawkOctal(reply.squawk);
  return encodeReply(frame, 5, reply, identityCode13(octal < 0 ? 0 : octal));
}
