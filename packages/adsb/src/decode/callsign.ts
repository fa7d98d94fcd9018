// ICAO 6-bit character set used by ES identification (TC1-4) and Comm-B BDS 2,0.
// '#' marks codes that are not valid characters.

const CHARSET = '#ABCDEFGHIJKLMNOPQRSTUVWXYZ##### ###############0123456789######';

/**
 * Decoded callsigns by their raw 48 bits, in a direct-mapped cache (slot = hash of the bits).
 * An aircraft repeats the same identification every few seconds, so the string is built once
 * and reused: no allocation and no map lookup on the hot path, and a fixed memory bound.
 */
const CACHE_SLOTS = 4096;
const cacheHigh = new Int32Array(CACHE_SLOTS).fill(-1);
const cacheLow = new Int32Array(CACHE_SLOTS);
const cacheText: string[] = new Array<string>(CACHE_SLOTS).fill('');

/** Decodes 8 six-bit characters starting at message bit `first` (1-based); '' if any is invalid. */
export function decodeCallsign(msg: Uint8Array, first: number): string {
  // Callsign fields are byte aligned in both ES (bit 41) and BDS 2,0 (bit 41): 6 whole bytes.
  const at = (first - 1) >> 3;
  const high = ((msg[at] ?? 0) << 16) | ((msg[at + 1] ?? 0) << 8) | (msg[at + 2] ?? 0);
  const low = ((msg[at + 3] ?? 0) << 16) | ((msg[at + 4] ?? 0) << 8) | (msg[at + 5] ?? 0);
  const slot = (Math.imul(high, 0x9e3779b1) ^ low ^ (low >>> 12)) & (CACHE_SLOTS - 1);
  if (cacheHigh[slot] === high && cacheLow[slot] === low) return cacheText[slot] ?? '';
  const text = buildCallsign(high, low);
  cacheHigh[slot] = high;
  cacheLow[slot] = low;
  cacheText[slot] = text;
  return text;
}

function buildCallsign(high: number, low: number): string {
  let out = '';
  let pendingSpaces = 0;
  for (let i = 0; i < 8; i++) {
    const code = i < 4 ? (high >> (18 - 6 * i)) & 0x3f : (low >> (18 - 6 * (i - 4))) & 0x3f;
    const ch = CHARSET.charAt(code);
    if (ch === '#') return '';
    if (ch === ' ') {
      pendingSpaces++;
    } else {
      // Interior spaces are kept; trailing padding is dropped.
      for (; pendingSpaces > 0; pendingSpaces--) out += ' ';
      out += ch;
    }
  }
  return out;
}

/** True when all 8 characters from message bit `first` are legal callsign characters. */
export function isValidCallsign(msg: Uint8Array, first: number): boolean {
  for (let i = 0; i < 8; i++) {
    const bit = first + i * 6 - 1;
    const byte = bit >> 3;
    const word = ((msg[byte] ?? 0) << 8) | (msg[byte + 1] ?? 0);
    if (CHARSET.charAt((word >> (10 - (bit & 7))) & 0x3f) === '#') return false;
  }
  return true;
}
