// ICAO 6-bit character set used by ES identification (TC1-4) and Comm-B BDS 2,0.
// '#' marks codes that are not valid characters.

const CHARSET = '#ABCDEFGHIJKLMNOPQRSTUVWXYZ##### ###############0123456789######';

/** Decodes 8 six-bit characters starting at message bit `first` (1-based); '' if any is invalid. */
export function decodeCallsign(msg: Uint8Array, first: number): string {
  let out = '';
  let pendingSpaces = 0;
  for (let i = 0; i < 8; i++) {
    const bit = first + i * 6 - 1;
    const byte = bit >> 3;
    const word = ((msg[byte] ?? 0) << 8) | (msg[byte + 1] ?? 0);
    const code = (word >> (10 - (bit & 7))) & 0x3f;
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
