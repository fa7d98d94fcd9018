import { markStartup } from '../live/startup.marks';
import type { MapLibreMap } from './radar.map';

/**
 * Marks `skytrace:<step>` at the first frame drawn with every requested tile loaded: after the
 * base map's layers are added, the moment the land is on screen (bench:web's phone figures).
 */
export function markWhenTilesDrawn(map: MapLibreMap, step: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!map.areTilesLoaded()) return;
      map.off('render', check);
      markStartup(step);
      resolve();
    };
    map.on('render', check);
    map.triggerRepaint();
  });
}
