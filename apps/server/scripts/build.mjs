// Bundles the server into dist/main.js: our own TypeScript (and workspace packages) is compiled
// in; every npm dependency stays external and is loaded from node_modules at run time (PGlite's
// wasm, pino's workers and argon2's native code must not be bundled). Then it generates the
// offline base map's tiles (dist/basemap-tiles), unless a build of the same data and code is there.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: [
    path.join(root, 'src/main.ts'),
    path.join(root, 'src/db/migrate.cli.ts'),
    path.join(root, 'src/basemap/basemap.cli.ts'),
  ],
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@skytrace/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
console.log('server built: apps/server/dist/main.js');

const basemap = spawnSync(
  process.execPath,
  [path.join(root, 'dist/basemap/basemap.cli.js'), path.join(root, 'dist/basemap-tiles')],
  { stdio: 'inherit' },
);
if (basemap.status !== 0) process.exit(basemap.status ?? 1);
