// Fuzzing the framers: random, mutated and endless input into the Beast, AVR and SBS framers.
// Nothing may throw, every loop is bounded (a hang fails on the test timeout), and no framer may
// hold on to more than a fixed amount of memory however much garbage it is fed. Seeded, so a
// failure replays exactly.
import { describe, expect, it } from 'vitest';
import {
  AvrFramer,
  BeastFramer,
  BeastType,
  decodeModeS,
  DecodeStatus,
  encodeAirbornePosition,
  encodeIdentification,
  formatSbsLine,
  ModeSMessage,
  SbsFramer,
  Tracker,
  writeAvrFrame,
  writeBeastFrame,
} from '../src/index.js';
import {
  ascii,
  feedInChunks,
  filled,
  FRAMER_MEMORY_LIMIT,
  MB,
  retainedBytes,
  SeededRandom,
} from './fuzzSupport.js';

const TIMEOUT = { timeout: 30_000 };

describe('Beast framer fuzz', () => {
  it('survives random bytes rich in 0x1a and only emits well-formed frames', TIMEOUT, () => {
    const random = new SeededRandom(1);
    const garbage = random.fill(new Uint8Array(MB), 0x1a, 32);
    const lengths: Record<number, number> = { 0x31: 2, 0x32: 7, 0x33: 14, 0xe3: 8, 0xe4: 36 };
    let frames = 0;
    const framer = new BeastFramer((frame) => {
      frames++;
      expect(frame.data.length).toBe(lengths[frame.type]);
      expect(frame.signal).toBeLessThanOrEqual(255);
      expect(frame.timestamp).toBeLessThan(2 ** 48);
    });
    feedInChunks(random, garbage, 8 * MB, (chunk) => framer.feed(chunk));
    expect(frames).toBeGreaterThan(0);
    expect(framer.stats.garbageBytes).toBeGreaterThan(0);
    expect(retainedBytes(framer)).toBeLessThan(FRAMER_MEMORY_LIMIT);
  });

  it('stays bounded through 50 MB without a frame start, then frames again', TIMEOUT, () => {
    const noEscape = new SeededRandom(2).fill(new Uint8Array(MB)).map((b) => (b === 0x1a ? 0 : b));
    const received: number[] = [];
    const framer = new BeastFramer((frame) => received.push(frame.type));
    for (let i = 0; i < 50; i++) framer.feed(noEscape);
    expect(received).toEqual([]);
    expect(framer.stats.garbageBytes).toBe(50 * MB);
    expect(retainedBytes(framer)).toBeLessThan(FRAMER_MEMORY_LIMIT);
    const out = new Uint8Array(64);
    const frame = new Uint8Array(14);
    encodeIdentification(frame, { icao: 0x4ca2d4, callsign: 'EIN123' });
    framer.feed(out.subarray(0, writeBeastFrame(out, 0, frame, 14, 12_000, 0x1a)));
    expect(received).toEqual([BeastType.ModeSLong]);
  });

  it('resynchronises after random corruption of a real-looking stream', TIMEOUT, () => {
    const random = new SeededRandom(3);
    const frame = new Uint8Array(14);
    const stream = new Uint8Array(5000 * 44);
    let end = 0;
    for (let i = 0; i < 5000; i++) {
      encodeAirbornePosition(frame, {
        icao: i,
        lat: 50,
        lon: 8,
        altitudeFt: 30_000,
        odd: i % 2 === 1,
      });
      end = writeBeastFrame(stream, end, frame, 14, i * 0x1a1a, 0x1a);
    }
    // Corrupt one byte in 500: each hit may cost the frame it lands in and the next one.
    for (let i = 0; i < end; i++) if (random.below(500) === 0) stream[i] = random.below(256);
    let intact = 0;
    const message = new ModeSMessage();
    const framer = new BeastFramer((f) => {
      if (f.type === BeastType.ModeSLong && decodeModeS(f.data, message) === DecodeStatus.Ok)
        intact++;
    });
    feedInChunks(random, stream.subarray(0, end), end, (chunk) => framer.feed(chunk));
    expect(intact).toBeGreaterThan(5000 * 0.8);
  });
});

describe('AVR framer fuzz', () => {
  it('resynchronises after random corruption of a real-looking stream', TIMEOUT, () => {
    const random = new SeededRandom(8);
    const frame = new Uint8Array(14);
    const stream = new Uint8Array(5000 * 43);
    let end = 0;
    for (let i = 0; i < 5000; i++) {
      encodeAirbornePosition(frame, {
        icao: i,
        lat: 50,
        lon: 8,
        altitudeFt: 30_000,
        odd: i % 2 === 1,
      });
      end = writeAvrFrame(stream, end, frame, 14, i % 3 === 0 ? undefined : i * 12_000);
    }
    // One byte in 500 replaced by a random byte: lost lines, merged lines, stray start characters.
    for (let i = 0; i < end; i++) if (random.below(500) === 0) stream[i] = random.below(256);
    let intact = 0;
    const message = new ModeSMessage();
    const framer = new AvrFramer((f) => {
      if (f.data.length === 14 && decodeModeS(f.data, message) === DecodeStatus.Ok) intact++;
    });
    feedInChunks(random, stream.subarray(0, end), end, (chunk) => framer.feed(chunk));
    expect(intact).toBeGreaterThan(5000 * 0.8);
    expect(framer.stats.badLines).toBeGreaterThan(0);
  });

  it('survives random text of AVR characters', TIMEOUT, () => {
    const random = new SeededRandom(4);
    const alphabet = ascii('*@%<;\n\r0123456789ABCDEFabcdefXYZ ;;**');
    const text = new Uint8Array(MB).map(() => alphabet[random.below(alphabet.length)] ?? 0);
    let frames = 0;
    const framer = new AvrFramer((frame) => {
      frames++;
      expect([2, 7, 14]).toContain(frame.data.length);
    });
    feedInChunks(random, text, 8 * MB, (chunk) => framer.feed(chunk));
    expect(frames).toBeGreaterThan(0);
    expect(framer.stats.badLines).toBeGreaterThan(0);
    expect(retainedBytes(framer)).toBeLessThan(FRAMER_MEMORY_LIMIT);
  });

  it('discards a never-ending hex line (50 MB) and parses the next line', TIMEOUT, () => {
    const frames: string[] = [];
    const framer = new AvrFramer((frame) => frames.push(Buffer.from(frame.data).toString('hex')));
    framer.feed(ascii('*'));
    const hex = filled(MB, 0x41);
    for (let i = 0; i < 50; i++) framer.feed(hex);
    expect(retainedBytes(framer)).toBeLessThan(FRAMER_MEMORY_LIMIT);
    framer.feed(ascii(';\n*8D406B902015A678D4D220AA4BDA;\n'));
    expect(frames).toEqual(['8d406b902015a678d4d220aa4bda']);
  });
});
describe('SBS framer fuzz', () => {
  it('survives mutated SBS lines and only emits plausible records', TIMEOUT, () => {
    const random = new SeededRandom(5);
    let text = '';
    for (let i = 0; i < 4000; i++) {
      text += formatSbsLine({
        type: ((i % 8) + 1) as 1,
        icao: random.below(0x1000000),
        timeMs: 1.7e12 + i * 100,
        callsign: 'TEST12',
        altitudeFt: random.below(40_000),
        groundSpeedKt: random.below(600),
        trackDeg: random.below(360),
        lat: random.below(180) - 90,
        lon: random.below(360) - 180,
        verticalRateFpm: random.below(4000) - 2000,
        squawk: '7700',
        alert: false,
        onGround: true,
      });
    }
    const lines = ascii(text);
    const noise = ascii(',,MSG-1\r\n0123456789.:/ABCDEF');
    // One byte in 40 replaced by SBS-ish noise: broken numbers, merged and split lines.
    for (let i = 0; i < lines.length; i++) {
      if (random.below(40) === 0) lines[i] = noise[random.below(noise.length)] ?? 0;
    }
    let records = 0;
    const violations: string[] = [];
    const tracker = new Tracker({ maxAircraft: 1000 });
    const framer = new SbsFramer((record) => {
      records++;
      const type = record.transmissionType;
      if (!(type >= 1 && type <= 8)) violations.push(`type ${type}`);
      if (!(record.icao >= -1 && record.icao <= 0xffffff)) violations.push(`icao ${record.icao}`);
      tracker.ingestSbs(record, 1000 + records);
    });
    feedInChunks(random, lines, 4 * lines.length, (chunk) => framer.feed(chunk));
    framer.end();
    expect(violations).toEqual([]);
    expect(records).toBeGreaterThan(1000);
    expect(framer.stats.partialLines).toBeGreaterThan(0);
    expect(tracker.aircraft.size).toBeLessThanOrEqual(1000);
    expect(retainedBytes(framer)).toBeLessThan(FRAMER_MEMORY_LIMIT);
  });

  it('rejects hex idents wider than 24 bits', () => {
    const icaos: number[] = [];
    const framer = new SbsFramer((record) => icaos.push(record.icao));
    const line = formatSbsLine({ type: 8, icao: 0x71be34, timeMs: 0 });
    framer.feed(ascii(line.replace('71BE34', '3966B751')));
    expect(icaos).toEqual([-1]);
  });

  it('discards a never-ending line (50 MB) and parses the next one', TIMEOUT, () => {
    const icaos: number[] = [];
    const framer = new SbsFramer((record) => icaos.push(record.icao));
    framer.feed(ascii('MSG,3,1,1,'));
    const endless = filled(MB, 0x2c);
    for (let i = 0; i < 50; i++) framer.feed(endless);
    expect(framer.stats.overlongLines).toBe(1);
    expect(retainedBytes(framer)).toBeLessThan(FRAMER_MEMORY_LIMIT);
    const next = formatSbsLine({ type: 3, icao: 0x71be34, timeMs: 0, altitudeFt: 35000 });
    framer.feed(ascii(`\n${next}`));
    expect(icaos).toEqual([0x71be34]);
  });
});
