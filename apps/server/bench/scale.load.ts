// The load part of `npm run bench:scale` (scale.bench.ts): feeders at the asked rate, the
// clients connected over worker processes, then one measured window; prints its figures and
// hands the running feeders and tokens on to the fault scenarios.
import type { ChildProcess } from 'node:child_process';
import { HOST_PATHS } from '@skytrace/contracts';
import type { ScaleOptions } from './scale.options';
import type { ClientsReport, ClientsStart } from './scale.clients';
import type { FeedCounts, FeedStart } from './scale.feed';
import {
  cpuSeconds,
  memoryParts,
  nextMessage,
  rssBytes,
  sleep,
  socketToken,
  startWorker,
  type MemoryParts,
  type ServerProcess,
} from './scale.processes';
import {
  histogramCount,
  histogramPercentile,
  mergeHistograms,
  printFigure,
  printHeading,
} from './scale.report';
import { differences, tablePicture, WorldWatcher } from './scale.same-sky';
import { watchTicks } from './scale.ticks';
import { skyViews } from './scale.sky';
import { distinctBounds } from './scale.jitter';

/** A client whose batches stopped for longer than this in the window is starved, ms. */
export const STARVED_GAP_MS = 3_000;

export interface RunningLoad {
  feeder: ChildProcess;
  startMs: number;
  close(): void;
}

async function beastFrames(ingest: ServerProcess[]): Promise<number> {
  let frames = 0;
  for (const process of ingest) {
    const stats = (await (await fetch(`${process.base}/api/v2/system/stats`)).json()) as {
      data: { ingest: { inputs: { beast: { frames: number } } } | null };
    };
    frames += stats.data.ingest?.inputs.beast.frames ?? 0;
  }
  return frames;
}

async function averageRss(processes: ServerProcess[]): Promise<number[]> {
  const sums = processes.map(() => 0);
  for (let sample = 0; sample < 3; sample++) {
    processes.forEach((process, i) => (sums[i] = (sums[i] ?? 0) + rssBytes(process.pid)));
    await sleep(1_000);
  }
  return sums.map((sum) => sum / 3);
}

async function aircraftOn(base: string): Promise<number> {
  const file = (await (await fetch(`${base}${HOST_PATHS.aircraftJson}`)).json()) as {
    aircraft: unknown[];
  };
  return file.aircraft.length;
}

export async function measureLoad(run: {
  options: ScaleOptions;
  ingest: ServerProcess[];
  realtime: ServerProcess[];
  feedPorts: number[];
}): Promise<RunningLoad> {
  const { options, ingest, realtime } = run;
  const feeder = startWorker('scale.feed.ts');
  const startMs = Date.now();
  const feedStart: FeedStart = {
    ports: run.feedPorts,
    feeders: options.feeders,
    aircraft: options.aircraft,
    rate: options.rate,
    startMs,
  };
  feeder.send({ type: 'start', start: feedStart });
  await nextMessage(feeder, 'started');
  // Until the realtime processes hold (nearly) the whole sky, or it stops growing.
  let size = 0;
  for (let i = 0; i < 60; i++) {
    await sleep(2_000);
    const now = await aircraftOn(realtime[0]?.base ?? '');
    if (now >= options.aircraft * 0.95 || (now > 0 && now === size)) break;
    size = now;
  }
  console.log(
    `sky: ${(await aircraftOn(realtime[0]?.base ?? '')).toString()} aircraft on realtime-0`,
  );

  const tokens = await Promise.all(realtime.map((process) => socketToken(process.base)));
  const watchers = realtime.map((process, i) => new WorldWatcher(process.base, tokens[i] ?? ''));
  const baseline = await averageRss(realtime);
  const memoryBefore = await memoryParts(realtime);

  const workerCount = Math.max(1, Math.min(options.clientWorkers, options.clients));
  const share = Math.ceil(options.clients / workerCount);
  const workers: ChildProcess[] = [];
  const progress: { connected: number; subscribed: number; pictured: number }[] = [];
  const connectStarted = Date.now();
  for (let w = 0; w < workerCount; w++) {
    const worker = startWorker('scale.clients.ts');
    workers.push(worker);
    progress.push({ connected: 0, subscribed: 0, pictured: 0 });
    worker.on('message', (message: unknown) => {
      const update = message as {
        type: string;
        connected: number;
        subscribed: number;
        pictured: number;
      };
      if (update.type === 'progress') progress[w] = update;
    });
    const start: ClientsStart = {
      urls: realtime.map((process) => process.base),
      tokens,
      first: w * share,
      count: Math.max(0, Math.min(share, options.clients - w * share)),
      views: skyViews(options.views, options.aircraft, options.perView),
      jitter: options.jitter,
      measureEvery: options.measureEvery,
      aircraft: options.aircraft,
      feeders: options.feeders,
      startMs,
      connectPerSecond: options.connectRate / workerCount,
    };
    worker.send({ type: 'start', start });
  }
  const sum = (key: 'connected' | 'subscribed' | 'pictured') =>
    progress.reduce((total, each) => total + each[key], 0);
  const connectDeadline = Date.now() + (options.clients / options.connectRate) * 1000 + 60_000;
  while (sum('pictured') < options.clients && Date.now() < connectDeadline) await sleep(1_000);
  const connectSeconds = (Date.now() - connectStarted) / 1000;
  console.log(
    `clients: ${sum('connected').toString()} connected, ${sum('subscribed').toString()} subscribed, ${sum('pictured').toString()} with their first picture after ${connectSeconds.toFixed(0)} s`,
  );
  await sleep(5_000);
  const loaded = await averageRss(realtime);
  // The V8 heap and external memory besides the RSS: what the growth is made of.
  const memoryLoaded = await memoryParts(realtime);

  const watched = [...realtime, ...ingest];
  const cpuBefore = watched.map((process) => cpuSeconds(process.pid));
  const workerCpuBefore = workers.map((worker) => cpuSeconds(worker.pid ?? 0));
  const framesBefore = await beastFrames(ingest);
  const ticks = await watchTicks(realtime);
  for (const worker of workers) worker.send({ type: 'measure' });
  const windowStart = Date.now();
  await sleep(options.seconds * 1000);
  const reports = await Promise.all(
    workers.map((worker) => {
      const answer = nextMessage<{ report: ClientsReport }>(worker, 'report');
      worker.send({ type: 'report' });
      return answer;
    }),
  );
  const elapsed = (Date.now() - windowStart) / 1000;
  const views = await Promise.all(realtime.map((process) => viewCount(process.base)));
  const framesInWindow = (await beastFrames(ingest)) - framesBefore;
  const cpu = watched.map(
    (process, i) => (cpuSeconds(process.pid) - (cpuBefore[i] ?? 0)) / elapsed,
  );
  const workerCpu = workers.map(
    (worker, i) => (cpuSeconds(worker.pid ?? 0) - (workerCpuBefore[i] ?? 0)) / elapsed,
  );

  // RSS again once the clients have been served the whole window (the target): 5 s after the
  // last subscription a process may still hold the garbage of thousands of handshakes that no
  // collection has returned yet; this is what it holds while it keeps serving them.
  const served = await averageRss(realtime);
  const memoryServed = await memoryParts(realtime);

  // Feeders paused: every frame sent must have reached an ingest process, and the pictures settle.
  const paused = nextMessage<{ counts: FeedCounts }>(feeder, 'paused');
  feeder.send({ type: 'pause' });
  const { counts } = await paused;
  // What the ingest processes still hold in their socket buffers is read meanwhile: until the
  // count stops growing (a loaded machine takes longer), at most 20 s.
  let received = await beastFrames(ingest);
  for (let i = 0; i < 20; i++) {
    await sleep(1_000);
    const now = await beastFrames(ingest);
    if (now === received && now >= counts.sent) break;
    if (now === received && i >= 2) break;
    received = now;
  }
  await sleep(1_500);
  const expected = new Map<number, string>();
  for (const process of ingest)
    for (const [icao, key] of await tablePicture(process.base)) expected.set(icao, key);
  const skyDifferences = watchers.map((watcher) => differences(expected, watcher.picture));
  feeder.send({ type: 'resume' });

  const all = reports.map((each) => each.report);
  const connected = all.reduce((total, report) => total + report.connected, 0);
  const histogram = mergeHistograms(all.map((report) => report.delays));
  const publishedHistogram = mergeHistograms(all.map((report) => report.published));
  const timedRows = histogramCount(histogram);
  const gaps = all.flatMap((report) => report.maxGapMs);
  const batches = all.flatMap((report) => report.batches);
  const starved = gaps.filter((gap, i) => gap > STARVED_GAP_MS || batches[i] === 0).length;
  const rows = all.flatMap((report) => report.pictureRows).sort((a, b) => a - b);
  const growth = loaded.reduce((total, rss, i) => total + rss - (baseline[i] ?? 0), 0);
  const servedGrowth = served.reduce((total, rss, i) => total + rss - (baseline[i] ?? 0), 0);

  printHeading(
    `Fan-out: ${options.clients.toLocaleString('en')} clients over ${realtime.length.toString()} realtime processes, ${elapsed.toFixed(0)} s window`,
  );
  printFigure({
    name: 'clients connected',
    value: connected,
    unit: 'clients',
    target: { min: options.clients },
    detail: `connecting took ${connectSeconds.toFixed(0)} s`,
  });
  printFigure({
    name: 'aircraft per view (median first picture)',
    value: rows[Math.floor(rows.length / 2)] ?? 0,
    unit: 'aircraft',
    detail: `${options.views.toString()} views`,
  });
  const perClient = (bytes: number) => bytes / Math.max(1, connected) / 1024;
  const memoryGrowth = (before: MemoryParts, after: MemoryParts) =>
    `a client: V8 heap in use ${perClient(after.heapUsed - before.heapUsed).toFixed(1)} KB, committed ${perClient(after.heapCommitted - before.heapCommitted).toFixed(1)} KB, external ${perClient(after.external - before.external).toFixed(1)} KB`;
  const sent = distinctBounds(
    skyViews(options.views, options.aircraft, options.perView),
    options.clients,
    realtime.length,
    options.jitter,
  );
  printFigure({
    name: 'views per realtime process (mean)',
    // NaN when a build does not report its views (main before h-views): see the detail.
    value: views.reduce<number>((t, v) => t + (v ?? Number.NaN), 0) / realtime.length,
    unit: 'views',
    detail: `${realtime.map((p, i) => `${p.name} ${views[i]?.toString() ?? 'not reported'} views, sent ${(sent[i] ?? 0).toString()} distinct bounds`).join('; ')}; --jitter ${options.jitter.toString()}`,
  });
  printFigure({
    name: 'memory per client, 5 s after the last subscription (RSS growth / clients)',
    value: perClient(growth),
    unit: 'KB',
    detail: `RSS ${baseline.map((rss, i) => `${(rss / 2 ** 20).toFixed(0)}→${((loaded[i] ?? 0) / 2 ** 20).toFixed(0)} MB`).join(', ')}; ${memoryGrowth(memoryBefore, memoryLoaded)}`,
  });
  printFigure({
    name: `memory per client, served ${elapsed.toFixed(0)} s (RSS growth / clients)`,
    value: perClient(servedGrowth),
    unit: 'KB',
    target: { max: 20 },
    detail: `RSS ${baseline.map((rss, i) => `${(rss / 2 ** 20).toFixed(0)}→${((served[i] ?? 0) / 2 ** 20).toFixed(0)} MB`).join(', ')}; ${memoryGrowth(memoryBefore, memoryServed)}`,
  });
  printFigure({
    name: 'delay ingest publication → client p50',
    value: histogramPercentile(publishedHistogram, 50),
    unit: 'ms',
  });
  printFigure({
    name: 'delay ingest publication → client p99',
    value: histogramPercentile(publishedHistogram, 99),
    unit: 'ms',
    target: { max: 500 },
    detail: `max ${histogramPercentile(publishedHistogram, 100).toString()} ms over ${histogramCount(publishedHistogram).toLocaleString('en')} increments of every ${options.measureEvery.toString()}th client, from the publication time each carries`,
  });
  printFigure({
    name: 'delay feeder → client p50 (context: includes the wait for the 1 s tick)',
    value: histogramPercentile(histogram, 50),
    unit: 'ms',
  });
  printFigure({
    name: 'delay feeder → client p99 (context)',
    value: histogramPercentile(histogram, 99),
    unit: 'ms',
    detail: `max ${histogramPercentile(histogram, 100).toString()} ms over ${timedRows.toLocaleString('en')} moved rows of every ${options.measureEvery.toString()}th client; ${all.reduce((t, r) => t + r.unmatched, 0).toString()} unmatched`,
  });
  printFigure({
    name: `starved clients (a gap > ${(STARVED_GAP_MS / 1000).toString()} s between batches)`,
    value: starved,
    unit: 'clients',
    target: { max: 0 },
    detail: `fewest batches ${Math.min(...batches).toString()} in ${elapsed.toFixed(0)} s, longest gap ${Math.max(...gaps).toFixed(0)} ms, ${all.reduce((t, r) => t + r.disconnects, 0).toString()} disconnects`,
  });
  await ticks.print();
  printFigure({
    name: 'CPU of the processes',
    value: cpu.reduce((t, c) => t + c, 0) * 100,
    unit: '%',
    detail: `${watched.map((p, i) => `${p.name} ${((cpu[i] ?? 0) * 100).toFixed(0)} %`).join(', ')}; client workers ${workerCpu.map((c) => `${(c * 100).toFixed(0)} %`).join(', ')}, ${all.map((r) => `${(r.rssBytes / 2 ** 20).toFixed(0)} MB`).join(', ')}`,
  });

  printHeading(
    `Ingest: ${options.rate.toLocaleString('en')} messages/s offered to ${ingest.length.toString()} ingest process(es)`,
  );
  printFigure({
    name: 'messages/s received in the window',
    value: framesInWindow / elapsed,
    unit: 'messages/s',
    target: { min: options.rate * 0.99 },
  });
  printFigure({
    name: 'messages dropped (sent by the feeders, not received)',
    value: counts.sent - (received - 0),
    unit: 'messages',
    target: { max: 0 },
    detail: `${counts.sent.toLocaleString('en')} sent, ${received.toLocaleString('en')} received`,
  });
  printFigure({
    name: 'messages the feeders could not send (sender saturated)',
    value: counts.skipped,
    unit: 'messages',
    target: { max: 0 },
  });
  skyDifferences.forEach((different, i) =>
    printFigure({
      name: `aircraft different on realtime-${i.toString()}'s client from the ingest tables`,
      value: different,
      unit: 'aircraft',
      target: { max: 0 },
      detail: `of ${expected.size.toString()}`,
    }),
  );

  return {
    feeder,
    startMs,
    close: () => {
      for (const watcher of watchers) watcher.close();
    },
  };
}

/** The number of views a realtime process reports on its readiness probe (undefined: none). */
async function viewCount(base: string): Promise<number | undefined> {
  const answer: unknown = await (await fetch(`${base}${HOST_PATHS.healthReady}`)).json();
  const find = (value: unknown): number | undefined => {
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    if (typeof record.views === 'number') return record.views;
    for (const child of Object.values(record)) {
      const found = find(child);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return find(answer);
}
