import { describe, expect, it } from 'vitest';
import { changeText, chinaDay, destination, outlineRing } from './device-map.format';

describe('device map helpers', () => {
  it('takes yesterday in UTC+8', () => {
    // 2026-11-24 17:00 UTC is 2026-11-25 01:00 in China: yesterday there is the 24th.
    expect(chinaDay(Date.UTC(2026, 10, 24, 17), 1)).toBe('2026-11-24');
    expect(chinaDay(Date.UTC(2026, 10, 24, 15), 1)).toBe('2026-11-23');
  });

  it('walks a great circle', () => {
    const [lon, lat] = destination(0, 0, 90, 111.195);
    expect(lon).toBeCloseTo(1, 3);
    expect(lat).toBeCloseTo(0, 5);
  });

  it('draws the outline as a closed ring of sector arcs', () => {
    const outline = new Array<number>(36).fill(0);
    outline[0] = 100;
    const ring = outlineRing({ lat: 40, lon: 116 }, outline, 10);
    expect(ring).toHaveLength(36 * 3 + 1);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ring[0]![1]).toBeCloseTo(40 + 100 / 111.195, 3);
    expect(outlineRing({ lat: 40, lon: 116 }, new Array<number>(36).fill(0), 10)).toEqual([]);
  });

  it('writes rank changes', () => {
    expect([changeText(3), changeText(-2), changeText(0), changeText(null)]).toEqual([
      '▲3',
      '▼2',
      '–',
      '',
    ]);
  });
});
