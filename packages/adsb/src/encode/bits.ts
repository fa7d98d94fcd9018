// Bit-field writer for Mode S frames. Positions are 1-based and inclusive, as in ICAO Annex 10 and
// DO-260B tables ("ME bits 33-88"), so a field reads the same here as in the standard.

/** OR `value` into bits `first`..`last` (1-based, inclusive, at most 32 bits) of a zeroed frame. */
export function putBits(frame: Uint8Array, first: number, last: number, value: number): void {
  let position = first - 1;
  let remaining = last - first + 1;
  while (remaining > 0) {
    const byteIndex = position >> 3;
    const room = 8 - (position & 7);
    const take = remaining < room ? remaining : room;
    // `>>>` keeps 32-bit values unsigned; the mask keeps only the `take` bits we place now.
    const chunk = (value >>> (remaining - take)) & ((1 << take) - 1);
    frame[byteIndex] = (frame[byteIndex] ?? 0) | (chunk << (room - take));
    position += take;
    remaining -= take;
  }
}

/** Write a 24-bit big-endian value (an ICAO address or a parity field) at byte `offset`. */
export function putUint24(frame: Uint8Array, offset: number, value: number): void {
  frame[offset] = (value >>> 16) & 0xff;
  frame[offset + 1] = (value >>> 8) & 0xff;
  frame[offset + 2] = value & 0xff;
}
