// `npm run bench:ingest`: many concurrent Beast feeders into a real server process pinned to one
// core, at increasing rates until it saturates. Prints sustained messages/s with nothing
// dropped, server CPU, memory with the live aircraft, trace points written and bytes per stored
// point; and, as a peer in the same run, what a bare TCP byte sink on the same core accepts.
//
//   npm run bench:ingest -- [--feeders 200] [--aircraft 10000] [--steps 25000,50000,...]
//                           [--step-seconds 8] [--scrape-metrics]
//                           [--entry other/apps/server/dist/main.js]   (an older build, not rebuilt)
//
// --scrape-metrics reads GET /metrics every second during the steps, as a Prometheus would,
// and prints what the scrapes took: run it once with and once without to see their cost.
import { API_V2_FULL_PATHS, HOST_PATHS } from '@skytrace/contracts';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SyntheticSky } from './synthetic-sky';

const root = path.resolve(import.meta.dirname, '../../..');

const { values } = parseArgs({
  options: {
    feeders: { type: 'string', default: '200' },
    aircraft: { type: 'string', default: '10000' },
    steps: { type: 'string', default: '50000,100000,200000,300000,400000,500000,600000' },
    'step-seconds': { type: 'string', default: '8' },
    'scrape-metrics': { type: 'boolean', default: false },
    /** Another build's entry (before/after figures of a change); this one is built otherwise. */
    entry: { type: 'string', default: '' },
  },
});
const serverEntry = values.entry
  ? path.resolve(values.entry)
  : path.join(root, 'apps/server/dist/main.js');
const SCRAPE_METRICS = values['scrape-metrics'];
const FEEDERS = Number(values.feeders);
const AIRCRAFT = Number(values.aircraft);
const STEPS = values.steps.split(',').map(Number);
const STEP_SECONDS = Number(values['step-seconds']);
const TICK_MS = 50;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads /metrics every second until stopped; returns each scrape's duration and size. */
function scrapeEverySecond(base: string): { stop(): Promise<{ ms: number[]; bytes: number }> } {
  const ms: number[] = [];
  let bytes = 0;
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      const started = performance.now();
      const response = await fetch(`${base}${HOST_PATHS.metrics}`);
      const text = await response.text();
      if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
      ms.push(performance.now() - started);
      bytes = text.length;
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
  })();
  // Held until stop(): a failed scrape ends the loop and is reported there.
  let failure: Error | undefined;
  const settled = loop.catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error('a /metrics scrape failed');
  });
  return {
    stop: async () => {
      state.running = false;
      await settled;
      if (failure !== undefined) throw failure;
      return { ms, bytes };
    },
  };
}

interface Stats {
  ingest: { inputs: { beast: { frames: number; accepted: number } } } | null;
  live: { aircraft: number; withPosition: number };
  traces: { pointsWritten: number; bytesWritten: number; pointsInMemory: number };
  memory: { rssBytes: number; heapUsedBytes: number };
}

async function readStats(base: string): Promise<Stats> {
  const response = await fetch(`${base}${API_V2_FULL_PATHS.systemStats}`);
  return ((await response.json()) as { data: Stats }).data;
}

/**
 * Each feeder dials from its own loopback address (Linux routes all of 127/8 to lo): the server
 * admits a few new feeder ids per address (devices/feeder.admission.ts), so from one address 190
 * of the 200 feeders were refused and their frames counted but never decoded.
 */
function connectAll(port: number, count: number): Promise<net.Socket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<net.Socket>((resolve, reject) => {
          const localAddress = `127.0.${Math.floor(i / 250)}.${(i % 250) + 2}`;
          const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () =>
            resolve(socket),
          );
          socket.once('error', reject);
          socket.setNoDelay(false);
        }),
    ),
  );
}

/**
 * Sends `rate` frames per second for `seconds`, spread over the feeders every tick. Returns the
 * frames actually written (a socket that is still draining skips its share: that is the sender
 * saturating, reported separately from the server dropping).
 */
async function drive(sky: SyntheticSky, sockets: net.Socket[], rate: number, seconds: number) {
  let sent = 0;
  let skipped = 0;
  const start = performance.now();
  const perTick = (rate * TICK_MS) / 1000;
  let due = 0;
  for (let tick = 0; performance.now() - start < seconds * 1000; tick++) {
    due += perTick;
    const frames = Math.floor(due);
    due -= frames;
    const batches = sky.frames(frames, (performance.now() - start) / 1000);
    for (let i = 0; i < sockets.length; i++) {
      const socket = sockets[i];
      const batch = batches[i];
      if (!socket || !batch || batch.bytes.length === 0) continue;
      if (socket.writableLength > 4 * 1024 * 1024) {
        skipped += batch.frames;
        continue;
      }
      socket.write(batch.bytes);
      sent += batch.frames;
    }
    const next = start + (tick + 1) * TICK_MS;
    await sleep(Math.max(0, next - performance.now()));
  }
  return { sent, skipped };
}

async function startServer(httpPort: number, beastPort: number, dataDir: string) {
  const child = spawn('taskset', ['-c', '0', process.execPath, serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(httpPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ROLES: 'http,ingest',
      SIM: 'off',
      LOG_LEVEL: 'warn',
      FEED_BEAST_PORT: String(beastPort),
      FEED_AVR_PORT: '0',
      FEED_SBS_PORT: '0',
      FEED_MAX_PER_ADDRESS: String(FEEDERS + 10),
      // Each synthetic feeder hears aircraft all over China, which no real receiver does: lift
      // the range check so it measures throughput, not plausibility quarantines.
      FEED_MAX_RANGE_KM: '20000',
      TRACE_FLUSH_SECONDS: '10',
      DEVICE_FLUSH_SECONDS: '10',
      // The benchmark reads the process memory from /api/v2/system/stats.
      STATS_INTERNALS: 'public',
    },
  });
  const base = `http://127.0.0.1:${httpPort}`;
  for (let i = 0; i < 600; i++) {
    try {
      await readStats(base);
      return { child, base };
    } catch {
      await sleep(100);
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** The peer: a bare TCP sink on the same core, counting bytes, with the same feeders. */
async function measureSink(sky: SyntheticSky): Promise<number> {
  const port = await freePort();
  const code = `let n=0;require('net').createServer(s=>s.on('data',d=>{n+=d.length})).listen(${port},'127.0.0.1',()=>console.log('ready'));setInterval(()=>console.log('bytes',n),250)`;
  const sink: ChildProcess = spawn('taskset', ['-c', '0', process.execPath, '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  await new Promise<void>((resolve) => {
    sink.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line === 'ready') resolve();
        if (line.startsWith('bytes ')) bytes = Number(line.slice(6));
      }
    });
  });
  const sockets = await connectAll(port, FEEDERS);
  const before = bytes;
  const seconds = 4;
  const { sent } = await drive(sky, sockets, 2_000_000, seconds);
  await sleep(500);
  const received = bytes - before;
  for (const socket of sockets) socket.destroy();
  sink.kill();
  const bytesPerFrame = sky.averageFrameBytes();
  console.log(
    `peer  bare TCP sink (1 core): ${Math.round(received / bytesPerFrame / seconds).toLocaleString('en')} frames/s received of ${Math.round(sent / seconds).toLocaleString('en')} offered`,
  );
  return received / bytesPerFrame / seconds;
}

/** Live-state memory measured with the garbage collector in hand (bench/live-memory.ts). */
function measureLiveMemory(): string {
  return execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'live-memory.ts'),
      String(AIRCRAFT),
      String(FEEDERS),
    ],
    { cwd: root, encoding: 'utf8' },
  ).trim();
}

async function main(): Promise<void> {
  if (os.platform() !== 'linux') throw new Error('the benchmark reads /proc: run it on Linux');
  try {
    execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  } catch {
    console.warn('taskset not available: feeders and server may share a core');
  }
  if (values.entry) {
    console.log(`server: ${serverEntry} (not rebuilt)`);
  } else {
    console.log('building the server…');
    execFileSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')], {
      stdio: 'inherit',
    });
  }
  const sky = new SyntheticSky(AIRCRAFT, FEEDERS, 20_260_101);
  console.log(
    `${FEEDERS} Beast feeders, ${AIRCRAFT.toLocaleString('en')} aircraft, ${STEP_SECONDS} s per step, server pinned to core 0${SCRAPE_METRICS ? ', /metrics scraped every second' : ''}; load average ${os.loadavg()[0]?.toFixed(2)}\n`,
  );
  const sinkRate = await measureSink(sky);
  const liveMemory = measureLiveMemory();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-bench-'));
  const httpPort = await freePort();
  const beastPort = await freePort();
  const { child, base } = await startServer(httpPort, beastPort, dataDir);
  const pid = child.pid ?? 0;
  const sockets = await connectAll(beastPort, FEEDERS);
  sky.announce(sockets);
  // Warm up: every aircraft heard, so the live table holds them all.
  await drive(sky, sockets, 50_000, 4);
  await sleep(1500);

  let sustained = 0;
  const scraper = SCRAPE_METRICS ? scrapeEverySecond(base) : undefined;
  let traceStart = await readStats(base);
  const traceStartTime = performance.now();
  console.log('rate offered   sent/s     received/s  lag      server CPU  RSS     live aircraft');
  for (const rate of STEPS) {
    const before = await readStats(base);
    const cpuBefore = cpuSeconds(pid);
    const t0 = performance.now();
    const { sent, skipped } = await drive(sky, sockets, rate, STEP_SECONDS);
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = (cpuSeconds(pid) - cpuBefore) / elapsed;
    // Give the server a moment to drain its socket buffers, then see what it missed.
    await sleep(1500);
    const after = await readStats(base);
    const received =
      (after.ingest?.inputs.beast.frames ?? 0) - (before.ingest?.inputs.beast.frames ?? 0);
    const lag = sent - received;
    const ok = lag <= sent * 0.001 && skipped === 0;
    if (ok) sustained = Math.max(sustained, received / elapsed);
    console.log(
      `${String(rate).padEnd(14)} ${String(Math.round(sent / elapsed)).padEnd(10)} ${String(Math.round(received / elapsed)).padEnd(11)} ${String(lag).padEnd(8)} ${(cpu * 100).toFixed(0).padStart(4)} %     ${(rssBytes(pid) / 2 ** 20).toFixed(0).padStart(4)} MB ${after.live.aircraft}${ok ? '' : '  ← saturated'}`,
    );
    if (!ok) break;
  }
  const scrapes = await scraper?.stop();
  // Let the trace flush (every 10 s here) write what the run kept.
  await sleep(11_000);
  // What one scrape costs the server, with every aircraft live and every feeder connected
  // (idle otherwise): server CPU over back-to-back scrapes.
  let cpuPerScrapeMs: number | undefined;
  if (SCRAPE_METRICS) {
    const count = 50;
    const cpuBefore = cpuSeconds(pid);
    for (let i = 0; i < count; i++) await (await fetch(`${base}${HOST_PATHS.metrics}`)).text();
    cpuPerScrapeMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / count;
  }
  const end = await readStats(base);
  const traceSeconds = (performance.now() - traceStartTime) / 1000;
  const points = end.traces.pointsWritten - traceStart.traces.pointsWritten;
  const bytes = end.traces.bytesWritten - traceStart.traces.bytesWritten;
  traceStart = end;
  console.log('');
  console.log(
    `sustained with nothing dropped: ${Math.round(sustained).toLocaleString('en')} messages/s (target ≥ 100,000)`,
  );
  console.log(`ratio to the bare TCP sink peer: ${(sustained / sinkRate).toFixed(3)}`);
  if (scrapes && scrapes.ms.length > 0) {
    const sorted = [...scrapes.ms].sort((a, b) => a - b);
    const at = (q: number) => (sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(1);
    console.log(
      `/metrics scraped every second during the steps: ${sorted.length} scrapes, median ${at(0.5)} ms, max ${at(1)} ms, ${(scrapes.bytes / 1024).toFixed(1)} KB each`,
    );
  }
  if (cpuPerScrapeMs !== undefined) {
    console.log(
      `server CPU per scrape (10 ms clock ticks, averaged over 50): ${cpuPerScrapeMs.toFixed(2)} ms`,
    );
  }
  console.log(
    `load average at the end (1, 5, 15 min): ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    `memory with ${end.live.aircraft.toLocaleString('en')} live aircraft: RSS ${(end.memory.rssBytes / 2 ** 20).toFixed(0)} MB, heap ${(end.memory.heapUsedBytes / 2 ** 20).toFixed(0)} MB (${end.traces.pointsInMemory.toLocaleString('en')} trace points in memory)`,
  );
  console.log(
    `trace points written: ${Math.round(points / traceSeconds).toLocaleString('en')}/s, ${points > 0 ? (bytes / points).toFixed(1) : '–'} bytes per stored point`,
  );
  console.log(liveMemory);
  for (const socket of sockets) socket.destroy();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
