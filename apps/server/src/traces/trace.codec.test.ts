import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeTraceChunk, encodeTraceChunk } from './trace.codec';
import { quantisePoint, type TracePoint } from './trace.point';

const pointArbitrary = fc.record({
  time: fc.integer({ min: 1_500_000_000_000, max: 2_500_000_000_000 }),
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lon: fc.double({ min: -180, max: 180, noNaN: true }),
  altitude: fc.option(fc.integer({ min: -1_500, max: 60_000 }), { nil: null }),
  groundSpeed: fc.option(fc.double({ min: 0, max: 1_000, noNaN: true }), { nil: null }),
  track: fc.option(fc.double({ min: 0, max: 359.99, noNaN: true }), { nil: null }),
  verticalRate: fc.option(fc.integer({ min: -8_000, max: 8_000 }), { nil: null }),
  onGround: fc.boolean(),
  squawk: fc.option(
    fc.integer({ min: 0, max: 0o7777 }).map((code) => parseInt(code.toString(8), 16)),
    { nil: null },
  ),
});

function inTimeOrder(points: TracePoint[]): TracePoint[] {
  return [...points].sort((a, b) => a.time - b.time);
}

describe('trace codec', () => {
  it('round-trips any points within quantisation', () => {
    fc.assert(
      fc.property(fc.array(pointArbitrary, { maxLength: 60 }), (raw) => {
        const points = inTimeOrder(raw);
        expect(decodeTraceChunk(encodeTraceChunk(points))).toEqual(points.map(quantisePoint));
      }),
      { numRuns: 300 },
    );
  });

  it('changes each value by at most half its quantisation step', () => {
    fc.assert(
      fc.property(pointArbitrary, (point) => {
        const [back] = decodeTraceChunk(encodeTraceChunk([point]));
        expect(Math.abs(back!.time - point.time)).toBeLessThanOrEqual(50);
        expect(Math.abs(back!.lat - point.lat)).toBeLessThanOrEqual(0.5e-5 + 1e-12);
        expect(Math.abs(back!.lon - point.lon)).toBeLessThanOrEqual(0.5e-5 + 1e-12);
        if (point.altitude !== null)
          expect(Math.abs(back!.altitude! - point.altitude)).toBeLessThanOrEqual(12.5);
        if (point.groundSpeed !== null)
          expect(Math.abs(back!.groundSpeed! - point.groundSpeed)).toBeLessThanOrEqual(0.5);
        if (point.track !== null) {
          const delta = Math.abs(back!.track! - point.track);
          expect(Math.min(delta, 360 - delta)).toBeLessThanOrEqual(0.05 + 1e-9);
        }
        if (point.verticalRate !== null)
          expect(Math.abs(back!.verticalRate! - point.verticalRate)).toBeLessThanOrEqual(32);
        expect(back!.onGround).toBe(point.onGround);
        expect(back!.squawk).toBe(point.squawk);
      }),
    );
  });

  it('packs NaN as unknown, exactly like null (the live table listener offers NaN)', () => {
    fc.assert(
      fc.property(pointArbitrary, (point) => {
        const nan = (value: number | null | undefined) => value ?? Number.NaN;
        const withNaN: TracePoint = {
          ...point,
          altitude: nan(point.altitude),
          groundSpeed: nan(point.groundSpeed),
          track: nan(point.track),
          verticalRate: nan(point.verticalRate),
          squawk: nan(point.squawk),
        };
        expect(quantisePoint(withNaN)).toEqual(quantisePoint(point));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips an empty chunk', () => {
    expect(decodeTraceChunk(encodeTraceChunk([]))).toEqual([]);
  });

  it('rejects corrupt payloads with an error, never by hanging or allocating without bound', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.integer({ min: 1, max: 4 }),
        (bytes, format) => {
          const payload = new Uint8Array([format, ...bytes]);
          try {
            expect(decodeTraceChunk(payload).length).toBeLessThanOrEqual(payload.length);
          } catch (error) {
            expect(error).toBeInstanceOf(Error);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('stores a squawk only where it changes: a steady code costs a few bytes per chunk', () => {
    const points = inTimeOrder(
      Array.from({ length: 40 }, (_, i) => ({
        time: Date.UTC(2026, 0, 1, 8) + i * 30_000,
        lat: 31 + i * 0.04,
        lon: 121 + i * 0.05,
        altitude: 35_000,
        groundSpeed: 450,
        track: 51,
        verticalRate: 0,
        onGround: false,
      })),
    );
    const without = encodeTraceChunk(points);
    const steady = encodeTraceChunk(points.map((p) => ({ ...p, squawk: 0x4215 })));
    const emergency = points.map((p, i) => ({ ...p, squawk: i < 25 ? 0x4215 : 0x7700 }));
    const changed = encodeTraceChunk(emergency);
    expect(without[0]).toBe(2);
    expect(steady[0]).toBe(4);
    expect(steady.length - without.length).toBeLessThanOrEqual(4);
    expect(changed.length - steady.length).toBeLessThanOrEqual(3);
    expect(decodeTraceChunk(changed).map((p) => p.squawk)).toEqual(emergency.map((p) => p.squawk));
  });

  it('still decodes chunks of the first format (no squawk column) with unknown squawks', () => {
    // Written by the encoder before squawks were stored (format bytes 2 and 1): such rows stay in
    // users' databases for the whole retention period.
    const deflated = Buffer.from(
      'AuNpeL9zaRPjGiZs8MP8P0wX+Bng4MCLc9wPhBiQwEJGOGDYzsQNB0t5RRGAgcERroqZgYkLAA==',
      'base64',
    );
    const raw = Buffer.from('AQKA77mlggGsAvCf/ALQD8DozgvgEgAAALcCpQ0VAAACAAI=', 'base64');
    const start = Date.UTC(2025, 5, 1, 6);
    const expected = Array.from({ length: 12 }, (_, i) => ({
      time: start + i * 15_000,
      lat: Number((31.15 + i * 0.01).toFixed(5)),
      lon: Number((121.8 + i * 0.012).toFixed(5)),
      altitude: i < 2 ? null : 1_000 + i * 500,
      groundSpeed: i === 0 ? null : 150 + i * 5,
      track: 85 + i,
      verticalRate: i < 2 ? null : 2_048,
      onGround: i < 2,
      squawk: null,
    }));
    expect(decodeTraceChunk(deflated)).toEqual(expected);
    expect(decodeTraceChunk(raw)).toEqual(expected.slice(0, 2));
  });

  it('rejects an unknown format', () => {
    expect(() => decodeTraceChunk(new Uint8Array([9, 0]))).toThrow(/format/);
  });
});
