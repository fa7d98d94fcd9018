import { describe, expect, it } from 'vitest';
import { aircraftIconScale } from './aircraft.scale';

describe('aircraft icon scale', () => {
  it('is full size from zoom 8 and 45 % at zoom 3 and below', () => {
    expect(aircraftIconScale(8)).toBe(1);
    expect(aircraftIconScale(12)).toBe(1);
    expect(aircraftIconScale(3)).toBeCloseTo(0.45);
    expect(aircraftIconScale(0)).toBeCloseTo(0.45);
  });

  it('grows steadily in between (zoom 4: about half size)', () => {
    expect(aircraftIconScale(4)).toBeCloseTo(0.56);
    let previous = aircraftIconScale(3);
    for (let zoom = 3.5; zoom <= 8; zoom += 0.5) {
      const scale = aircraftIconScale(zoom);
      expect(scale).toBeGreaterThan(previous);
      previous = scale;
    }
  });
});
