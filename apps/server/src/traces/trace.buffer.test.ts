// One aircraft's kept points: small at first (most aircraft of a flood never keep a second
// point), grown by doubling, every point kept in order.
import { expect, it } from 'vitest';
import { INITIAL_POINTS, TraceBuffer } from './trace.buffer';
import { STRIDE } from './trace.point';

it('starts within 64 bytes and grows by doubling without losing a point', () => {
  const buffer = new TraceBuffer(0);
  expect(buffer.byteLength()).toBe(INITIAL_POINTS * STRIDE * 4);
  // V8 keeps typed arrays up to 64 bytes on its heap instead of an external backing store.
  expect(buffer.byteLength()).toBeLessThanOrEqual(64);
  const point = new Int32Array(STRIDE);
  const sizes = new Set<number>();
  for (let i = 0; i < 40; i++) {
    point[0] = i * 10;
    point[1] = i;
    buffer.append(point, 0, Number.NEGATIVE_INFINITY);
    sizes.add(buffer.byteLength());
  }
  expect([...sizes]).toEqual([48, 96, 192, 384, 768, 1536]);
  expect(buffer.length).toBe(40);
  expect(buffer.takePending().map((p) => p.time)).toEqual(
    Array.from({ length: 40 }, (_, i) => i * 1000),
  );
});
