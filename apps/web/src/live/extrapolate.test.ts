import { describe, expect, it } from 'vitest';
import {
  canExtrapolate,
  extrapolatePosition,
  MAX_EXTRAPOLATION_SECONDS,
  simulationIntervalMs,
  type MotionState,
} from './extrapolate';

const cruising: MotionState = {
  lat: 33.394,
  lon: 104.452,
  altitudeFt: 35_000,
  speedKt: 450,
  track: 90,
  onGround: false,
  positionTimeMs: 0,
};

describe('extrapolation (spec §4, §9)', () => {
  it('moves an airborne aircraft along its track at its ground speed', () => {
    const [lon, lat] = extrapolatePosition(cruising, 10_000, [0, 0]);
    // 450 kt for 10 s is 2315 m east; at 33.4° N a degree of longitude is ~93 km.
    expect(lat).toBeCloseTo(33.394, 6);
    expect((lon - 104.452) * 111_319.5 * Math.cos((33.394 * Math.PI) / 180)).toBeCloseTo(2315, -1);
    const [, north] = extrapolatePosition({ ...cruising, track: 0 }, 10_000, [0, 0]);
    expect((north - 33.394) * 111_319.5).toBeCloseTo(2315, -1);
  });

  it('stops after the cap and never goes back in time', () => {
    const capped = extrapolatePosition(cruising, 600_000, [0, 0]);
    const atCap = extrapolatePosition(cruising, MAX_EXTRAPOLATION_SECONDS * 1000, [0, 0]);
    expect(capped).toEqual(atCap);
    expect(extrapolatePosition(cruising, -5_000, [0, 0])).toEqual([104.452, 33.394]);
  });

  it('keeps aircraft on the ground, slow (below 350 km/h), low or without a track still', () => {
    expect(canExtrapolate(cruising)).toBe(true);
    expect(canExtrapolate({ ...cruising, onGround: true })).toBe(false);
    expect(canExtrapolate({ ...cruising, speedKt: 180 })).toBe(false); // 333 km/h
    expect(canExtrapolate({ ...cruising, speedKt: 190 })).toBe(true); // 352 km/h
    expect(canExtrapolate({ ...cruising, altitudeFt: -25 })).toBe(false);
    expect(canExtrapolate({ ...cruising, track: null })).toBe(false);
    expect(extrapolatePosition({ ...cruising, onGround: true }, 10_000, [0, 0])).toEqual([
      104.452, 33.394,
    ]);
  });

  it('re-draws less often as the picture grows', () => {
    expect(simulationIntervalMs(50)).toBe(200);
    expect(simulationIntervalMs(400)).toBe(333);
    expect(simulationIntervalMs(900)).toBe(500);
    expect(simulationIntervalMs(901)).toBeNull();
  });
});
