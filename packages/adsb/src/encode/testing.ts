// Helpers for the encoder's tests: hex in and out of byte frames.

/** Upper-case hex of the first `length` bytes of `frame`. */
export function toHex(frame: Uint8Array, length: number = frame.length): string {
  let text = '';
  for (let i = 0; i < length; i++) text += (frame[i] ?? 0).toString(16).padStart(2, '0');
  return text.toUpperCase();
}

/** Bytes of a hex string. */
export function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
