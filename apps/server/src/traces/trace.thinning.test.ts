import { describe, expect, it } from 'vitest';
import { STRIDE, packPoint, quantiseTime, type TracePoint } from './trace.point';
import { KeepReason, thinningDecision } from './trace.thinning';

const T0 = Date.UTC(2026, 0, 1, 12);
const cruise: TracePoint = {
  time: T0,
  lat: 30,
  lon: 120,
  altitude: 35_000,
  groundSpeed: 450,
  track: 90,
  verticalRate: 0,
  onGround: false,
};

/** The decision for `next` after `last`, `sinceTransition` ms after an air/ground change. */
function decide(last: TracePoint, next: Partial<TracePoint>, sinceTransition = 3_600_000) {
  const words = new Int32Array(2 * STRIDE);
  const base = quantiseTime(T0);
  packPoint(words, 0, last, base);
  packPoint(words, STRIDE, { ...last, ...next }, base);
  return thinningDecision(words, 0, words, STRIDE, sinceTransition);
}

// Eastward at 450 kt: this many degrees of longitude at 30° N after `seconds`.
const east = (seconds: number) => cruise.lon + (450 * seconds) / 3_600 / 60 / Math.cos(Math.PI / 6);

describe('trace thinning (readsb rules)', () => {
  it('keeps a steady cruise point every 30 s and no more', () => {
    expect(decide(cruise, { time: T0 + 29_900, lon: east(29.9) })).toBe(KeepReason.Drop);
    expect(decide(cruise, { time: T0 + 30_100, lon: east(30.1) })).toBe(KeepReason.Interval);
  });

  it('keeps altitude changes of 400 ft above 12,000 ft, 100 ft below 7,000 ft', () => {
    expect(decide(cruise, { time: T0 + 2_000, lon: east(2), altitude: 35_300 })).toBe(
      KeepReason.Drop,
    );
    expect(decide(cruise, { time: T0 + 2_000, lon: east(2), altitude: 35_400 })).toBe(
      KeepReason.Altitude,
    );
    const low = { ...cruise, altitude: 3_000, groundSpeed: 200 };
    expect(decide(low, { time: T0 + 2_000, altitude: 3_075 })).toBe(KeepReason.Drop);
    expect(decide(low, { time: T0 + 2_000, altitude: 3_100 })).toBe(KeepReason.Altitude);
  });

  it('keeps a slow altitude drift once it lasted long enough', () => {
    const low = { ...cruise, altitude: 3_000, groundSpeed: 200 };
    // 50 ft below 7,000 ft: after (30 s / 4) × 125 / 50 = 18.75 s
    expect(decide(low, { time: T0 + 18_000, altitude: 3_050 })).toBe(KeepReason.Drop);
    expect(decide(low, { time: T0 + 19_000, altitude: 3_050 })).toBe(KeepReason.Altitude);
  });

  it('keeps speed changes of 10 kt above 10,000 ft and 5 kt below', () => {
    expect(decide(cruise, { time: T0 + 2_000, lon: east(2), groundSpeed: 459 })).toBe(
      KeepReason.Drop,
    );
    expect(decide(cruise, { time: T0 + 2_000, lon: east(2), groundSpeed: 460 })).toBe(
      KeepReason.Speed,
    );
    const low = { ...cruise, altitude: 3_000, groundSpeed: 200 };
    expect(decide(low, { time: T0 + 2_000, groundSpeed: 205 })).toBe(KeepReason.Speed);
  });

  it('keeps vertical rate changes of 450 ft/min', () => {
    expect(decide(cruise, { time: T0 + 2_000, lon: east(2), verticalRate: 384 })).toBe(
      KeepReason.Drop,
    );
    expect(decide(cruise, { time: T0 + 2_000, lon: east(2), verticalRate: 512 })).toBe(
      KeepReason.VerticalRate,
    );
  });

  it('keeps a turn once degrees × seconds exceeds 20', () => {
    expect(decide(cruise, { time: T0 + 10_000, lon: east(10), track: 92 })).toBe(KeepReason.Drop);
    expect(decide(cruise, { time: T0 + 11_000, lon: east(11), track: 92 })).toBe(KeepReason.Turn);
    expect(decide(cruise, { time: T0 + 1_000, lon: east(1), track: 111 })).toBe(KeepReason.Turn);
    // Wraps around north.
    const north = { ...cruise, track: 359 };
    expect(decide(north, { time: T0 + 11_000, track: 1 })).toBe(KeepReason.Turn);
  });

  it('keeps every air/ground change and every point within 10 s of one', () => {
    expect(decide(cruise, { time: T0 + 500, lon: east(0.5), onGround: true })).toBe(
      KeepReason.AirGround,
    );
    expect(decide(cruise, { time: T0 + 500, lon: east(0.5) }, 5_000)).toBe(
      KeepReason.NearTransition,
    );
    expect(decide(cruise, { time: T0 + 500, lon: east(0.5) }, 11_000)).toBe(KeepReason.Drop);
  });

  it('on the ground keeps every 50 m, every 15 s when moving, every 2 min when parked', () => {
    const parked: TracePoint = {
      ...cruise,
      altitude: null,
      groundSpeed: 0,
      verticalRate: null,
      onGround: true,
    };
    expect(decide(parked, { time: T0 + 100_000 })).toBe(KeepReason.Drop);
    expect(decide(parked, { time: T0 + 121_000 })).toBe(KeepReason.Interval);
    const taxiing = { ...parked, groundSpeed: 15 };
    expect(decide(taxiing, { time: T0 + 14_000, lat: 30.0003 })).toBe(KeepReason.Drop);
    expect(decide(taxiing, { time: T0 + 16_000, lat: 30.0003 })).toBe(KeepReason.Interval);
    expect(decide(taxiing, { time: T0 + 5_000, lat: 30.0005 })).toBe(KeepReason.GroundDistance);
  });

  it('keeps a squawk change and the first known squawk, not a squawk that went unknown', () => {
    const squawking = { ...cruise, squawk: 0x4215 };
    expect(decide(squawking, { time: T0 + 2_000, lon: east(2) })).toBe(KeepReason.Drop);
    expect(decide(squawking, { time: T0 + 2_000, lon: east(2), squawk: 0x7700 })).toBe(
      KeepReason.Squawk,
    );
    expect(decide(cruise, { time: T0 + 2_000, lon: east(2), squawk: 0x4215 })).toBe(
      KeepReason.Squawk,
    );
    expect(decide(squawking, { time: T0 + 2_000, lon: east(2), squawk: null })).toBe(
      KeepReason.Drop,
    );
  });

  it('drops repeated positions, points out of order and points closer than 250 ms', () => {
    expect(decide(cruise, { time: T0 + 900 })).toBe(KeepReason.Drop);
    expect(decide(cruise, { time: T0 - 1_000, altitude: 36_000 })).toBe(KeepReason.Drop);
    expect(decide(cruise, { time: T0 + 200, lon: east(0.2), track: 95 })).toBe(KeepReason.Drop);
  });
});
