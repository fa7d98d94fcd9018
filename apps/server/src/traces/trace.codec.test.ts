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
      }),
    );
  });

  it('round-trips an empty chunk', () => {
    expect(decodeTraceChunk(encodeTraceChunk([]))).toEqual([]);
  });

  it('rejects corrupt payloads with an error, never by hanging or allocating without bound', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (bytes, deflated) => {
        const payload = new Uint8Array([deflated ? 2 : 1, ...bytes]);
        try {
          expect(decodeTraceChunk(payload).length).toBeLessThanOrEqual(payload.length);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('rejects an unknown format', () => {
    expect(() => decodeTraceChunk(new Uint8Array([9, 0]))).toThrow(/format/);
  });
});
