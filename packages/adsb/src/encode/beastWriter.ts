// Beast binary output framing: 0x1a, a type byte ('1' Mode A/C, '2' short, '3' long Mode S), a
// 48-bit big-endian timestamp of a 12 MHz counter, a signal byte, then the frame. Every 0x1a after
// the leading one is doubled, so a frame takes at most 2 + 2 * (6 + 1 + 14) = 44 bytes.

const ESCAPE = 0x1a;
/** Worst-case bytes of one escaped Beast frame: reserve this much before `writeBeastFrame`. */
export const BEAST_MAX_FRAME_BYTES = 44;
/** Bytes of the readsb UUID frame: 0x1a 0xe4 then 36 ASCII characters. */
export const BEAST_UUID_FRAME_BYTES = 38;
/** The 12 MHz counter wraps at 2^48. */
const TIMESTAMP_MODULUS = 2 ** 48;
const TWO_POW_24 = 2 ** 24;
/** Timestamp and signal bytes of the frame being written, before escaping. */
const scratch = new Uint8Array(7);

/**
 * Append one Beast frame (`length` = 2, 7 or 14 bytes of `frame`) at `offset` of `out`; returns
 * the offset after it. `timestamp` counts 12 MHz ticks (wrapped to 48 bits); `signal` is 0-255.
 */
export function writeBeastFrame(
  out: Uint8Array,
  offset: number,
  frame: Uint8Array,
  length: number,
  timestamp: number,
  signal: number,
): number {
  if (offset + BEAST_MAX_FRAME_BYTES > out.length) {
    throw new RangeError(`Beast output needs ${BEAST_MAX_FRAME_BYTES} free bytes at ${offset}`);
  }
  const type = length === 14 ? 0x33 : length === 7 ? 0x32 : length === 2 ? 0x31 : 0;
  if (type === 0) throw new RangeError(`no Beast frame type carries ${length} bytes`);
  out[offset] = ESCAPE;
  out[offset + 1] = type;
  // Split the 48-bit counter into two 24-bit halves: bitwise operators only see 32 bits.
  let ticks = Math.floor(timestamp);
  if (!(ticks >= 0 && ticks < TIMESTAMP_MODULUS)) {
    ticks = ((ticks % TIMESTAMP_MODULUS) + TIMESTAMP_MODULUS) % TIMESTAMP_MODULUS;
  }
  const high = Math.floor(ticks / TWO_POW_24);
  const low = ticks - high * TWO_POW_24;
  const header = scratch;
  header[0] = high >>> 16;
  header[1] = (high >>> 8) & 0xff;
  header[2] = high & 0xff;
  header[3] = low >>> 16;
  header[4] = (low >>> 8) & 0xff;
  header[5] = low & 0xff;
  header[6] = signal & 0xff;
  let at = offset + 2;
  for (let i = 0; i < 7; i++) {
    const byte = header[i] ?? 0;
    out[at++] = byte;
    if (byte === ESCAPE) out[at++] = ESCAPE;
  }
  for (let i = 0; i < length; i++) {
    const byte = frame[i] ?? 0;
    out[at++] = byte;
    if (byte === ESCAPE) out[at++] = ESCAPE;
  }
  return at;
}

/** Beast timestamp (12 MHz ticks, wrapped to 48 bits) for a time in milliseconds. */
export function beastTimestampFromMs(ms: number): number {
  return ((Math.round(ms * 12_000) % TIMESTAMP_MODULUS) + TIMESTAMP_MODULUS) % TIMESTAMP_MODULUS;
}

/**
 * Append the receiver UUID frame readsb sends first on a `uuid=` connector: 0x1a 0xe4 and the UUID
 * text, cut or padded with 'f' to exactly 36 characters (readsb's own rule). Returns the offset.
 */
export function writeBeastUuidFrame(out: Uint8Array, offset: number, uuid: string): number {
  if (offset + BEAST_UUID_FRAME_BYTES > out.length) {
    throw new RangeError(`Beast output needs ${BEAST_UUID_FRAME_BYTES} free bytes at ${offset}`);
  }
  out[offset] = ESCAPE;
  out[offset + 1] = 0xe4;
  for (let i = 0; i < 36; i++) {
    // Only printable ASCII can appear in a UUID; anything else would break the frame.
    const code = i < uuid.length ? uuid.charCodeAt(i) : 0x66;
    out[offset + 2 + i] = code >= 0x20 && code < 0x7f ? code : 0x66;
  }
  return offset + BEAST_UUID_FRAME_BYTES;
}

/** Bytes of readsb's ping-enable request. */
export const BEAST_PING_REQUEST_BYTES = 3;

/**
 * Append the `0x1a 'W' 'O'` request readsb sends right after its UUID frame, asking the
 * aggregator for high-resolution ping replies. Returns the offset after it.
 */
export function writeBeastPingRequest(out: Uint8Array, offset: number): number {
  if (offset + BEAST_PING_REQUEST_BYTES > out.length) {
    throw new RangeError(`Beast output needs ${BEAST_PING_REQUEST_BYTES} free bytes at ${offset}`);
  }
  out[offset] = ESCAPE;
  out[offset + 1] = 0x57; // 'W'
  out[offset + 2] = 0x4f; // 'O'
  return offset + BEAST_PING_REQUEST_BYTES;
}
