import { describe, expect, it } from 'vitest';
import { LabelPlacement } from './label.placement';

describe('label placement', () => {
  it('refuses a box that overlaps one placed before, across grid cells', () => {
    const placement = new LabelPlacement();
    expect(placement.place(10, 10, 90, 36)).toBe(true);
    // Overlaps the first box from another cell.
    expect(placement.place(80, 30, 160, 56)).toBe(false);
    // Touching edges do not overlap.
    expect(placement.place(90, 10, 170, 36)).toBe(true);
    expect(placement.place(10, 36, 90, 62)).toBe(true);
    // Far away, and at negative coordinates (labels partly off screen).
    expect(placement.place(500, 400, 580, 426)).toBe(true);
    expect(placement.place(-70, -20, 5, 6)).toBe(true);
    expect(placement.place(-10, 0, 20, 12)).toBe(false);
  });

  it('starts empty again after clear', () => {
    const placement = new LabelPlacement();
    expect(placement.place(0, 0, 100, 30)).toBe(true);
    placement.clear();
    expect(placement.place(0, 0, 100, 30)).toBe(true);
  });
});
