// Base map benchmark (`npm run bench:basemap`, after `npm run build`): what the built archive
// weighs and what a first view costs. Reads apps/server/dist/basemap-tiles (or BASEMAP_DIR):
// archive bytes on disk, tile count, the build's own time, and the gzipped tile bytes MapLibre
// loads for a set of first views (desktop 1280 × 800 and phone 390 × 844 at the tracker's
// default centre and zoom, and views over China and Europe at zooms 3–11).
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@skytrace/contracts';
import { BaseMapArchive } from '../src/basemap/basemap.archive';
import { viewTiles } from '../src/basemap/basemap.tiles';

const dir = path.resolve(
  process.env.BASEMAP_DIR ?? path.join(import.meta.dirname, '../dist/basemap-tiles'),
);
const archive = await BaseMapArchive.open(dir);
if (archive === null) {
  console.error(`no base map in ${dir}: run \`npm run build\` first`);
  process.exit(1);
}

let diskBytes = 0;
for (const name of await fs.readdir(dir)) diskBytes += (await fs.stat(path.join(dir, name))).size;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
console.log(`archive ${dir}`);
console.log(
  `  ${archive.meta.tiles} tiles, ${mb(archive.meta.bytes)} gzip (${mb(archive.meta.rawBytes)} raw), ${mb(diskBytes)} on disk with index and meta (budget 30 MB)`,
);
console.log(`  built in ${archive.meta.seconds} s (wall clock of that build)`);

const VIEWS: {
  name: string;
  center: readonly [number, number];
  zoom: number;
  size: [number, number];
}[] = [
  {
    name: 'tracker first view, desktop',
    center: DEFAULT_MAP_CENTER,
    zoom: DEFAULT_MAP_ZOOM,
    size: [1280, 800],
  },
  {
    name: 'tracker first view, phone',
    center: DEFAULT_MAP_CENTER,
    zoom: DEFAULT_MAP_ZOOM,
    size: [390, 844],
  },
  ...[3, 6, 8, 11].flatMap((zoom) => [
    {
      name: `central China z${zoom}`,
      center: [113.625, 34.747] as const,
      zoom,
      size: [1280, 800] as [number, number],
    },
    {
      name: `Europe z${zoom}`,
      center: [8.682, 50.11] as const,
      zoom,
      size: [1280, 800] as [number, number],
    },
  ]),
];

console.log('\nview                              tiles   KB gzip   budget 400');
for (const view of VIEWS) {
  let bytes = 0;
  const tiles = viewTiles(view.center, view.zoom, view.size[0], view.size[1]);
  for (const tile of tiles) bytes += (await archive.tile(tile.z, tile.x, tile.y))?.length ?? 0;
  const kb = bytes / 1024;
  console.log(
    `${view.name.padEnd(34)}${String(tiles.length).padStart(5)}${kb.toFixed(1).padStart(10)}   ${kb <= 400 ? 'ok' : 'OVER'}`,
  );
}
await archive.close();
