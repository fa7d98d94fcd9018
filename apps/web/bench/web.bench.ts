// `npm run bench:web`: the tracker with 10,000 live aircraft, measured in Debian's Chromium.
// A server composition (HTTP and realtime roles, an ingest role with no feeders, no simulator)
// whose LiveTable gets 10,000 moving aircraft every second; the real realtime server sends the
// protobuf increments.
// The page opens at zoom 5 over the traffic box, so all 10,000 are subscribed (spec §9's 2000 cap
// applies below zoom 5 only) and in view. Measured per phase: main-thread busy time per second
// (CDP Performance TaskDuration: every task on the renderer main thread, one update a second),
// the layer's own pack/upload time and the socket decode/apply time, long tasks, heap after GC
// every 10 s, WebSocket bytes per second and per changed aircraft, time from navigation to the
// first painted aircraft, and the gzip size of the JS loaded before that paint. The peer, in the
// same page and session, is the previous GeoJSON layer (setData per batch).
// First of all, the phone figures (phone-start.ts): an iPhone 13 with its CPU slowed 4× opens
// `/` seconds after the server started, then again on the warm server (`--phone-runs`).
//
//   flock /tmp/skytrace-build.lock npm run bench:web -- [--quick] [--aircraft 10000]
//                                                       [--seconds 120] [--peer-seconds 40]
//                                                       [--phone-runs 3] [--phone-only]
//                                                       [--phone-trace]
// `--phone-trace` records a performance trace of each phone run and prints where the main
// thread's time went before the first aircraft and the search box (phone-trace.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import {
  buildWebIfNeeded,
  feedMovingSky,
  launchChromium,
  peerLayerScript,
  startBenchServer,
  startupTimeline,
  webDist,
} from './bench-browser';
import { SKY_CENTER } from './moving-sky';
import { measurePhoneStart, phoneStartLine, type PhoneStart } from './phone-start';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    aircraft: { type: 'string', default: '10000' },
    seconds: { type: 'string' },
    'peer-seconds': { type: 'string' },
    'phone-runs': { type: 'string' },
    'phone-only': { type: 'boolean', default: false },
    'phone-trace': { type: 'boolean', default: false },
  },
});
const QUICK = values.quick;
const AIRCRAFT = Number(values.aircraft);
const SECONDS = Number(values.seconds ?? (QUICK ? 12 : 120));
const PEER_SECONDS = Number(values['peer-seconds'] ?? (QUICK ? 8 : 40));
const HEAP_EVERY_S = QUICK ? 4 : 10;
const PHONE_RUNS = Number(values['phone-runs'] ?? (QUICK ? 2 : 3));
const VIEWPORT = { width: 1280, height: 900 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LayerStats {
  updates: number;
  meanMs: number;
  lastMs: number;
  rendered: number;
  frames: number;
  firstPaintMs: number | null;
}

interface LiveStats {
  locationBatches: number;
  locationBytes: number;
  rows: number;
  meanApplyMs: number;
}

interface Probe {
  layer: LayerStats | null;
  live: LiveStats;
  count: number;
  longTasks: number[];
}

function probe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const skytrace = window.__skytrace;
    const longTasks = (window as unknown as { __longTasks?: number[] }).__longTasks ?? [];
    return {
      layer: skytrace?.renderStats() ?? null,
      live: skytrace?.liveStats() ?? {
        locationBatches: 0,
        locationBytes: 0,
        rows: 0,
        meanApplyMs: 0,
      },
      count: skytrace?.aircraftCount() ?? 0,
      longTasks: longTasks.splice(0),
    };
  });
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usage.usedSize;
}

interface PhaseResult {
  name: string;
  seconds: number;
  mainThreadMsPerSecond: number;
  layerMsPerUpdate: number;
  applyMsPerBatch: number;
  longTasks: number;
  longestTaskMs: number;
  wsBytesPerSecond: number;
  bytesPerChangedAircraft: number;
  rowsPerSecond: number;
  aircraft: number;
  heapMb: number[];
}

async function phase(
  name: string,
  seconds: number,
  page: Page,
  cdp: CDPSession,
  wsBytes: { total: number },
): Promise<PhaseResult> {
  const before = await probe(page);
  const tasksBefore = await taskSeconds(cdp);
  const bytesBefore = wsBytes.total;
  const started = Date.now();
  const heap: number[] = [];
  const longTasks: number[] = [];
  while (Date.now() - started < seconds * 1000) {
    await sleep(Math.min(HEAP_EVERY_S * 1000, seconds * 1000 - (Date.now() - started)));
    if (!QUICK || heap.length === 0 || Date.now() - started >= seconds * 1000) {
      heap.push((await heapAfterGc(cdp)) / 1e6);
    }
    longTasks.push(...(await probe(page)).longTasks);
  }
  const elapsed = (Date.now() - started) / 1000;
  const tasksAfter = await taskSeconds(cdp);
  const after = await probe(page);
  longTasks.push(...after.longTasks);
  const updates = (after.layer?.updates ?? 0) - (before.layer?.updates ?? 0);
  const layerTotal =
    (after.layer?.meanMs ?? 0) * (after.layer?.updates ?? 0) -
    (before.layer?.meanMs ?? 0) * (before.layer?.updates ?? 0);
  const batches = after.live.locationBatches - before.live.locationBatches;
  const applyTotal =
    after.live.meanApplyMs * after.live.locationBatches -
    before.live.meanApplyMs * before.live.locationBatches;
  const rows = after.live.rows - before.live.rows;
  const payload = after.live.locationBytes - before.live.locationBytes;
  return {
    name,
    seconds: elapsed,
    // The heap/GC probes themselves run on the main thread; they are a few ms per 10 s.
    mainThreadMsPerSecond: ((tasksAfter - tasksBefore) * 1000) / elapsed,
    layerMsPerUpdate: updates > 0 ? layerTotal / updates : 0,
    applyMsPerBatch: batches > 0 ? applyTotal / batches : 0,
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks),
    wsBytesPerSecond: (wsBytes.total - bytesBefore) / elapsed,
    bytesPerChangedAircraft: rows > 0 ? payload / rows : 0,
    rowsPerSecond: rows / elapsed,
    aircraft: after.count,
    heapMb: heap,
  };
}

async function main(): Promise<void> {
  buildWebIfNeeded('bench:web');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-bench-web-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-chromium-'));
  // The server caps a socket at SOCKET_SUB_MAX_AIRCRAFT (5000 by default); this bench subscribes
  // to all of its sky.
  const server = await startBenchServer(dataDir, { SOCKET_SUB_MAX_AIRCRAFT: String(AIRCRAFT) });
  const stopFeed = feedMovingSky(server, AIRCRAFT, 7);
  const serverStarted = Date.now();
  // The phone first, seconds after the server started (issue 15: "also on a server started
  // seconds before"), then on the warm server; each run a cold browser.
  const phone: { label: string; run: PhoneStart }[] = [];
  for (let run = 0; run < PHONE_RUNS; run++) {
    const label =
      run === 0
        ? `phone, server up ${((Date.now() - serverStarted) / 1000).toFixed(1)} s`
        : `phone, warm server, run ${(run + 1).toString()}`;
    phone.push({
      label,
      run: await measurePhoneStart(server.url, { trace: values['phone-trace'] }),
    });
  }
  if (values['phone-only']) {
    for (const { label, run } of phone) {
      console.log(phoneStartLine(label, run));
      for (const line of run.trace ?? []) console.log(line);
    }
    console.log(
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
    stopFeed();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const context = await launchChromium(profile, VIEWPORT);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Network.enable');
    const wsBytes = { total: 0 };
    cdp.on(
      'Network.webSocketFrameReceived',
      (event: { response: { payloadData: string; opcode: number } }) => {
        const data = event.response.payloadData;
        // Binary frames arrive base64-encoded; text frames as they are.
        wsBytes.total +=
          event.response.opcode === 2
            ? Math.floor((data.length * 3) / 4) -
              (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)
            : Buffer.byteLength(data);
      },
    );
    const [lng, lat] = SKY_CENTER;
    await page.goto(`${server.url}/tracker/${lng.toFixed(4)},${lat.toFixed(4)}/5`);
    await page.waitForFunction(
      (count) =>
        (window.__skytrace?.aircraftCount() ?? 0) >= count &&
        window.__skytrace?.renderStats()?.firstPaintMs != null,
      AIRCRAFT * 0.98,
      { timeout: 60_000, polling: 100 },
    );
    const firstPaint = (await probe(page)).layer?.firstPaintMs ?? NaN;
    const startup = await startupTimeline(page);
    // Scripts by the page's own clock: those requested before the first painted aircraft are
    // the route's initial JS; the React shell, requested after it (features/tracker/radar/
    // radar.boot.ts), is reported apart, as is the MapLibre worker (.mjs, off the main thread).
    const requested = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter((entry) => /\.m?js$/.test(entry.path)),
    );
    const unique = (list: string[]) => [...new Set(list)];
    const initialScripts = unique(
      requested
        .filter((entry) => entry.start < firstPaint && entry.path.endsWith('.js'))
        .map((entry) => entry.path),
    );
    const shellScripts = unique(
      requested
        .filter((entry) => entry.start >= firstPaint && entry.path.endsWith('.js'))
        .map((entry) => entry.path),
    ).filter((script) => !initialScripts.includes(script));
    const workerScripts = unique(
      requested.filter((entry) => entry.path.endsWith('.mjs')).map((entry) => entry.path),
    );
    const gzipSize = (list: string[]) =>
      list.reduce((sum, pathname) => {
        const file = path.join(webDist, pathname);
        return fs.existsSync(file)
          ? sum + gzipSync(fs.readFileSync(file), { level: 9 }).length
          : sum;
      }, 0);
    const initialJsGzip = gzipSize(initialScripts);
    const workerJsGzip = gzipSize(workerScripts);
    const shellJsGzip = gzipSize(shellScripts);
    await sleep(3000);
    const gpu = await phase('GPU layer (custom WebGL)', SECONDS, page, cdp, wsBytes);
    // Evaluated through the DevTools protocol: the page's Content-Security-Policy (script-src
    // 'self') refuses an inline script tag.
    await page.evaluate(await peerLayerScript());
    await page.evaluate(() => {
      const create = window.__skytracePeerLayer;
      if (create === undefined) throw new Error('the peer layer script did not load');
      window.__skytrace?.startPeerLayer(create);
    });
    await sleep(3000);
    const peer = await phase('peer: GeoJSON setData', PEER_SECONDS, page, cdp, wsBytes);
    report({
      gpu,
      peer,
      firstPaint,
      startup,
      initialJsGzip,
      workerJsGzip,
      shellJsGzip,
      initialScripts,
      shellScripts,
      phone,
    });
  } finally {
    stopFeed();
    await context.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(result: {
  gpu: PhaseResult;
  peer: PhaseResult;
  firstPaint: number;
  startup: [string, number][];
  initialJsGzip: number;
  workerJsGzip: number;
  shellJsGzip: number;
  initialScripts: string[];
  shellScripts: string[];
  phone: { label: string; run: PhoneStart }[];
}): void {
  const { gpu, peer } = result;
  const load = os.loadavg()[0] ?? 0;
  const growth = (heap: number[]) =>
    heap.length > 1 ? (heap[heap.length - 1] ?? 0) - (heap[0] ?? 0) : 0;
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
  const rows: [string, string, string, string, string][] = [
    ['figure', gpu.name, peer.name, 'GPU / peer', 'target'],
    [
      'main-thread busy per 1 s update (ms)',
      gpu.mainThreadMsPerSecond.toFixed(1),
      peer.mainThreadMsPerSecond.toFixed(1),
      ratio(gpu.mainThreadMsPerSecond, peer.mainThreadMsPerSecond),
      '',
    ],
    [
      'layer work per update (ms)',
      gpu.layerMsPerUpdate.toFixed(2),
      peer.layerMsPerUpdate.toFixed(2),
      ratio(gpu.layerMsPerUpdate, peer.layerMsPerUpdate),
      '',
    ],
    [
      'decode + store apply per batch (ms)',
      gpu.applyMsPerBatch.toFixed(2),
      peer.applyMsPerBatch.toFixed(2),
      '',
      '',
    ],
    [
      'our work per update: layer + apply (ms)',
      (gpu.layerMsPerUpdate + gpu.applyMsPerBatch).toFixed(2),
      (peer.layerMsPerUpdate + peer.applyMsPerBatch).toFixed(2),
      ratio(
        gpu.layerMsPerUpdate + gpu.applyMsPerBatch,
        peer.layerMsPerUpdate + peer.applyMsPerBatch,
      ),
      '≤ 8',
    ],
    [
      'long tasks (> 50 ms) per minute / longest (ms)',
      `${((gpu.longTasks * 60) / gpu.seconds).toFixed(1)} / ${gpu.longestTaskMs.toFixed(0)}`,
      `${((peer.longTasks * 60) / peer.seconds).toFixed(1)} / ${peer.longestTaskMs.toFixed(0)}`,
      '',
      '',
    ],
    [
      'heap after GC: first → last (MB)',
      `${(gpu.heapMb[0] ?? 0).toFixed(1)} → ${(gpu.heapMb.at(-1) ?? 0).toFixed(1)}`,
      `${(peer.heapMb[0] ?? 0).toFixed(1)} → ${(peer.heapMb.at(-1) ?? 0).toFixed(1)}`,
      '',
      'no growth',
    ],
    [
      'heap growth over the phase (MB)',
      growth(gpu.heapMb).toFixed(2),
      growth(peer.heapMb).toFixed(2),
      '',
      '≈ 0',
    ],
    [
      'aircraft in view',
      gpu.aircraft.toString(),
      peer.aircraft.toString(),
      '',
      AIRCRAFT.toString(),
    ],
    [
      'WebSocket bytes per second',
      gpu.wsBytesPerSecond.toFixed(0),
      peer.wsBytesPerSecond.toFixed(0),
      '',
      '',
    ],
    [
      'changed aircraft per second',
      gpu.rowsPerSecond.toFixed(0),
      peer.rowsPerSecond.toFixed(0),
      '',
      '',
    ],
    [
      'location bytes per changed aircraft',
      gpu.bytesPerChangedAircraft.toFixed(1),
      peer.bytesPerChangedAircraft.toFixed(1),
      '',
      '≤ 20',
    ],
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of rows) {
    console.log(row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('  '));
  }
  console.log('');
  console.log(
    `first aircraft painted after navigation: ${result.firstPaint.toFixed(0)} ms (target ≤ 1500)`,
  );
  console.log(
    `  timeline (ms after navigation): ${result.startup.map(([step, ms]) => `${step} ${ms.toFixed(0)}`).join(' · ')}`,
  );
  console.log(
    `tracker route initial JS (gzip -9 of the ${result.initialScripts.length.toString()} scripts loaded before first paint): ${(result.initialJsGzip / 1024).toFixed(1)} KB (target ≤ 400 KB)`,
  );
  console.log(`  ${result.initialScripts.join(' ')}`);
  console.log(`  plus the MapLibre worker: ${(result.workerJsGzip / 1024).toFixed(1)} KB gzip`);
  console.log(
    `  then the React shell, requested after the first paint: ${(result.shellJsGzip / 1024).toFixed(1)} KB gzip in ${result.shellScripts.length.toString()} scripts (route total ${((result.initialJsGzip + result.shellJsGzip) / 1024).toFixed(1)} KB)`,
  );
  console.log(`  ${result.shellScripts.join(' ')}`);
  console.log(
    'phone start (iPhone 13, CPU 4× slower, cold browser, ms after navigation; target: all ≤ 2000):',
  );
  for (const { label, run } of result.phone) {
    console.log(`  ${phoneStartLine(label, run)}`);
    for (const line of run.trace ?? []) console.log(line);
  }
  console.log(
    `heap samples (MB, GPU phase, every ${HEAP_EVERY_S.toString()} s): ${gpu.heapMb.map((mb) => mb.toFixed(1)).join(' ')}`,
  );
  console.log(
    `machine: ${os.cpus().length.toString()} cores, load average ${load.toFixed(2)}, Chromium with SwiftShader (--disable-gpu), ${VIEWPORT.width.toString()}×${VIEWPORT.height.toString()}, ${new Date().toISOString()}`,
  );
}

await main();
