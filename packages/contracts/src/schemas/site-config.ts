import { z } from 'zod';

// What the web client needs to know about this server's configuration before it renders the
// tracker: whether flight detail needs login (spec §6, FLIGHT_DETAIL_REQUIRES_LOGIN) and which
// optional online map sources the operator configured (the offline base map is always there).

/** One optional raster tile source (`{z}/{x}/{y}` URL template). */
export const mapSourceSchema = z.object({
  /** Tile URL template with {z}, {x}, {y} (and optional {s} subdomains are not supported). */
  url: z.string(),
  /** Attribution text shown on the map when this source is visible. */
  attribution: z.string(),
  maxZoom: z.number().int().min(1).max(22),
});

export const MAP_SOURCE_KINDS = [
  'default',
  'terrain',
  'satellite',
  'osm',
  'road',
  'boundary',
  'weather',
  'cloud',
] as const;
export type MapSourceKind = (typeof MAP_SOURCE_KINDS)[number];

export const siteConfigSchema = z.object({
  /** Spec §6: visitors see live values only; base info, detail and paths need login. */
  flightDetailRequiresLogin: z.boolean(),
  /** Configured online sources by kind; a kind absent here is not offered in the map options. */
  mapSources: z.partialRecord(z.enum(MAP_SOURCE_KINDS), mapSourceSchema),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type MapSource = z.infer<typeof mapSourceSchema>;
