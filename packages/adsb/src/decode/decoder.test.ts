import { describe, expect, it } from 'vitest';
import { decodeModeS, DecodeStatus } from './decoder.js';
import { ModeSMessage, VerticalRateSource } from './message.js';
import { hexToBytes } from '../hex.js';

function decode(hex: string, known?: number[]): ModeSMessage {
  const m = new ModeSMessage();
  decodeModeS(hexToBytes(hex)!, m, known ? new Set(known) : undefined);
  return m;
}

// Worked examples from "The 1090MHz Riddle" (Junzi Sun), asserted as facts.
describe('extended squitter (The 1090MHz Riddle)', () => {
  it('identification: KLM1023, category A0', () => {
    const m = decode('8D4840D6202CC371C32CE0576098');
    expect(m.crcOk).toBe(true);
    expect(m.icao).toBe(0x4840d6);
    expect(m.tc).toBe(4);
    expect(m.callsign).toBe('KLM1023');
    expect(m.category).toBe(0xa0);
  });

  it('airborne position: 38000 ft, even frame raw CPR values', () => {
    const m = decode('8D40621D58C382D690C8AC2863A7');
    expect(m.tc).toBe(11);
    expect(m.altitude).toBe(38000);
    expect(m.cprOdd).toBe(0);
    expect(m.cprLat).toBe(93000);
    expect(m.cprLon).toBe(51372);
  });

  it('velocity subtype 1: 159.20 kt, 182.88 deg, -832 ft/min', () => {
    const m = decode('8D485020994409940838175B284F');
    expect(m.subtype).toBe(1);
    expect(m.groundSpeed).toBeCloseTo(159.2, 1);
    expect(m.track).toBeCloseTo(182.88, 2);
    expect(m.verticalRate).toBe(-832);
    expect(m.verticalRateSource).toBe(VerticalRateSource.Gnss);
  });

  it('velocity subtype 3: heading 243.98 deg, TAS 375 kt, -2304 ft/min', () => {
    const m = decode('8DA05F219B06B6AF189400CBC33F');
    expect(m.subtype).toBe(3);
    expect(m.heading).toBeCloseTo(243.98, 2);
    expect(m.tas).toBe(375);
    expect(m.verticalRate).toBe(-2304);
  });
});

describe('CRC policy', () => {
  it('repairs a single-bit error in a DF17', () => {
    const good = hexToBytes('8D4840D6202CC371C32CE0576098')!;
    const bad = good.slice();
    bad[6] = (bad[6] ?? 0) ^ 0x10;
    const m = new ModeSMessage();
    expect(decodeModeS(bad, m)).toBe(DecodeStatus.Ok);
    expect(m.corrected).toBe(1);
    expect(m.callsign).toBe('KLM1023');
    expect(bad).toEqual(good);
  });

  it('accepts address/parity replies only from known addresses', () => {
    // pyModeS tests: DF4 from 400940 at 25000 ft.
    expect(decode('20001030219677').crcOk).toBe(false);
    const m = decode('20001030219677', [0x400940]);
    expect(m.crcOk).toBe(true);
    expect(m.icao).toBe(0x400940);
    expect(m.altitude).toBe(25000);
  });

  it('treats a DF11 II/SI overlay as valid and reports the interrogator code', () => {
    const m = decode('5D484FDEA248F5');
    expect(m.crcOk).toBe(true);
    expect(m.iid).toBe(22);
    expect(m.capability).toBe(5);
  });

  it('flags a metric (M bit) altitude and leaves it undecoded', () => {
    // pyModeS tests/test_surv.py: DF4 200CBE4ED80137 has the M bit set.
    const m = decode('200CBE4ED80137');
    expect(m.altitudeMetric).toBe(true);
    expect(m.altitude).toBeNaN();
  });

  it('never throws on arbitrary bytes', () => {
    const m = new ModeSMessage();
    let seed = 1;
    for (let i = 0; i < 5000; i++) {
      const len = i % 16;
      const data = new Uint8Array(len);
      for (let j = 0; j < len; j++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        data[j] = seed >>> 24;
      }
      expect(() => decodeModeS(data, m)).not.toThrow();
    }
  });
});
