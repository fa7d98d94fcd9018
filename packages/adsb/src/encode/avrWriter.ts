// AVR text output framing: "*<hex>;\n", or "@<12 hex digits of the 12 MHz timestamp><hex>;\n" with
// a timestamp, written as ASCII bytes straight into the caller's buffer (no string per frame).

/** ASCII codes of the upper-case hex digits. */
const HEX_DIGITS = Uint8Array.from('0123456789ABCDEF', (c) => c.charCodeAt(0));
const TWO_POW_24 = 2 ** 24;
const TWO_POW_48 = 2 ** 48;
/** Worst case: '@' + 12 timestamp digits + 28 frame digits + ';' + '\n'. */
export const AVR_MAX_LINE_BYTES = 43;

/** Write `value`'s low `digits` nibbles as upper-case hex at `offset`; returns the next offset. */
function putHex(out: Uint8Array, offset: number, value: number, digits: number): number {
  for (let i = digits - 1; i >= 0; i--) {
    out[offset + i] = HEX_DIGITS[value & 0xf] ?? 0x30;
    value >>>= 4;
  }
  return offset + digits;
}

/**
 * Append one AVR line for `length` bytes of `frame` at `offset` of `out`; returns the offset after
 * it. With a `timestamp` (12 MHz ticks) the line uses the '@' form, otherwise the '*' form.
 */
export function writeAvrFrame(
  out: Uint8Array,
  offset: number,
  frame: Uint8Array,
  length: number,
  timestamp?: number,
): number {
  if (offset + AVR_MAX_LINE_BYTES > out.length) {
    throw new RangeError(`AVR output needs ${AVR_MAX_LINE_BYTES} free bytes at ${offset}`);
  }
  let at = offset;
  if (timestamp === undefined) {
    out[at++] = 0x2a; // '*'
  } else {
    out[at++] = 0x40; // '@'
    // Wrap to the 48-bit counter, negative values included, as the Beast writer does.
    const ticks = ((Math.floor(timestamp) % TWO_POW_48) + TWO_POW_48) % TWO_POW_48;
    const high = Math.floor(ticks / TWO_POW_24);
    at = putHex(out, at, high, 6);
    at = putHex(out, at, ticks - high * TWO_POW_24, 6);
  }
  for (let i = 0; i < length; i++) at = putHex(out, at, frame[i] ?? 0, 2);
  out[at++] = 0x3b; // ';'
  out[at++] = 0x0a; // '\n'
  return at;
}
