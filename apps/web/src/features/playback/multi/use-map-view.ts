import { useEffect, useState } from 'react';
import type { MapLibreMap } from '../../../map/radar.map';
import { sameBox, viewBoxOf, type ViewBox } from './view-box';

// A pan is many move events; the view is asked for once the map has rested this long (ms).
const SETTLE_MS = 400;

/** The map's current view while `active` (null otherwise), updated once the map rests. */
export function useMapView(map: MapLibreMap | null, active: boolean): ViewBox | null {
  const [box, setBox] = useState<ViewBox | null>(null);

  useEffect(() => {
    if (map === null || !active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const bounds = map.getBounds();
      const next = viewBoxOf({
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      });
      setBox((current) => (sameBox(current, next) ? current : next));
    };
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(read, SETTLE_MS);
    };
    read();
    map.on('moveend', settle);
    return () => {
      clearTimeout(timer);
      map.off('moveend', settle);
    };
  }, [map, active]);

  return active ? box : null;
}
