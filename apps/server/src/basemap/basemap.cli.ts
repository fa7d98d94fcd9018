// `node dist/basemap.cli.js [dir]`, run by the server's build: generates the offline base map's
// tiles unless the directory already holds a build of the same data and code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp, readMeta, writeBaseMap } from './basemap.build';

const here = fileURLToPath(import.meta.url);
const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(here), 'basemap'));
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
