import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { snapBounds } from '@skytrace/contracts';
import locationProto from '../../../../packages/contracts/proto/location.proto?raw';
import { AircraftStore } from './aircraft.store';
import { decodeLocationBatch } from './location.decoder';
import { setLiveViewport, useLiveViewport, viewportCounter } from './viewport';

// A real full batch (encoded from the .proto the server uses) of the snapped view around a
// viewport: the store holds the margin too, the counter only what is on screen.

const root = protobuf.parse(locationProto).root;
const locationType = root.lookupType('skytrace.live.LocationBatch');

/** A full batch of `positions` ([lat, lon] in degrees) relative to `origin`'s corner. */
function fullBatch(origin: { south: number; west: number }, positions: [number, number][]) {
  const originLat = Math.floor(origin.south * 1e4);
  const originLon = Math.floor(origin.west * 1e4);
  const fields = {
    time: 1_700_000_000,
    full: true,
    originLat,
    originLon,
    icaoDelta: positions.map((_, i) => (i === 0 ? 0x780a00 : 1)),
    lat: positions.map(([lat]) => Math.round(lat * 1e4) - originLat),
    lon: positions.map(([, lon]) => {
      const units = Math.round(lon * 1e4) - originLon;
      return units < 0 ? units + 360 * 1e4 : units;
    }),
    alt: positions.map(() => 1400),
    spd: positions.map(() => 450),
    ang: positions.map(() => 90),
    vspd: positions.map(() => 0),
    age: positions.map(() => 1),
    flags: positions.map(() => 0),
  };
  return decodeLocationBatch(locationType.encode(locationType.fromObject(fields)).finish());
}

describe('aircraft on screen', () => {
  it('counts the viewport, not the snapped subscription the store holds', () => {
    const viewport = { north: 42.1, south: 36.1, west: 111.2, east: 121.2 };
    const subscribed = snapBounds(viewport);
    const store = new AircraftStore();
    store.applyLocation(
      fullBatch(subscribed, [
        [39.9, 116.4], // Beijing, on screen
        [36.0, 121.5], // in the snapped margin, south-east
        [42.15, 111.15], // in the snapped margin, north-west
      ]),
      1_000_000,
    );
    expect(store.size).toBe(3);
    const count = viewportCounter(store);
    useLiveViewport.setState({ bounds: null });
    expect(count()).toBe(3);
    setLiveViewport(viewport);
    expect(count()).toBe(1);
    // The user pans south-east: the counter follows without a new batch.
    setLiveViewport({ north: 41.9, south: 35.9, west: 111.7, east: 121.7 });
    expect(count()).toBe(2);
    // A batch moves the one on screen out of it.
    store.applyLocation(fullBatch(subscribed, [[42.15, 111.15]]), 1_001_000);
    expect(count()).toBe(0);
  });

  it('counts across the antimeridian however the map wraps its bounds', () => {
    const store = new AircraftStore();
    const viewport = { north: 10, south: -10, west: 170, east: 190 };
    store.applyLocation(
      fullBatch(snapBounds(viewport), [
        [0, 179.5],
        [0, -179.5],
        [0, -160],
      ]),
      1_000_000,
    );
    const count = viewportCounter(store);
    setLiveViewport(viewport);
    expect(count()).toBe(2);
    setLiveViewport({ north: 10, south: -10, west: -190, east: -170 });
    expect(count()).toBe(2);
  });
});
