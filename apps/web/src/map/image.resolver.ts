import type { Map as MapLibreMap } from 'maplibre-gl';

// Label images drawn on demand (airport labels, the base map's labels). Since MapLibre 6 an
// image can only be supplied by the map's one missing-image resolver: a `styleimagemissing`
// listener fires too late and the symbol stays empty. Several layers share that one resolver
// here; each answers for the image names it owns.

/** Draws and adds the image `id` when it is one of the caller's; true when it answered. */
export type ImageSupplier = (id: string) => boolean;

const suppliersOf = new WeakMap<MapLibreMap, Set<ImageSupplier>>();

/** Adds `supply` to the map's resolver; the returned function removes it. */
export function supplyMissingImages(map: MapLibreMap, supply: ImageSupplier): () => void {
  let suppliers = suppliersOf.get(map);
  if (suppliers === undefined) {
    const created = new Set<ImageSupplier>();
    suppliers = created;
    suppliersOf.set(map, created);
    map.setMissingStyleImageResolver((id) => {
      for (const supplier of created) if (supplier(id)) return;
    });
  }
  suppliers.add(supply);
  const registered = suppliers;
  return () => {
    registered.delete(supply);
  };
}
