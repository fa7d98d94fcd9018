import * as maplibregl from 'maplibre-gl';

/** The draggable pin of a picked location; `onMoved` hears where a drag left it (5 decimals). */
export function createPickMarker(onMoved: (lon: number, lat: number) => void): maplibregl.Marker {
  const marker = new maplibregl.Marker({ color: '#1f9cf0', draggable: true });
  marker.on('dragend', () => {
    const { lng, lat } = marker.getLngLat();
    onMoved(Math.round(lng * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5);
  });
  return marker;
}
