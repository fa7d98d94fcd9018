// What the web benchmarks share: a fresh build of the web app when its sources changed, and
// Debian's Chromium launched the way the browser tests launch it (playwright-core, SwiftShader).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { loadConfig } from '../../server/src/config';
import { startServer, type RunningServer } from '../../server/src/server';
import { CHROMIUM_ARGS } from '../e2e/browser';
import { MovingSky } from './moving-sky';

export const root = path.resolve(import.meta.dirname, '../../..');
export const webDist = path.join(root, 'apps/web/dist');

/** Newest modification time under `dir`, skipping node_modules and dist. */
function newest(dir: string): number {
  const stat = fs.statSync(dir);
  let time = stat.mtimeMs;
  if (!stat.isDirectory()) return time;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return time;
}

/** Builds apps/web when any of its sources is newer than dist/index.html. */
export function buildWebIfNeeded(label: string): void {
  const index = path.join(webDist, 'index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contracts/src'];
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (built > 0 && sources.every((source) => newest(path.join(root, source)) <= built)) return;
  console.log(`[${label}] building the web app`);
  execFileSync('npm', ['run', 'build', '-w', '@skytrace/web'], { cwd: root, stdio: 'inherit' });
}

/** Chromium with a fresh profile in `profile`, headless, WebGL on SwiftShader. */
/**
 * The peer layer (geojson.reference.layer.ts) as one script for the page: built here, so the
 * product's build does not carry it.
 */
export async function peerLayerScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(import.meta.dirname, 'peer-layer.entry.ts'),
        formats: ['iife'],
        name: 'skytracePeerLayer',
      },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (result === undefined || !('output' in result)) throw new Error('peer layer: no build output');
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (chunk === undefined) throw new Error('peer layer: no script in the build');
  return chunk.code;
}

export function launchChromium(
  profile: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    viewport,
    locale: 'en-US',
  });
}

/**
 * Where the time to a first frame went: the app's `skytrace:*` marks (src/live/
 * startup.marks.ts) and the end of each script's and the base map's download, in ms after
 * navigation start, in time order.
 */
export async function startupTimeline(page: Page): Promise<[string, number][]> {
  return page.evaluate(() => {
    const marks = performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('skytrace:'))
      .map((mark): [string, number] => [mark.name.slice('skytrace:'.length), mark.startTime]);
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.(m?js|json)$|\/api\//.test(entry.name))
      .map((entry): [string, number] => [
        `loaded ${new URL(entry.name).pathname.replace(/^.*\//, '')}`,
        entry.responseEnd,
      ]);
    const domContentLoaded = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const navigation: [string, number][] =
      domContentLoaded === undefined
        ? []
        : [['DOMContentLoaded', domContentLoaded.domContentLoadedEventEnd]];
    return [...marks, ...resources, ...navigation].sort((a, b) => a[1] - b[1]);
  });
}

/**
 * The server composition the web benchmarks measure against: HTTP + realtime roles serving the
 * built app, an ingest role with no feeders (its inputs on free ports), no simulator, data in
 * `dataDir`; `env` adds settings.
 */
export function startBenchServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer(
    loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Feeder inputs on free ports: a process without ingest needs REDIS_URL (config.ts).
      ROLES: 'http,realtime,ingest',
      FEED_BEAST_PORT: '0',
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      SIM: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ...env,
    }),
  );
}

/** Feeds `count` moving aircraft (moving-sky.ts) into the server's live table every second. */
export function feedMovingSky(server: RunningServer, count: number, seed: number): () => void {
  const sky = new MovingSky(count, seed);
  const apply = (update: Parameters<RunningServer['liveTable']['apply']>[0]) =>
    void server.liveTable.apply(update);
  sky.step(0, Date.now() / 1000, apply);
  const feed = setInterval(() => sky.step(1, Date.now() / 1000, apply), 1000);
  return () => clearInterval(feed);
}
