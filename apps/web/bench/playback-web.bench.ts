// `npm run bench:playback-web`: issue 8's "first frame drawn ≤ 1 s after opening the link",
// measured in Debian's Chromium (SwiftShader) against a server holding recorded traffic built
// with the real codec and repository (apps/server/bench/recorded-sky.ts). Each run opens a
// different recorded flight's link in a new page and reads the playback layer's
// `skytrace:playback-first-frame` mark (the track's source parsed and the next frame rendered),
// on the page's clock from navigation start. The first run has a cold cache; the rest reuse the
// browser's cached scripts as a returning visitor would. The peer, in the same run and browser,
// is the live radar's first painted aircraft (`skytrace:first-aircraft`) with 2,000 aircraft in
// view: what a first frame costs this machine and this map at the same moment.
//
//   flock /tmp/skytrace-build.lock npm run bench:playback-web -- [--days 2] [--aircraft 300]
//                                                                [--runs 12]
import { formatIcaoHexLower } from '@skytrace/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { buildRecordedSky } from '../../server/bench/recorded-sky';
import { seededRandom } from '../../server/src/testing/seeded-random';
import {
  buildWebIfNeeded,
  feedMovingSky,
  launchChromium,
  startBenchServer,
  startupTimeline,
} from './bench-browser';
import { SKY_CENTER } from './moving-sky';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '2' },
    aircraft: { type: 'string', default: '300' },
    runs: { type: 'string', default: '12' },
  },
});
const DAYS = Number(values.days);
const AIRCRAFT = Number(values.aircraft);
const RUNS = Number(values.runs);
const LIVE_AIRCRAFT = 2000;
const VIEWPORT = { width: 1280, height: 900 };
const DAY_MS = 86_400_000;
const TARGET_MS = 1000;

interface FlightRow {
  id: number;
  icao: number;
  first_seen: string | Date;
  last_seen: string | Date;
  point_count: number;
}

const seconds = (value: string | Date) => new Date(value).getTime() / 1000;

/** The flight's aircraft-window link (route playbacksup), as the history search gives it. */
function linkOf(flight: FlightRow): string {
  const hex = formatIcaoHexLower(flight.icao);
  const start = Math.floor(seconds(flight.first_seen)).toString();
  const end = Math.ceil(seconds(flight.last_seen)).toString();
  return `/playbacksup/${hex}/${flight.id.toString()}/${start}/${end}`;
}

/** Navigation → `mark` on the page's clock, in ms (throws when it does not come in 30 s). */
async function timeToMark(page: Page, url: string, mark: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(
    (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
    mark,
    { timeout: 30_000, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms · p95 ${percentile(values, 95).toFixed(0)} ms · max ${Math.max(...values).toFixed(0)} ms`;

async function main(): Promise<void> {
  buildWebIfNeeded('bench:playback-web');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-bench-playback-web-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-chromium-'));
  // The link opens for visitors, so the figure is the playback's, not a login's.
  const server = await startBenchServer(dataDir, { FLIGHT_DETAIL_REQUIRES_LOGIN: 'false' });
  // Recorded days end today (UTC), inside the embedded database's 30-day retention.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const built = await buildRecordedSky(server.database, {
    days: DAYS,
    aircraft: AIRCRAFT,
    start: today - DAYS * DAY_MS,
  });
  console.log(
    `recorded ${DAYS.toString()} days × ${AIRCRAFT.toString()} aircraft: ${built.totalPoints.toLocaleString()} points, ${Math.round(built.flightHours).toLocaleString()} flight-hours (${built.seconds.toFixed(0)} s)`,
  );
  const { rows } = (await server.database.db.execute(
    sql`select id::int as id, icao::int as icao, first_seen, last_seen, point_count::int as point_count
        from flights order by id`,
  )) as { rows: FlightRow[] };
  const pick = seededRandom(3);
  const flights = Array.from(
    { length: RUNS },
    () => rows[Math.floor(pick() * rows.length)] ?? rows[0],
  ).filter((row): row is FlightRow => row !== undefined);

  const stopFeed = feedMovingSky(server, LIVE_AIRCRAFT, 5);
  const context = await launchChromium(profile, VIEWPORT);
  const playback: number[] = [];
  const points: number[] = [];
  const radar: number[] = [];
  let timeline: [string, number][] = [];
  let coldTimeline: [string, number][] = [];
  const [lng, lat] = SKY_CENTER;
  try {
    for (const [i, flight] of flights.entries()) {
      const page = await context.newPage();
      playback.push(
        await timeToMark(page, `${server.url}${linkOf(flight)}`, 'skytrace:playback-first-frame'),
      );
      points.push(flight.point_count);
      if (i === 0) coldTimeline = await startupTimeline(page);
      if (i === flights.length - 1) timeline = await startupTimeline(page);
      await page.close();
      // Alternating with the peer, so both see the same machine load.
      const live = await context.newPage();
      radar.push(
        await timeToMark(
          live,
          `${server.url}/tracker/${lng.toFixed(4)},${lat.toFixed(4)}/6`,
          'skytrace:first-aircraft',
        ),
      );
      await live.close();
      console.log(
        `  run ${(i + 1).toString()}: flight ${flight.id.toString()} (${flight.point_count.toString()} points) first frame ${(playback.at(-1) ?? 0).toFixed(0)} ms · radar first aircraft ${(radar.at(-1) ?? 0).toFixed(0)} ms`,
      );
    }
  } finally {
    stopFeed();
    await context.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const [cold, ...warm] = playback;
  console.log('');
  console.log(
    `playback link → first frame drawn (${RUNS.toString()} flights, ${percentile(points, 50).toFixed(0)} points at p50): ${summary(playback)} (target ≤ ${TARGET_MS.toString()} ms)`,
  );
  console.log(
    `  first run, cold cache: ${(cold ?? NaN).toFixed(0)} ms; the other runs: ${summary(warm)}`,
  );
  const line = (steps: [string, number][]) =>
    steps.map(([step, at]) => `${step} ${at.toFixed(0)}`).join(' · ');
  console.log(`  timeline of the first run (ms after navigation): ${line(coldTimeline)}`);
  console.log(`  timeline of the last run: ${line(timeline)}`);
  console.log(
    `peer: live radar link → first aircraft (${LIVE_AIRCRAFT.toString()} in view), same runs: ${summary(radar)} · ratio at p50 ${(percentile(playback, 50) / percentile(radar, 50)).toFixed(2)}×`,
  );
  console.log(
    `machine: 2 cores, load average ${os.loadavg()[0]?.toFixed(2) ?? '?'}, Chromium with SwiftShader (--disable-gpu), ${VIEWPORT.width.toString()}×${VIEWPORT.height.toString()}, ${new Date().toISOString()}`,
  );
}

await main();
