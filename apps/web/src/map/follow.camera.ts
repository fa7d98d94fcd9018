import type { Map as MapLibreMap } from 'maplibre-gl';
import type { AircraftStore } from '../live/aircraft.store';
import { extrapolatePosition } from '../live/extrapolate';

// Spec §2/§4 "lock aircraft": while locked, the camera centres the selected aircraft after every
// live batch, on the extrapolated position where its icon is drawn. A jump, not an ease: batches
// come about once a second and an ease cut short by the next one leaves the camera ever further
// behind (seen on the software renderer of the browser tests). Dragging the map is the user
// taking the camera back, so it releases the lock.

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

  private readonly position: [number, number] = [0, 0];

  private readonly follow = (): void => {
    if (this.icao === null) return;
    const aircraft = this.store.get(this.icao);
    if (aircraft === undefined) return;
    const [lon, lat] = extrapolatePosition(aircraft, Date.now(), this.position);
    this.map.jumpTo({ center: [lon, lat] });
  };

  private readonly release = (): void => {
    if (this.icao !== null) this.onRelease();
  };
}
