// Fuzzing the decoder and the tracker with raw noise, CRC-valid random frames of every downlink
// format (so the field decoders see every bit pattern) and bit-flipped real positions, with a
// clock that sometimes steps back. Nothing may throw; the tracker stays within its table bound
// and keeps only positions on the globe. Seeded, so a failure replays exactly.
import { describe, expect, it } from 'vitest';
import {
  CprKind,
  decodeModeS,
  DecodeStatus,
  encodeAirbornePosition,
  ModeSMessage,
  Tracker,
} from '../src/index.js';
import { randomValidFrame, SeededRandom } from './fuzzSupport.js';

const TIMEOUT = { timeout: 30_000 };

describe('decoder and tracker fuzz', () => {
  it('decodes random and CRC-valid random frames of every DF without throwing', TIMEOUT, () => {
    const random = new SeededRandom(6);
    const frame = new Uint8Array(14);
    const message = new ModeSMessage();
    const statuses = new Set<number>();
    const violations: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      // Alternate CRC-valid frames of a random DF and raw noise; one in four is cut short.
      let length = 14;
      if (i % 2 === 0) length = randomValidFrame(random, random.below(32), frame);
      else random.fill(frame);
      if (random.below(4) === 0) length = random.below(15);
      statuses.add(decodeModeS(frame.subarray(0, length), message));
      // Plain checks in the loop: an expect() per frame would dominate the run time.
      if (message.crcOk && message.cprKind !== CprKind.None) {
        if (message.cprLat >= 131072 || message.cprLon >= 131072) violations.push(`cpr ${i}`);
      }
      if (Math.abs(message.altitude) >= 130_000) violations.push(`altitude ${i}`);
      if (message.callsign.length > 8) violations.push(`callsign ${i}`);
    }
    expect(violations).toEqual([]);
    expect(statuses).toContain(DecodeStatus.Ok);
    expect(statuses).toContain(DecodeStatus.BadCrc);
    expect(statuses).toContain(DecodeStatus.BadLength);
  });

  it(
    'keeps the tracker bounded and its positions on the globe under hostile input',
    TIMEOUT,
    () => {
      const random = new SeededRandom(7);
      const tracker = new Tracker({ maxAircraft: 500, receiverLat: 50, receiverLon: 8 });
      const frame = new Uint8Array(14);
      const dfs = [0, 4, 5, 11, 16, 17, 17, 17, 18, 20, 21];
      let time = 0;
      for (let i = 0; i < 200_000; i++) {
        // Mostly forward in time, sometimes back a little (several receivers merged in one feed).
        time += random.below(10) === 0 ? -random.below(1000) / 1000 : random.below(50) / 1000;
        let length: number;
        if (i % 3 === 0) {
          // A real position of one of 2000 aircraft, with a bit flipped now and then.
          const icao = random.below(2000);
          length = encodeAirbornePosition(frame, {
            icao,
            lat: 50 + (icao % 100) / 50,
            lon: 8 + random.below(1000) / 1000,
            altitudeFt: 30_000,
            odd: random.below(2) === 1,
          });
          if (random.below(20) === 0) frame[random.below(14)]! ^= 1 << random.below(8);
        } else {
          length = randomValidFrame(random, dfs[random.below(dfs.length)] ?? 17, frame);
        }
        tracker.ingest(frame.subarray(0, length), time);
      }
      expect(tracker.aircraft.size).toBeLessThanOrEqual(500);
      expect(tracker.stats.tableFull).toBeGreaterThan(0);
      expect(tracker.stats.positions).toBeGreaterThan(0);
      const offGlobe = [...tracker.aircraft.values()].filter(
        (a) => !Number.isNaN(a.lat) && (Math.abs(a.lat) > 90 || Math.abs(a.lon) > 180),
      );
      expect(offGlobe).toEqual([]);
    },
  );
});
