// Bit-field access in Mode S numbering: bit 1 is the most significant bit of byte 0, so field
// positions read exactly as in ICAO Annex 10 / DO-260B tables (e.g. ES ME bit n = message bit 32+n).

/** Unsigned field from message bits `first`..`last` inclusive (1-based, at most 25 bits wide). */
export function getBits(msg: Uint8Array, first: number, last: number): number {
  // Load the 32 bits starting at the field's first byte, then cut the field out: a field of up
  // to 25 bits starting at any bit offset fits. Bytes past the end read as 0.
  const i = (first - 1) >> 3;
  const word =
    ((msg[i] ?? 0) << 24) |
    ((msg[i + 1] ?? 0) << 16) |
    ((msg[i + 2] ?? 0) << 8) |
    (msg[i + 3] ?? 0);
  return ((word << ((first - 1) & 7)) >>> 0) >>> (32 - (last - first + 1));
}

/** Single message bit `n` (1-based) as 0 or 1. */
export function getBit(msg: Uint8Array, n: number): number {
  return ((msg[(n - 1) >> 3] ?? 0) >> (7 - ((n - 1) & 7))) & 1;
}
