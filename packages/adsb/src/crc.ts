// Mode S CRC-24 (ICAO Annex 10 Vol IV §3.1.2.3.3): generator polynomial 0x1FFF409, i.e. 0xFFF409
// with the implicit x^24 term. The parity field is the last 24 bits of a 56- or 112-bit message.

const POLYNOMIAL = 0xfff409;

/** CRC of one byte shifted through the 24-bit register, indexed by (register top byte ^ byte). */
const byteTable = buildByteTable();

function buildByteTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 16;
    for (let bit = 0; bit < 8; bit++) {
      c = (c & 0x800000) !== 0 ? ((c << 1) ^ POLYNOMIAL) & 0xffffff : (c << 1) & 0xffffff;
    }
    table[i] = c;
  }
  return table;
}

/** Mode S CRC-24 over the first `bits - 24` bits of `msg` (bits is 56 or 112). */
export function modesChecksum(msg: Uint8Array, bits: number): number {
  const dataBytes = (bits >> 3) - 3;
  let crc = 0;
  for (let i = 0; i < dataBytes; i++) {
    crc = ((crc << 8) ^ (byteTable[((crc >>> 16) ^ (msg[i] ?? 0)) & 0xff] ?? 0)) & 0xffffff;
  }
  return crc;
}

/** The 24-bit parity field transmitted in the last three bytes of a `bits`-long message. */
export function messageParity(msg: Uint8Array, bits: number): number {
  const end = bits >> 3;
  return ((msg[end - 3] ?? 0) << 16) | ((msg[end - 2] ?? 0) << 8) | (msg[end - 1] ?? 0);
}

/**
 * CRC is linear, so the checksum of a message is the XOR of each data byte's contribution at
 * its position. Tables of those contributions (one 256-entry table per byte position) turn the
 * byte-serial CRC into independent lookups, which is what the per-message hot path uses.
 */
function buildPositionTables(bits: number): Uint32Array {
  const dataBytes = (bits >> 3) - 3;
  const tables = new Uint32Array(dataBytes * 256);
  const msg = new Uint8Array(bits >> 3);
  for (let position = 0; position < dataBytes; position++) {
    for (let value = 0; value < 256; value++) {
      msg.fill(0);
      msg[position] = value;
      tables[position * 256 + value] = modesChecksum(msg, bits);
    }
  }
  return tables;
}

const longTables = buildPositionTables(112);
const shortTables = buildPositionTables(56);

/**
 * Syndrome (CRC over all bits, parity included): 0 for a valid DF11/17/18, the ICAO address for
 * address/parity replies (DF0/4/5/16/20/21), the overlay (e.g. II code) for DF11 with II != 0.
 */
export function crcSyndrome(msg: Uint8Array, bits: number): number {
  if (bits !== 112 && bits !== 56)
    return (modesChecksum(msg, bits) ^ messageParity(msg, bits)) >>> 0;
  const tables = bits === 112 ? longTables : shortTables;
  const dataBytes = (bits >> 3) - 3;
  let crc = messageParity(msg, bits);
  for (let i = 0; i < dataBytes; i++) crc ^= tables[(i << 8) | (msg[i] ?? 0)] ?? 0;
  return crc >>> 0;
}
