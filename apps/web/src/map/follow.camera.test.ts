import { describe, expect, it, vi } from 'vitest';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { AircraftStore } from '../live/aircraft.store';
import { FollowCamera } from './follow.camera';

/** The parts of a MapLibre map the camera uses, recording its moves and handlers. */
function fakeMap() {
  const handlers = new Map<string, () => void>();
  const map = {
    jumpTo: vi.fn(),
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
  };
  return { map, instance: map as unknown as MapLibreMap, handlers };
}

/** One position of aircraft 0x780A5C at lat/lon (batch units of 1e-4 degrees). */
function fly(store: AircraftStore, lat: number, lon: number) {
  store.applyLocation(
    {
      time: 0,
      full: false,
      originLat: 0,
      originLon: 0,
      icaoDelta: [0x780a5c],
      lat: [Math.round(lat * 1e4)],
      lon: [Math.round(lon * 1e4)],
      alt: [350],
      // Standing still: the extrapolated position is the reported one.
      spd: [0],
      ang: [90],
      vspd: [0],
      age: [0],
      flags: [0],
      removed: [],
    },
    Date.now(),
  );
}

describe('lock on the selected aircraft (spec §4)', () => {
  it('centres the aircraft after every batch while locked, and not after', () => {
    const store = new AircraftStore();
    const { map, instance } = fakeMap();
    const camera = new FollowCamera(instance, store, () => undefined);
    fly(store, 33, 104);
    expect(map.jumpTo).not.toHaveBeenCalled();
    camera.setTarget(0x780a5c);
    expect(map.jumpTo).toHaveBeenLastCalledWith(expect.objectContaining({ center: [104, 33] }));
    fly(store, 33.1, 104.2);
    expect(map.jumpTo).toHaveBeenLastCalledWith(expect.objectContaining({ center: [104.2, 33.1] }));
    camera.setTarget(null);
    fly(store, 33.2, 104.4);
    expect(map.jumpTo).toHaveBeenCalledTimes(2);
    camera.destroy();
  });

  it('gives the camera back when the user drags the map', () => {
    const store = new AircraftStore();
    const { instance, handlers } = fakeMap();
    const released = vi.fn();
    const camera = new FollowCamera(instance, store, released);
    handlers.get('dragstart')?.();
    expect(released).not.toHaveBeenCalled();
    camera.setTarget(0x780a5c);
    handlers.get('dragstart')?.();
    expect(released).toHaveBeenCalledTimes(1);
    camera.destroy();
    expect(handlers.has('dragstart')).toBe(false);
  });
});
