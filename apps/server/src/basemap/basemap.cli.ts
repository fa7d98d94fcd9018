// `node dist/basemap/basemap.cli.js DIR`, run by the server's build (`npx tsx` runs it from
// source): generates the offline base map's tiles into DIR unless it already holds a build of
// the same data and code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp, readMeta, writeBaseMap } from './basemap.build';

const here = fileURLToPath(import.meta.url);
const target = process.argv[2];
if (target === undefined) {
  console.error('usage: basemap.cli DIR');
  process.exit(2);
}
const dir = path.resolve(target);
// The bundle holds the generator's code and the reference data it reads.
const stamp = buildStamp(fs.readFileSync(here, 'utf8'));
const existing = await readMeta(dir);
if (existing?.stamp === stamp) {
  console.log(`base map up to date: ${existing.tiles} tiles, ${mb(existing.bytes)} in ${dir}`);
} else {
  const meta = await writeBaseMap(dir, stamp);
  console.log(
    `base map built: ${meta.tiles} tiles, ${mb(meta.bytes)} (${mb(meta.rawBytes)} before gzip) in ${meta.seconds} s → ${dir}`,
  );
}

function mb(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
