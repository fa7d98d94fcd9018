// Streaming AVR (text) framer: `*<hex>;` (no timestamp), `@<12 hex timestamp><hex>;` and
// `%<12 hex timestamp><hex>;` (12 MHz counter), `<<12 hex timestamp><2 hex signal><hex>;`
// (readsb/Radarcape style). The hex is 4 (Mode A/C), 14 or 28 digits; `*0000;` is the
// heartbeat dump1090 and readsb send on idle raw connections. Lines are bounded: a line longer
// than the longest legal frame is discarded, so garbage cannot grow memory. Frames are decoded
// straight from the chunk into a preallocated buffer and delivered through one reused object.

/** One AVR frame, reused for every callback: copy what you keep. */
export class AvrFrame {
  /** 12 MHz counter when the line carried one, else NaN. */
  timestamp = Number.NaN;
  /** Raw signal byte for `<` lines, else NaN. */
  signal = Number.NaN;
  /** 2 (Mode A/C), 7 or 14 message bytes (a view of preallocated storage). */
  data: Uint8Array;
  /** @internal */
  readonly bytes = new Uint8Array(14);
  readonly views: Uint8Array[];

  constructor() {
    this.views = [this.bytes.subarray(0, 2), this.bytes.subarray(0, 7), this.bytes.subarray(0, 14)];
    this.data = this.bytes.subarray(0, 14);
  }
}

/** Counters of what an AVR stream contained besides frames. */
export interface AvrStats {
  frames: number;
  heartbeats: number;
  /** Lines that were not a legal AVR frame (bad hex, wrong length, overlong). */
  badLines: number;
  /** Bytes between frames that were not whitespace. */
  garbageBytes: number;
}

/** Longest legal line between the start character and ';': `<` + 12 + 2 + 28 hex digits. */
const MAX_LINE = 42;

const HEX_VALUE = new Int8Array(256).fill(-1);
for (let i = 0; i < 10; i++) HEX_VALUE[0x30 + i] = i;
for (let i = 0; i < 6; i++) {
  HEX_VALUE[0x41 + i] = 10 + i;
  HEX_VALUE[0x61 + i] = 10 + i;
}

const STAR = 0x2a;
const AT = 0x40;
const PERCENT = 0x25;
const LESS = 0x3c;
const SEMICOLON = 0x3b;

/** Incremental AVR framer: call `feed` with chunks split anywhere. */
export class AvrFramer {
  readonly stats: AvrStats = { frames: 0, heartbeats: 0, badLines: 0, garbageBytes: 0 };
  private readonly frame = new AvrFrame();
  /** Hex digit values of the current line (after the start character). */
  private readonly line = new Uint8Array(MAX_LINE);
  private length = 0;
  /** Start character of the line in progress, 0 when between lines, -1 when discarding. */
  private start = 0;

  constructor(private readonly onFrame: (frame: AvrFrame) => void) {}

  /** Consumes a chunk; calls the frame callback for each complete frame. Never throws on input. */
  feed(chunk: Uint8Array): void {
    const line = this.line;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i] ?? 0;
      if (c === STAR || c === AT || c === PERCENT || c === LESS) {
        if (this.start > 0) this.stats.badLines++;
        this.start = c;
        this.length = 0;
        continue;
      }
      if (this.start === 0) {
        if (c > 0x20) this.stats.garbageBytes++;
        continue;
      }
      if (c === SEMICOLON) {
        if (this.start > 0) this.finishLine();
        this.start = 0;
        continue;
      }
      if (this.start < 0) {
        if (c === 0x0a) this.start = 0;
        continue;
      }
      const v = HEX_VALUE[c] ?? -1;
      if (v < 0 || this.length === MAX_LINE) {
        // Not hex, or longer than any legal frame: drop the line up to its end.
        this.stats.badLines++;
        this.start = c === 0x0a || c === 0x0d ? 0 : -1;
        continue;
      }
      line[this.length++] = v;
    }
  }

  private finishLine(): void {
    const line = this.line;
    const frame = this.frame;
    let at = 0;
    frame.timestamp = Number.NaN;
    frame.signal = Number.NaN;
    if (this.start !== STAR) {
      if (this.length < 12) {
        this.stats.badLines++;
        return;
      }
      let ts = 0;
      for (; at < 12; at++) ts = ts * 16 + (line[at] ?? 0);
      frame.timestamp = ts;
      if (this.start === LESS) {
        frame.signal = ((line[12] ?? 0) << 4) | (line[13] ?? 0);
        at = 14;
      }
    }
    const digits = this.length - at;
    const view = digits === 4 ? 0 : digits === 14 ? 1 : digits === 28 ? 2 : -1;
    if (view < 0) {
      this.stats.badLines++;
      return;
    }
    const bytes = frame.bytes;
    for (let k = 0; k < digits >> 1; k++) {
      bytes[k] = ((line[at + 2 * k] ?? 0) << 4) | (line[at + 2 * k + 1] ?? 0);
    }
    if (digits === 4 && bytes[0] === 0 && bytes[1] === 0) {
      this.stats.heartbeats++;
      return;
    }
    frame.data = frame.views[view] ?? frame.data;
    this.stats.frames++;
    this.onFrame(frame);
  }
}
