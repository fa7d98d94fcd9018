import { describe, expect, it } from 'vitest';
import { BeastFramer, BeastType, beastFrames, type BeastFrame } from './beast.js';
import { bytesToHex, hexToBytes } from '../hex.js';

/** A Beast frame with escaping applied, as a receiver would send it. */
function beast(type: number, body: number[]): number[] {
  const out = [0x1a, type];
  for (const b of body) out.push(...(b === 0x1a ? [0x1a, 0x1a] : [b]));
  return out;
}

const TS = [0x00, 0x01, 0x02, 0x1a, 0x04, 0x05];
const LONG = Array.from(hexToBytes('8D4840D6202CC371C32CE0576098')!);
const SHORT = Array.from(hexToBytes('5D484FDEA248F5')!);

function collect(
  chunks: Uint8Array[],
): { type: number; ts: number; signal: number; hex: string }[] {
  const out: { type: number; ts: number; signal: number; hex: string }[] = [];
  const framer = new BeastFramer((f: BeastFrame) =>
    out.push({ type: f.type, ts: f.timestamp, signal: f.signal, hex: bytesToHex(f.data) }),
  );
  for (const c of chunks) framer.feed(c);
  return out;
}

describe('BeastFramer', () => {
  const stream = Uint8Array.from([
    ...beast(0x33, [...TS, 0x1a, ...LONG]),
    ...beast(0x32, [...TS, 0x80, ...SHORT]),
    ...beast(0x31, [...TS, 0x20, 0x12, 0x34]),
  ]);

  it('unescapes 0x1a in timestamp and signal and reads the 12 MHz timestamp', () => {
    const frames = collect([stream]);
    expect(frames.map((f) => f.type)).toEqual([
      BeastType.ModeSLong,
      BeastType.ModeSShort,
      BeastType.ModeAC,
    ]);
    expect(frames[0]).toEqual({
      type: 0x33,
      ts: 0x0001021a0405,
      signal: 0x1a,
      hex: '8d4840d6202cc371c32ce0576098',
    });
    expect(frames[1]!.hex).toBe('5d484fdea248f5');
    expect(frames[2]!.hex).toBe('1234');
  });

  it('gives the same frames for every chunk boundary', () => {
    const whole = collect([stream]);
    for (let cut = 1; cut < stream.length; cut++) {
      expect(collect([stream.subarray(0, cut), stream.subarray(cut)])).toEqual(whole);
    }
    expect(collect(Array.from(stream, (b) => Uint8Array.of(b)))).toEqual(whole);
  });

  it('resynchronises after garbage and counts a frame cut short', () => {
    const framer = new BeastFramer(() => undefined);
    const garbage = Uint8Array.from([0x00, 0x55, 0x1a, 0x1a, 0x33, 0x1a, 0x33, 1, 2, 3]);
    framer.feed(garbage);
    framer.feed(stream);
    expect(framer.stats.frames).toBe(3);
    expect(framer.stats.truncatedFrames).toBe(1);
    expect(framer.stats.garbageBytes).toBeGreaterThan(0);
  });

  it("exposes readsb's receiver id and UUID frames and skips pings and unknown types", () => {
    const uuid = Array.from(new TextEncoder().encode('0123456789abcdef0123456789abcdefffff'));
    const input = Uint8Array.from([
      ...beast(0xe4, uuid),
      0x1a,
      0x57,
      0x4f, // ping
      ...beast(0x34, [1, 2, 3]), // status frame: unknown here
      ...beast(0xe3, [1, 2, 3, 0x1a, 5, 6, 7, 8]),
      ...beast(0x33, [...TS, 0x10, ...LONG]),
    ]);
    const frames = beastFrames(input);
    expect(frames.map((f) => f.type)).toEqual([
      BeastType.Uuid,
      BeastType.ReceiverId,
      BeastType.ModeSLong,
    ]);
    expect(new TextDecoder().decode(frames[0]!.data)).toBe('0123456789abcdef0123456789abcdefffff');
    expect(Array.from(frames[1]!.data)).toEqual([1, 2, 3, 0x1a, 5, 6, 7, 8]);
  });

  it('counts all-zero Mode A/C heartbeats without delivering them', () => {
    const framer = new BeastFramer(() => undefined);
    framer.feed(Uint8Array.from([0x1a, 0x31, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...stream]));
    expect(framer.stats).toMatchObject({ heartbeats: 1, frames: 3 });
  });

  it('keeps no growing state on endless garbage', () => {
    const framer = new BeastFramer(() => undefined);
    const junk = new Uint8Array(1 << 20).fill(0x1a);
    for (let i = 0; i < 8; i++) framer.feed(junk);
    framer.feed(stream);
    expect(framer.stats.frames).toBe(3);
  });
});
