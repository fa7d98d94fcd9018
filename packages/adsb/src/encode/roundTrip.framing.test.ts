// Property tests: Beast, AVR and SBS output written here and cut into arbitrary chunks is read
// back by the core's framers into the same frames, timestamps, signal bytes and fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AvrFramer } from '../framing/avr.js';
import { BeastFramer, BeastType } from '../framing/beast.js';
import { SbsFramer } from '../framing/sbs.js';
import { AVR_MAX_LINE_BYTES, writeAvrFrame } from './avrWriter.js';
import { BEAST_MAX_FRAME_BYTES, writeBeastFrame, writeBeastUuidFrame } from './beastWriter.js';
import { formatSbsLine, type SbsMessage } from './sbsWriter.js';
import { toHex } from './testing.js';

/** Feed `bytes` to `feed` in chunks whose sizes cycle through `cuts`. */
function feedCut(bytes: Uint8Array, cuts: number[], feed: (chunk: Uint8Array) => void): void {
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = cuts[i % cuts.length] ?? 1;
    feed(bytes.subarray(at, Math.min(bytes.length, at + size)));
    at += size;
  }
}

const cutSizes = fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 20 });

interface WrittenFrame {
  data: Uint8Array;
  timestamp: number;
  signal: number;
}

const beastFrame = fc.record({
  // Bias the bytes towards 0x1a (escaping in most frames) and 0 (heartbeat-like Mode A/C).
  data: fc
    .constantFrom(2, 7, 14)
    .chain((length) =>
      fc
        .uint8Array({ minLength: length, maxLength: length })
        .map((bytes) => bytes.map((b) => (b < 20 ? 0x1a : b < 40 ? 0 : b))),
    ),
  timestamp: fc.oneof(
    fc.constant(0x1a1a1a1a1a1a),
    fc.constant(0),
    fc.integer({ min: 0, max: 2 ** 48 - 1 }),
  ),
  signal: fc.oneof(fc.constant(0x1a), fc.constant(0), fc.integer({ min: 0, max: 255 })),
});

describe('Beast writer → core framer', () => {
  it('round-trips frames with escapes through any chunking', () => {
    fc.assert(
      fc.property(
        fc.array(beastFrame, { minLength: 1, maxLength: 40 }),
        cutSizes,
        (frames: WrittenFrame[], cuts) => {
          const out = new Uint8Array(38 + frames.length * BEAST_MAX_FRAME_BYTES);
          let end = writeBeastUuidFrame(out, 0, '0123456789abcdef0123456789abcdef');
          for (const f of frames) {
            end = writeBeastFrame(out, end, f.data, f.data.length, f.timestamp, f.signal);
          }
          const seen: string[] = [];
          const framer = new BeastFramer((frame) => {
            seen.push(
              frame.type === BeastType.Uuid
                ? `uuid ${new TextDecoder().decode(frame.data)}`
                : `${toHex(frame.data)} ${frame.timestamp} ${frame.signal}`,
            );
          });
          feedCut(out.subarray(0, end), cuts, (chunk) => framer.feed(chunk));
          // An all-zero Mode A/C frame (timestamp and signal too) is a heartbeat, not delivered.
          const heartbeat = (f: WrittenFrame): boolean =>
            f.data.length === 2 &&
            f.data.every((b) => b === 0) &&
            f.timestamp === 0 &&
            f.signal === 0;
          expect(seen).toEqual([
            'uuid 0123456789abcdef0123456789abcdefffff',
            ...frames
              .filter((f) => !heartbeat(f))
              .map((f) => `${toHex(f.data)} ${f.timestamp} ${f.signal}`),
          ]);
          expect(framer.stats.garbageBytes).toBe(0);
        },
      ),
      { seed: 1090, numRuns: 500 },
    );
  });
});

describe('AVR writer → core framer', () => {
  it('round-trips * and @ lines through any chunking', () => {
    fc.assert(
      fc.property(
        fc.array(beastFrame, { minLength: 1, maxLength: 40 }),
        fc.boolean(),
        cutSizes,
        (frames, timed, cuts) => {
          const out = new Uint8Array(frames.length * AVR_MAX_LINE_BYTES);
          let end = 0;
          for (const f of frames) {
            end = writeAvrFrame(out, end, f.data, f.data.length, timed ? f.timestamp : undefined);
          }
          const seen: string[] = [];
          const framer = new AvrFramer((frame) =>
            seen.push(`${toHex(frame.data)} ${frame.timestamp}`),
          );
          feedCut(out.subarray(0, end), cuts, (chunk) => framer.feed(chunk));
          // An all-zero Mode A/C frame is the AVR heartbeat "*0000;", which readers skip.
          const expected = frames
            .filter((f) => !(f.data.length === 2 && f.data[0] === 0 && f.data[1] === 0))
            .map((f) => `${toHex(f.data)} ${timed ? f.timestamp : Number.NaN}`);
          expect(seen).toEqual(expected);
          expect(framer.stats.badLines).toBe(0);
        },
      ),
      { seed: 1090, numRuns: 300 },
    );
  });
});

describe('SBS writer → core framer', () => {
  const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
    fc.option(arbitrary, { nil: undefined });
  const sbsMessage: fc.Arbitrary<SbsMessage> = fc.record({
    type: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8),
    icao: fc.integer({ min: 0, max: 0xffffff }),
    // Whole milliseconds from 2000 to 2100: the line carries milliseconds.
    timeMs: fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }),
    callsign: optional(fc.stringMatching(/^[A-Z0-9]{1,8}$/)),
    altitudeFt: optional(fc.integer({ min: -1000, max: 60_000 })),
    groundSpeedKt: optional(fc.integer({ min: 0, max: 1000 })),
    trackDeg: optional(fc.integer({ min: 0, max: 359 })),
    lat: optional(fc.integer({ min: -90_000_000, max: 90_000_000 }).map((n) => n / 1e6)),
    lon: optional(fc.integer({ min: -180_000_000, max: 179_999_999 }).map((n) => n / 1e6)),
    verticalRateFpm: optional(fc.integer({ min: -6000, max: 6000 })),
    squawk: optional(
      fc.integer({ min: 0, max: 0o7777 }).map((n) => n.toString(8).padStart(4, '0')),
    ),
    alert: optional(fc.boolean()),
    emergency: optional(fc.boolean()),
    spi: optional(fc.boolean()),
    onGround: optional(fc.boolean()),
  });
  const flag = (value: boolean | undefined): number => (value === undefined ? -1 : value ? 1 : 0);

  it('round-trips every field of MSG lines through any chunking', () => {
    fc.assert(
      fc.property(
        fc.array(sbsMessage, { minLength: 1, maxLength: 30 }),
        cutSizes,
        (messages, cuts) => {
          const text = messages.map(formatSbsLine).join('');
          const seen: unknown[] = [];
          const framer = new SbsFramer((r) =>
            seen.push({
              type: r.transmissionType,
              icao: r.icao,
              timeMs: Math.round(r.timeGenerated * 1000),
              callsign: r.callsign,
              altitudeFt: r.altitude,
              groundSpeedKt: r.groundSpeed,
              trackDeg: r.track,
              // Decimal text parsed digit by digit may differ from the literal in the last ulp.
              lat: Math.round(r.lat * 1e6) / 1e6,
              lon: Math.round(r.lon * 1e6) / 1e6,
              verticalRateFpm: r.verticalRate,
              squawk: r.squawk,
              flags: [r.alert, r.emergency, r.spi, r.onGround],
            }),
          );
          feedCut(new TextEncoder().encode(text), cuts, (chunk) => framer.feed(chunk));
          framer.end();
          const absent = Number.NaN;
          expect(seen).toEqual(
            messages.map((m) => ({
              type: m.type,
              icao: m.icao,
              timeMs: m.timeMs,
              callsign: m.callsign ?? '',
              altitudeFt: m.altitudeFt ?? absent,
              groundSpeedKt: m.groundSpeedKt ?? absent,
              trackDeg: m.trackDeg ?? absent,
              lat: m.lat === undefined || m.lon === undefined ? absent : m.lat,
              lon: m.lat === undefined || m.lon === undefined ? absent : m.lon,
              verticalRateFpm: m.verticalRateFpm ?? absent,
              squawk: m.squawk === undefined ? absent : parseInt(m.squawk, 16),
              flags: [flag(m.alert), flag(m.emergency), flag(m.spi), flag(m.onGround)],
            })),
          );
        },
      ),
      { seed: 1090, numRuns: 300 },
    );
  });
});
