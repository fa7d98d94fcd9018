// Property test: a Beast stream written here and cut into arbitrary chunks is framed back by the
// core's Beast framer into the same frames, timestamps and signal bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BeastFramer, BeastType } from '../framing/beast.js';
import { BEAST_MAX_FRAME_BYTES, writeBeastFrame, writeBeastUuidFrame } from './beastWriter.js';
import { toHex } from './testing.js';

interface WrittenFrame {
  data: Uint8Array;
  timestamp: number;
  signal: number;
}

const beastFrame = fc.record({
  // Bias the bytes towards 0x1a so escaping is exercised in most frames.
  data: fc
    .constantFrom(2, 7, 14)
    .chain((length) =>
      fc
        .uint8Array({ minLength: length, maxLength: length })
        .map((bytes) => bytes.map((b) => (b < 40 ? 0x1a : b))),
    ),
  timestamp: fc.oneof(fc.constant(0x1a1a1a1a1a1a), fc.integer({ min: 0, max: 2 ** 48 - 1 })),
  signal: fc.oneof(fc.constant(0x1a), fc.integer({ min: 0, max: 255 })),
});

describe('Beast writer → core framer', () => {
  it('round-trips frames with escapes through any chunking', () => {
    fc.assert(
      fc.property(
        fc.array(beastFrame, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 20 }),
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
          let at = 0;
          for (let i = 0; at < end; i++) {
            const size = cuts[i % cuts.length] ?? 1;
            framer.feed(out.subarray(at, Math.min(end, at + size)));
            at += size;
          }
          expect(seen).toEqual([
            'uuid 0123456789abcdef0123456789abcdefffff',
            ...frames.map((f) => `${toHex(f.data)} ${f.timestamp} ${f.signal}`),
          ]);
          expect(framer.stats.garbageBytes).toBe(0);
        },
      ),
      { seed: 1090, numRuns: 500 },
    );
  });
});
