import type { Map as MapLibreMap } from 'maplibre-gl';
import type { AircraftStore } from '../live/aircraft.store';

// Spec §2/§4 "lock aircraft": while locked, the camera centres the selected aircraft after every
// live batch. Dragging the map is the user taking the camera back, so it releases the lock.

const FOLLOW_EASE_MS = 800;

export class FollowCamera {
  private icao: number | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly map: MapLibreMap,
    private readonly store: AircraftStore,
    /** Called when the user drags the map while following. */
    private readonly onRelease: () => void,
  ) {
    this.unsubscribe = store.subscribe(this.follow);
    map.on('dragstart', this.release);
  }

  /** Follows `icao`, or nothing. */
  setTarget(icao: number | null): void {
    if (icao === this.icao) return;
    this.icao = icao;
    this.follow();
  }

  destroy(): void {
    this.unsubscribe();
    this.map.off('dragstart', this.release);
  }

  private readonly follow = (): void => {
    if (this.icao === null) return;
    const aircraft = this.store.get(this.icao);
    if (aircraft === undefined) return;
    this.map.easeTo({ center: [aircraft.lon, aircraft.lat], duration: FOLLOW_EASE_MS });
  };

  private readonly release = (): void => {
    if (this.icao !== null) this.onRelease();
  };
}
