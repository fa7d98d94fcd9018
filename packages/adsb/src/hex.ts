// Hex text helpers for tests, tools and the CLI (not used on the binary hot path).

const HEX = '0123456789abcdef';

/** Parses an even-length hex string to bytes; undefined when it is not valid hex. */
export function hexToBytes(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Lower-case hex text of `bytes`. */
export function bytesToHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += HEX.charAt(b >> 4) + HEX.charAt(b & 15);
  return s;
}

/** ICAO address as 6 lower-case hex digits. */
export function formatIcao(icao: number): string {
  return (icao & 0xffffff).toString(16).padStart(6, '0');
}

/** Squawk code (0xABCD octal-nibble form) as its 4-digit string. */
export function formatSquawk(code: number): string {
  return code.toString(16).padStart(4, '0');
}
