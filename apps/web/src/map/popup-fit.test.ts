import { describe, expect, it } from 'vitest';
import { popupShift } from './popup-fit';

const MAP = { left: 0, top: 60, right: 1366, bottom: 800 };

describe('popupShift', () => {
  it('leaves a popup that fits where it is', () => {
    expect(popupShift({ left: 400, top: 200, right: 700, bottom: 600 }, MAP)).toEqual([0, 0]);
  });

  it('pans the map up for a popup running past the bottom edge', () => {
    expect(popupShift({ left: 400, top: 500, right: 700, bottom: 900 }, MAP)).toEqual([0, 112]);
  });

  it('pans the map down and right for a popup past the top and left edges', () => {
    expect(popupShift({ left: -20, top: 30, right: 280, bottom: 400 }, MAP)).toEqual([-32, -42]);
  });

  it('keeps the top of a popup taller than the map in view', () => {
    expect(popupShift({ left: 400, top: 300, right: 700, bottom: 1200 }, MAP)).toEqual([0, 228]);
  });
});
