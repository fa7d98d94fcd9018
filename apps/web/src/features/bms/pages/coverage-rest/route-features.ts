// The air-route and seaway coverage pages' map: each route as covered and uncovered steps.
/** Each route as runs of covered (green) and uncovered (red) 50 km steps. */
export function routeFeatures(
  rows: readonly { path: readonly [number, number, boolean][] }[],
): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = [];
  for (const row of rows) {
    row.path.forEach(([lon1, lat1, in1], i) => {
      const previous = row.path[i - 1];
      if (!previous) return;
      const [lon0, lat0, in0] = previous;
      features.push({
        type: 'Feature',
        properties: { color: in0 && in1 ? '#52c41a' : '#ff4d4f', width: 3 },
        geometry: {
          type: 'LineString',
          coordinates: [
            [lon0, lat0],
            [lon1, lat1],
          ],
        },
      });
    });
  }
  return { type: 'FeatureCollection', features };
}
