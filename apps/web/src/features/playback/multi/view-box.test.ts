import { describe, expect, it } from 'vitest';
import { sameBox, viewBoxOf } from './view-box';

describe('map view → area query box', () => {
  it('keeps an ordinary view, rounded to 4 decimals', () => {
    expect(viewBoxOf({ west: 116.123456, south: 39.987654, east: 117.5, north: 40.5 })).toEqual({
      west: 116.1235,
      south: 39.9877,
      east: 117.5,
      north: 40.5,
    });
  });

  it('wraps a view across the antimeridian so west > east', () => {
    expect(viewBoxOf({ west: 170, south: -20, east: 190, north: -10 })).toEqual({
      west: 170,
      south: -20,
      east: -170,
      north: -10,
    });
    expect(viewBoxOf({ west: -200, south: 0, east: -170, north: 5 })).toEqual({
      west: 160,
      south: 0,
      east: -170,
      north: 5,
    });
  });

  it('asks for the whole world when the view spans it, and clamps latitudes', () => {
    expect(viewBoxOf({ west: -400, south: -95, east: 300, north: 95 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it('keeps a view ending on the antimeridian on its own side', () => {
    expect(viewBoxOf({ west: 100, south: 0, east: 180, north: 10 }).east).toBe(180);
  });

  it('compares boxes by value', () => {
    const box = { west: 1, south: 2, east: 3, north: 4 };
    expect(sameBox(box, { ...box })).toBe(true);
    expect(sameBox(box, { ...box, east: 3.0001 })).toBe(false);
    expect(sameBox(null, null)).toBe(true);
    expect(sameBox(box, null)).toBe(false);
  });
});
