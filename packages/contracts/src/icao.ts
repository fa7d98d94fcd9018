// Text forms of the ICAO 24-bit aircraft address and of the Mode A code, so server and web write
// them one way. Two cases on purpose: the product API's `icaoId` fields are upper case (spec §3,
// "780A5C"), tar1090-style `hex` (aircraft.json, track-file names) is lower case ("780a5c").

const ICAO_HEX = /^[0-9a-fA-F]{6}$/;

/** ICAO address as 6 upper-case hex digits, the `icaoId` form of the product API. */
export function formatIcaoHex(icao: number): string {
  return icao.toString(16).toUpperCase().padStart(6, '0');
}

/** ICAO address as 6 lower-case hex digits, the tar1090 / readsb `hex` form. */
export function formatIcaoHexLower(icao: number): string {
  return icao.toString(16).padStart(6, '0');
}

/** The address written as exactly 6 hex digits (either case); undefined for any other text. */
export function parseIcaoHex(text: string): number | undefined {
  return ICAO_HEX.test(text) ? Number.parseInt(text, 16) : undefined;
}

/** Mode A code (0xABCD, one octal digit per nibble, as decoded) as its 4-digit text ("7700"). */
export function formatSquawk(code: number): string {
  return code.toString(16).padStart(4, '0');
}
