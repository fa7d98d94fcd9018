import { describe, expect, it } from 'vitest';
import { LOCATION_FLAGS } from '@skytrace/contracts';
import { extrapolatePosition } from '../../live/extrapolate';
import type { LiveAircraft } from '../../live/aircraft.store';
import {
  AircraftInstances,
  ICON_EMERGENCY,
  ICON_GROUND,
  mercatorX,
  mercatorY,
} from './aircraft.instances';

function aircraft(icao: number, fields: Partial<LiveAircraft> = {}): LiveAircraft {
  return {
    icao,
    hex: icao.toString(16),
    lat: 31.2,
    lon: 121.4,
    altitudeFt: 35_000,
    speedKt: 450,
    track: 90,
    verticalRateFpm: 0,
    onGround: false,
    positionTimeMs: 1_000_000,
    flags: 0,
    updatedMs: 1_000_000,
    identity: null,
    ...fields,
  };
}

const options = {
  epochMs: 1_000_000,
  originX: mercatorX(121),
  originY: mercatorY(31),
  selected: null,
  include: () => true,
};

describe('aircraft instance packing', () => {
  it('draws ground first, then by altitude band, emergencies, and the selected aircraft last', () => {
    const instances = new AircraftInstances();
    const list = [
      aircraft(1, { altitudeFt: 39_000 }),
      aircraft(2, { flags: LOCATION_FLAGS.emergency, altitudeFt: 1_000 }),
      aircraft(3, { onGround: true, altitudeFt: 0, speedKt: 10 }),
      aircraft(4, { altitudeFt: 1_000 }),
      aircraft(5, { altitudeFt: 500 }),
    ];
    const count = instances.pack(list, { ...options, selected: 4 });
    expect(count).toBe(5);
    expect([...instances.icao.subarray(0, count)]).toEqual([3, 5, 1, 2, 4]);
    const icon = (slot: number) => instances.iconAt(slot);
    const selected = (slot: number) => instances.isSelectedAt(slot);
    expect(icon(0)).toBe(ICON_GROUND);
    expect(icon(3)).toBe(ICON_EMERGENCY);
    expect(icon(4)).toBe(0); // the selected aircraft keeps its altitude colour
    expect(selected(4)).toBe(true);
    expect(selected(0)).toBe(false);
  });

  it('leaves out filtered aircraft and shrinks on the next batch', () => {
    const instances = new AircraftInstances();
    const list = Array.from({ length: 3000 }, (_, i) => aircraft(i + 1));
    expect(instances.pack(list, options)).toBe(3000);
    const even = instances.pack(list, { ...options, include: (a) => a.icao % 2 === 0 });
    expect(even).toBe(1500);
    expect(instances.icao[0]).toBe(2);
  });

  it('extrapolates like the CPU path, and not at all on the ground or when slow', () => {
    const instances = new AircraftInstances();
    const moving = aircraft(1, { track: 45, positionTimeMs: 999_000 });
    instances.pack(
      [moving, aircraft(2, { onGround: true }), aircraft(3, { speedKt: 100 })],
      options,
    );
    const slotOf = (icao: number) => instances.icao.indexOf(icao);
    const at: [number, number] = [0, 0];
    const seconds = 10;
    instances.positionAt(slotOf(1), seconds, at);
    const [lon, lat] = extrapolatePosition(moving, options.epochMs + seconds * 1000, [0, 0]);
    // 11 s at 450 kt ≈ 2.5 km; the mercator-linear and flat-earth steps agree within a few metres.
    const metresPerUnit = 2 * Math.PI * 6_378_137 * Math.cos((31.2 * Math.PI) / 180);
    expect(Math.abs(at[0] + options.originX - mercatorX(lon)) * metresPerUnit).toBeLessThan(5);
    expect(Math.abs(at[1] + options.originY - mercatorY(lat)) * metresPerUnit).toBeLessThan(5);
    for (const slot of [slotOf(2), slotOf(3)]) {
      expect(instances.speedAt(slot)).toBe(0);
      const still: [number, number] = [0, 0];
      instances.positionAt(slot, 0, still);
      expect(instances.positionAt(slot, seconds, [0, 0])).toEqual(still);
    }
    // Capped at 30 s like extrapolatePosition.
    const far: [number, number] = [0, 0];
    const cap: [number, number] = [0, 0];
    instances.positionAt(slotOf(1), 600, far);
    instances.positionAt(slotOf(1), 29, cap);
    expect(far).toEqual(cap);
    expect(far).not.toEqual(at);
  });

  it('keeps positions relative to the origin precise in float32', () => {
    const instances = new AircraftInstances();
    instances.pack([aircraft(1, { lat: 31.0001, lon: 121.0001 })], options);
    const dx = (instances.data[0] ?? 0) * 2 * Math.PI * 6_378_137;
    expect(dx).toBeCloseTo((mercatorX(121.0001) - mercatorX(121)) * 2 * Math.PI * 6_378_137, 2);
  });

  it('computes mercator y exactly as ½ − ln(tan(π/4 + φ/2)) / 2π', () => {
    for (const lat of [-85, -45.5, -0.0001, 0, 12.3456, 31.2, 60, 85.0511]) {
      const reference =
        0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
      expect(mercatorY(lat)).toBeCloseTo(reference, 14);
    }
  });
});
