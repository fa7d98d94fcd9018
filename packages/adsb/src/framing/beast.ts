// Streaming Beast binary framer. Frames are `0x1a <type> <payload>` with every 0x1a inside the
// payload doubled. Types: '1' Mode A/C, '2' Mode S short, '3' Mode S long, each with a 48-bit
// 12 MHz timestamp and a signal byte; readsb adds 0xe3 (8-byte receiver id) and 0xe4 (36-byte
// ASCII UUID, padded with 'f'). All-zero Mode A/C frames are readsb/dump1090 heartbeats and are
// only counted. Anything else (pings such as `1a 57 4f`, '4' status frames) is skipped by
// resynchronising on the next 0x1a that is not an escape. The framer keeps only one frame of
// state, so memory is bounded whatever arrives, and it delivers frames through one reused
// object whose `data` is a preallocated view: no allocation per frame.

/** Beast frame type bytes this framer understands. */
export const BeastType = {
  ModeAC: 0x31,
  ModeSShort: 0x32,
  ModeSLong: 0x33,
  ReceiverId: 0xe3,
  Uuid: 0xe4,
} as const;
export type BeastType = (typeof BeastType)[keyof typeof BeastType];

const ESCAPE = 0x1a;
const UUID_LENGTH = 36;

/** Payload length (after unescaping) per frame type, 0 for unknown types. */
const payloadLength = new Uint8Array(256);
payloadLength[BeastType.ModeAC] = 6 + 1 + 2;
payloadLength[BeastType.ModeSShort] = 6 + 1 + 7;
payloadLength[BeastType.ModeSLong] = 6 + 1 + 14;
payloadLength[BeastType.ReceiverId] = 8;
payloadLength[BeastType.Uuid] = UUID_LENGTH;

/** One Beast frame, reused for every callback: copy what you keep. */
export class BeastFrame {
  type: BeastType = BeastType.ModeSLong;
  /** Receiver 12 MHz counter (48 bits), 0 when the receiver sends none. */
  timestamp = 0;
  /** Raw signal byte (0-255); RSSI in dBFS is 10*log10((signal/255)^2). */
  signal = 0;
  /** Mode A/C (2 bytes), Mode S (7 or 14 bytes), receiver id (8) or UUID (36 ASCII bytes). */
  data: Uint8Array;

  /** @internal preallocated storage and views. */
  readonly payload = new Uint8Array(64);
  readonly views: Uint8Array[];

  constructor() {
    const p = this.payload;
    this.views = [p.subarray(7, 9), p.subarray(7, 14), p.subarray(7, 21), p.subarray(0, 8)];
    this.views.push(p.subarray(0, UUID_LENGTH));
    this.data = p.subarray(7, 21);
  }
}

/** Counters of what a Beast stream contained besides good frames. */
export interface BeastStats {
  frames: number;
  /** readsb/dump1090 keep-alives: Mode A/C frames of all zeros, not delivered. */
  heartbeats: number;
  /** Bytes outside any frame (before sync, or the payload of skipped frames). */
  garbageBytes: number;
  /** Frames of a type we skip (pings, status frames, unknown types). */
  skippedFrames: number;
  /** Frames cut short by an unescaped 0x1a. */
  truncatedFrames: number;
}

const SEEK = 0;
const TYPE = 1;
const BODY = 2;
const BODY_ESCAPE = 3;

/** Incremental Beast framer: call `feed` with chunks split anywhere. */
export class BeastFramer {
  readonly stats: BeastStats = {
    frames: 0,
    heartbeats: 0,
    garbageBytes: 0,
    skippedFrames: 0,
    truncatedFrames: 0,
  };
  private readonly frame = new BeastFrame();
  private state = SEEK;
  private type = 0;
  private need = 0;
  private have = 0;

  constructor(private readonly onFrame: (frame: BeastFrame) => void) {}

  /** Consumes a chunk; calls the frame callback for each complete frame. Never throws on input. */
  feed(chunk: Uint8Array): void {
    const payload = this.frame.payload;
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      // Fast path: synchronised, and a whole frame without escapes lies in this chunk. Most
      // frames qualify, and copying them costs one compare per byte.
      if (this.state === SEEK && chunk[i] === ESCAPE && i + 1 < n) {
        const type = chunk[i + 1] ?? 0;
        const need = payloadLength[type] ?? 0;
        if (need !== 0 && i + 2 + need <= n) {
          let k = 0;
          let j = i + 2;
          for (; k < need; k++, j++) {
            const b = chunk[j] ?? 0;
            if (b === ESCAPE) break;
            payload[k] = b;
          }
          if (k === need) {
            i = j;
            this.emit(type);
            continue;
          }
        }
      }
      this.step(chunk[i] ?? 0);
      i++;
    }
  }

  /** The byte-at-a-time state machine: escapes, frames split across chunks, resync. */
  private step(b: number): void {
    const state = this.state;
    if (state === BODY) {
      if (b === ESCAPE) {
        this.state = BODY_ESCAPE;
        return;
      }
      this.frame.payload[this.have++] = b;
    } else if (state === BODY_ESCAPE) {
      if (b === ESCAPE) {
        this.frame.payload[this.have++] = b;
        this.state = BODY;
      } else {
        // A lone 0x1a inside a frame starts a new frame: the current one was cut short.
        this.stats.truncatedFrames++;
        this.beginFrame(b);
        return;
      }
    } else if (state === SEEK) {
      if (b === ESCAPE) this.state = TYPE;
      else this.stats.garbageBytes++;
      return;
    } else {
      this.beginFrame(b);
      return;
    }
    if (this.have === this.need) {
      this.state = SEEK;
      this.emit(this.type);
    }
  }

  private beginFrame(typeByte: number): void {
    this.need = payloadLength[typeByte] ?? 0;
    this.have = 0;
    this.state = this.startFrame(typeByte, this.need);
  }

  private startFrame(typeByte: number, need: number): number {
    if (need !== 0) {
      this.type = typeByte;
      return BODY;
    }
    // 0x1a 0x1a while unsynchronised is escaped payload data, not a frame.
    if (typeByte !== ESCAPE) this.stats.skippedFrames++;
    this.stats.garbageBytes += 2;
    return SEEK;
  }

  private emit(type: number): void {
    const frame = this.frame;
    const p = frame.payload;
    if (type === BeastType.ModeAC && isZero(p, 9)) {
      this.stats.heartbeats++;
      return;
    }
    this.stats.frames++;
    frame.type = type as BeastType;
    const views = frame.views;
    if (type === BeastType.ReceiverId || type === BeastType.Uuid) {
      frame.timestamp = 0;
      frame.signal = 0;
      frame.data = (type === BeastType.Uuid ? views[4] : views[3]) ?? frame.data;
    } else {
      const high = ((p[0] ?? 0) << 16) | ((p[1] ?? 0) << 8) | (p[2] ?? 0);
      const low = ((p[3] ?? 0) << 16) | ((p[4] ?? 0) << 8) | (p[5] ?? 0);
      frame.timestamp = high * 16777216 + low;
      frame.signal = p[6] ?? 0;
      const view = type === BeastType.ModeSLong ? 2 : type === BeastType.ModeSShort ? 1 : 0;
      frame.data = views[view] ?? frame.data;
    }
    this.onFrame(frame);
  }
}

function isZero(bytes: Uint8Array, length: number): boolean {
  for (let i = 0; i < length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** Frames a whole buffer at once (tests and files): returns copies of each frame's data. */
export function beastFrames(buffer: Uint8Array): { type: BeastType; data: Uint8Array }[] {
  const out: { type: BeastType; data: Uint8Array }[] = [];
  new BeastFramer((f) => out.push({ type: f.type, data: f.data.slice() })).feed(buffer);
  return out;
}
