// Bit-field access in Mode S numbering: bit 1 is the most significant bit of byte 0, so field
// positions read exactly as in ICAO Annex 10 / DO-260B tables (e.g. ES ME bit n = message bit 32+n).

/** Unsigned field from message bits `first`..`last` inclusive (1-based, at most 25 bits wide). */
export function getBits(msg: Uint8Array, first: number, last: number): number {
  const firstByte = (first - 1) >> 3;
  const lastByte = (last - 1) >> 3;
  let acc = 0;
  for (let i = firstByte; i <= lastByte; i++) acc = ((acc << 8) | (msg[i] ?? 0)) >>> 0;
  const shift = 7 - ((last - 1) & 7);
  const width = last - first + 1;
  return (acc >>> shift) & ((1 << width) - 1);
}

/** Single message bit `n` (1-based) as 0 or 1. */
export function getBit(msg: Uint8Array, n: number): number {
  return ((msg[(n - 1) >> 3] ?? 0) >> (7 - ((n - 1) & 7))) & 1;
}
