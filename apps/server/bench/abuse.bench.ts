// `npm run bench:abuse`: issue 13's attacks again, each bounded, on loopback, against the real
// server process (abuse.server.ts), each flood on a fresh copy of one data directory so that one
// attack's damage does not spill into the next one's figures. Throughout, from their own
// processes: health every 50 ms, a real feeder whose aircraft must stay in aircraft.json, a real
// socket client that must keep getting batches (abuse.probes.ts). Prints, per flood, health
// p50/p99/max, feeder and socket, log growth and RSS during and after; the same at rest before
// any flood (the baseline); SIGTERM and kill -9 under load; a verdict per "Done when" target.
// Always exits 0: it is a benchmark, the verdicts are printed.
//
//   npm run bench:abuse -- [--quick] [--floods 1,2,…,10] [--keep]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileLimits, installCleanup, removeAtExit, sleep } from './abuse.children';
import { measureStop } from './abuse.durability';
import { FLOODS, floodSettings } from './abuse.floods';
import { Probes } from './abuse.probes';
import {
  printStops,
  printVerdicts,
  printWindows,
  type StopRow,
  type WindowRow,
} from './abuse.report';
import {
  copyTemplate,
  prepareTemplate,
  rssMb,
  startServer,
  stopServer,
  type BenchServer,
} from './abuse.server';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    floods: { type: 'string', default: '1,2,3,4,5,6,7,8,9,10' },
    keep: { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const selected = new Set(values.floods.split(',').map(Number));
const settings = floodSettings(quick);
const REST_SECONDS = quick ? 5 : 10;
const AFTER_SECONDS = quick ? 6 : 20;
const VISIBILITY_EVERY_MS = quick ? 2_000 : 5_000;
const STOP_FEED_SECONDS = quick ? 10 : 20;

/** The largest RSS seen since the last reset, sampled every second. */
class RssSampler {
  max = 0;
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly pid: number) {
    this.timer = setInterval(() => (this.max = Math.max(this.max, rssMb(this.pid))), 1_000);
  }
  reset(): void {
    this.max = rssMb(this.pid);
  }
  close(): void {
    clearInterval(this.timer);
  }
}

/** Measures one window: runs `during`, then summarises what the probes saw meanwhile. */
async function measureWindow(
  server: BenchServer,
  probes: Probes,
  rss: RssSampler,
  phase: string,
  window: WindowRow['window'],
  judged: boolean,
  during: () => Promise<void>,
): Promise<WindowRow> {
  rss.reset();
  const logBefore = server.logBytes();
  const from = Date.now();
  await during();
  const to = Date.now();
  const minutes = (to - from) / 60_000;
  const { health, clients } = await probes.summary(from, to);
  return {
    phase,
    window,
    seconds: (to - from) / 1000,
    health,
    clients,
    logBytesPerMinute: (server.logBytes() - logBefore) / minutes,
    rssMaxMb: Math.max(rss.max, rssMb(server.pid)),
    judged,
  };
}

async function main(): Promise<void> {
  if (os.platform() !== 'linux') throw new Error('bench:abuse reads /proc: run it on Linux');
  const started = performance.now();
  const limits = fileLimits();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-abuse-'));
  if (!values.keep) removeAtExit(workDir);
  installCleanup(values.keep);
  console.log(
    `bench:abuse${quick ? ' --quick' : ''}: floods ${[...selected].join(',')}; open files soft ${limits.soft}, hard ${limits.hard} (children raise theirs to the hard limit); work dir ${workDir}`,
  );
  if (settings.idleHttp > limits.hard - 100) {
    settings.idleHttp = limits.hard - 100;
    console.log(`idle HTTP connections capped at ${settings.idleHttp} by the open-file limit`);
  }
  const template = path.join(workDir, 'template');
  console.log('preparing a data directory (first start: migrations, reference data)…');
  await prepareTemplate(template, path.join(workDir, 'template.log'));

  const rows: WindowRow[] = [];
  const notes: string[] = [];
  let baselineTaken = false;
  for (const flood of FLOODS) {
    if (!selected.has(flood.id)) continue;
    const name = `${flood.id} ${flood.title}`;
    const dataDir = path.join(workDir, `flood-${flood.id}`);
    copyTemplate(template, dataDir);
    const server = await startServer(dataDir, path.join(workDir, `flood-${flood.id}.log`));
    const probes = await Probes.start(server, VISIBILITY_EVERY_MS);
    const rss = new RssSampler(server.pid);
    if (!baselineTaken) {
      baselineTaken = true;
      rows.push(
        await measureWindow(server, probes, rss, 'baseline (no flood)', 'rest', false, () =>
          sleep(REST_SECONDS * 1000),
        ),
      );
    }
    const teardown = await flood.setup?.(server, settings);
    let note = '';
    rows.push(
      await measureWindow(server, probes, rss, name, 'during', true, async () => {
        note = await flood.run(server, settings);
      }),
    );
    const afterSeconds = Math.max(AFTER_SECONDS, flood.afterSeconds ?? 0);
    rows.push(
      await measureWindow(server, probes, rss, name, 'after', true, () =>
        sleep(afterSeconds * 1000),
      ),
    );
    await teardown?.();
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      note += `; the server DIED (${server.child.exitCode ?? server.child.signalCode})`;
    }
    notes.push(`${name}: ${note}`);
    console.log(`done ${name}: ${note}`);
    rss.close();
    await probes.stop();
    // Not measured here (9 is): a server frozen by its flood is killed after 5 s.
    await stopServer(server, 'SIGTERM', 5_000);
  }

  const stops: StopRow[] = [];
  for (const [id, signal] of [
    [9, 'SIGTERM'],
    [10, 'SIGKILL'],
  ] as const) {
    if (!selected.has(id)) continue;
    const dataDir = path.join(workDir, `stop-${id}`);
    copyTemplate(template, dataDir);
    const measured = await measureStop(signal, {
      dataDir,
      logFile: path.join(workDir, `stop-${id}.log`),
      feedSeconds: STOP_FEED_SECONDS,
      aircraftPerConnection: settings.aircraftPerConnection,
      visibilityEveryMs: VISIBILITY_EVERY_MS,
    });
    const { from, to, logBytes, rssMaxMb } = measured.window;
    rows.push({
      phase: `${id} ${signal} under load`,
      window: 'load',
      seconds: (to - from) / 1000,
      health: measured.probes.health,
      clients: measured.probes.clients,
      logBytesPerMinute: logBytes / ((to - from) / 60_000),
      rssMaxMb,
      judged: false,
    });
    stops.push(measured.stop);
    console.log(`done ${id} ${signal} under load`);
  }

  console.log('');
  printWindows(rows);
  console.log('');
  for (const note of notes) console.log(note);
  printStops(stops);
  console.log('');
  const failed = printVerdicts(rows, stops);
  console.log(
    `\n${failed === 0 ? 'every target met' : `${failed} of 5 targets not met`}; whole run ${((performance.now() - started) / 60_000).toFixed(1)} min${values.keep ? `; logs and data kept in ${workDir}` : ''}`,
  );
}

await main();
process.exit(0);
