// Single-bit error correction by syndrome lookup, as dump1090 does for DF11/17/18: a one-bit
// error at position i always leaves the same syndrome, so a table maps syndrome -> bit.
// The first 5 bits (DF) are never "corrected": a changed DF would change the message length.

import { crcSyndrome } from '../crc.js';

function buildTable(bits: number): Map<number, number> {
  const table = new Map<number, number>();
  const msg = new Uint8Array(bits >> 3);
  for (let bit = 5; bit < bits; bit++) {
    msg.fill(0);
    msg[bit >> 3] = 0x80 >> (bit & 7);
    table.set(crcSyndrome(msg, bits), bit);
  }
  return table;
}

const longTable = buildTable(112);
const shortTable = buildTable(56);

/** Zero-based bit index whose flip explains `syndrome` in a `bits`-long message, or -1. */
export function singleBitErrorPosition(syndrome: number, bits: number): number {
  return (bits === 112 ? longTable : shortTable).get(syndrome) ?? -1;
}

/** Flips zero-based bit `bit` of `msg` in place. */
export function flipBit(msg: Uint8Array, bit: number): void {
  const i = bit >> 3;
  msg[i] = (msg[i] ?? 0) ^ (0x80 >> (bit & 7));
}
