// Text feeds (AVR, SBS) may begin with a `UUID <hex>` line naming the feeder, since they have no
// Beast UUID frame. The first bytes are held until that first line is complete (or too long to
// be one); the hold is bounded, so a feeder that never sends a newline costs 128 bytes.

/** `UUID <hex>` announces a feeder that has no Beast UUID frame (AVR, SBS). */
const UUID_LINE = /^UUID\s+([0-9a-fA-F-]{16,40})\s*$/;
const MAX_PREAMBLE_BYTES = 128;

export class TextPreamble {
  private held: number[] | undefined = [];

  /** True once the first line was judged: later chunks pass straight through. */
  get done(): boolean {
    return this.held === undefined;
  }

  /**
   * Takes a chunk; returns the data to frame (empty while still holding) and the announced UUID
   * when the first line was one (that line is dropped; anything else is data).
   */
  take(chunk: Uint8Array): { data: Uint8Array; uuid: string | undefined } {
    const previous = this.held ?? [];
    const held = new Uint8Array(previous.length + chunk.length);
    held.set(previous);
    held.set(chunk, previous.length);
    const newline = held.indexOf(0x0a);
    if (newline < 0 && held.length <= MAX_PREAMBLE_BYTES) {
      this.held = Array.from(held);
      return { data: held.subarray(0, 0), uuid: undefined };
    }
    this.held = undefined;
    const lineEnd = newline < 0 ? Math.min(held.length, MAX_PREAMBLE_BYTES) : newline;
    const line = String.fromCharCode(...held.subarray(0, Math.min(lineEnd, MAX_PREAMBLE_BYTES)));
    const match = UUID_LINE.exec(line.replace(/\r$/, ''));
    if (match?.[1] && newline >= 0) return { data: held.subarray(newline + 1), uuid: match[1] };
    return { data: held, uuid: undefined };
  }
}
