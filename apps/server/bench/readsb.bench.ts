// `npm run bench:readsb`: Skytrace's ingest beside readsb, the field's reference decoder, fed the
// same Beast bytes over TCP, each pinned to core 0. Prints Mode S messages per CPU-second of each
// (utime + stime from /proc), the aircraft and positions each ended with, the ratio and the load.
//   (a) replay: the capture ×300 and a synthetic file (120 aircraft) ×60, as fast as accepted;
//   (b) fair: many feeders at real time, so readsb's speed check keeps every position.
// readsb is built from a checkout you provide (never vendored or downloaded here):
//   READSB_DIR=/path/to/readsb npm run bench:readsb -- [--runs 3] [--only replay|fair]
//       [--fair-aircraft 20000] [--fair-feeders 200] [--fair-rate 50000] [--fair-seconds 20]
//       [--fair-warm-seconds 10]   (sent first, not measured: every aircraft heard, code compiled)
//       [--skytrace-flags=--cpu-prof,--cpu-prof-dir=/tmp/prof]   (this build's extra V8 flags)
//       [--baseline path/to/other/dist/main.js]   (a third contestant: an older server build)
//       [--baseline-flags=--a,--b]   (the baseline's V8 flags instead of the server's own, e.g.
//                                     `--baseline-flags=` alone: this build without them)
// Without READSB_DIR but with a baseline, Skytrace runs beside the baseline only (before/after
// figures of a change on a machine without a readsb checkout); ratios are then to the baseline.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_NODE_FLAGS } from '../src/node-flags';
import {
  machineLoad,
  settle,
  startReadsb,
  startSkytrace,
  type Receiver,
  type RunResult,
} from './readsb.peers';
import {
  connectAll,
  countModeS,
  pacedPlan,
  repeatedFile,
  sendAll,
  sendPaced,
  syntheticFile,
  type PacedPlan,
} from './readsb.traffic';

const root = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const capture = path.join(root, '../shared/data/adsb/capture-ulss7.beast');
const HOW_TO = `bench:readsb needs a readsb checkout: READSB_DIR is not set.
  git clone https://github.com/wiedehopf/readsb /tmp/readsb   (build deps: libncurses-dev zlib1g-dev libzstd-dev pkg-config)
  READSB_DIR=/tmp/readsb npm run bench:readsb
(With --baseline, Skytrace runs beside that build alone.)
Skipped.`;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    'capture-file': { type: 'string', default: capture },
    'fair-aircraft': { type: 'string', default: '20000' },
    'fair-feeders': { type: 'string', default: '200' },
    'fair-rate': { type: 'string', default: '50000' },
    'fair-seconds': { type: 'string', default: '20' },
    'fair-warm-seconds': { type: 'string', default: '10' },
    baseline: { type: 'string', default: '' },
    'baseline-flags': { type: 'string' },
    /** Extra V8 flags for this build's server, e.g. `--skytrace-flags=--cpu-prof,--cpu-prof-dir=/tmp/p`. */
    'skytrace-flags': { type: 'string', default: '' },
  },
});

interface Measured extends RunResult {
  cpu: number;
  behind: number;
  /** Messages after the warm-up: what the CPU-seconds were spent on. */
  measured: number;
}

/**
 * Feeds one receiver; calls `mark` where the measured part begins (after any warm-up). Returns
 * how often the sender was held back and the Mode S messages sent before the mark.
 */
type Sender = (receiver: Receiver, mark: () => void) => Promise<{ behind: number; warm: number }>;

/** One run of one receiver: started fresh, fed, left to settle, CPU read, then its totals. */
async function measure(start: () => Promise<Receiver>, send: Sender): Promise<Measured> {
  const receiver = await start();
  await new Promise((resolve) => setTimeout(resolve, 500));
  let before = Number.NaN;
  const { behind, warm } = await send(receiver, () => (before = receiver.cpuSeconds()));
  await settle(receiver);
  const cpu = receiver.cpuSeconds() - before;
  const result = await receiver.finish();
  return { ...result, cpu, behind, measured: result.messages - warm };
}

const perCpu = (m: Measured) => m.measured / m.cpu;
const millions = (n: number) => `${(n / 1e6).toFixed(2)} M`;
const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

function line(name: string, m: Measured): string {
  return `  ${name.padEnd(9)} ${m.messages.toLocaleString('en').padStart(10)} msgs${m.measured === m.messages ? '' : ` (${m.measured.toLocaleString('en')} measured)`}  ${m.cpu.toFixed(2).padStart(6)} CPU-s  ${millions(perCpu(m)).padStart(8)}/CPU-s  aircraft ${m.aircraft}  positions ${m.positions.toLocaleString('en')}${m.behind > 0 ? `  (sender held back ${m.behind}×)` : ''}`;
}

/** The contestants: readsb, this server, and an older build of it when `--baseline` is given. */
function contestants(
  readsbBinary: string | undefined,
  feeders: number,
): [string, () => Promise<Receiver>][] {
  const list: [string, () => Promise<Receiver>][] = [];
  if (readsbBinary !== undefined) list.push(['readsb', () => startReadsb(readsbBinary)]);
  const own = [...SERVER_NODE_FLAGS, ...values['skytrace-flags'].split(',').filter(Boolean)];
  list.push(['skytrace', () => startSkytrace(feeders, SERVER_ENTRY, own)]);
  const flags = values['baseline-flags']?.split(',').filter(Boolean);
  // An older build, or this one with other V8 flags (`--baseline-flags=`: none of the server's).
  const entry = values.baseline ? path.resolve(values.baseline) : flags ? SERVER_ENTRY : '';
  if (entry) list.push(['baseline', () => startSkytrace(feeders, entry, flags)]);
  return list;
}

/** Alternating runs (the order rotates every run), each with the machine's load. */
async function compare(
  title: string,
  runs: number,
  send: Sender,
  feeders: number,
  readsbBinary: string | undefined,
): Promise<void> {
  console.log(`\n${title}`);
  const list = contestants(readsbBinary, feeders);
  // The reference of the ratios: readsb, or without it the baseline build.
  const peer = readsbBinary === undefined ? 'baseline' : 'readsb';
  const rates = new Map<string, number[]>(list.map(([name]) => [name, []]));
  const ratios = new Map<string, number[]>(list.map(([name]) => [name, []]));
  for (let run = 1; run <= runs; run++) {
    console.log(` run ${run}/${runs}, ${machineLoad()}`);
    const shift = (run - 1) % list.length;
    const order = [...list.slice(shift), ...list.slice(0, shift)];
    const results = new Map<string, Measured>();
    for (const [name, start] of order) {
      const measured = await measure(start, send);
      results.set(name, measured);
      console.log(line(name, measured));
    }
    const reference = results.get(peer);
    for (const [name, measured] of results) {
      rates.get(name)?.push(perCpu(measured));
      if (reference) ratios.get(name)?.push(perCpu(measured) / perCpu(reference));
    }
  }
  const spread = (list: number[]) =>
    `${(((Math.max(...list) - Math.min(...list)) / median(list)) * 100).toFixed(0)} %`;
  for (const [name] of list) {
    const own = rates.get(name) ?? [];
    const ratio = median(ratios.get(name) ?? []);
    console.log(
      ` median ${name.padEnd(9)} ${millions(median(own))}/CPU-s (spread ${spread(own)})${name === peer ? '' : `, / ${peer} = ${ratio.toFixed(2)}`}`,
    );
  }
  console.log(` [${machineLoad()}]`);
}

function replaySender(bytes: Uint8Array): Sender {
  return async (receiver, mark) => {
    const [socket] = await connectAll(receiver.port, 1);
    mark();
    if (socket) await sendAll(socket, bytes);
    return { behind: 0, warm: 0 };
  };
}

function pacedSender(plan: PacedPlan): Sender {
  return async (receiver, mark) => {
    const sockets = await connectAll(receiver.port, plan.feeders);
    return { behind: await sendPaced(sockets, plan, mark), warm: plan.warmModeS };
  };
}

/** Builds readsb in `dir` and prints its version; returns the binary. */
function buildReadsb(dir: string, head: string): string {
  console.log(`building readsb in ${dir} (make RTLSDR=no)…`);
  execFileSync('make', ['-C', dir, 'RTLSDR=no', `-j${os.cpus().length}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const binary = path.join(dir, 'readsb');
  let commit = 'unknown commit';
  try {
    commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // A source archive has no .git; its version line is still printed below.
  }
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`readsb: ${version.split('\n')[0]} (${commit}); Skytrace ${head}`);
  return binary;
}

async function main(): Promise<void> {
  const readsbDir = process.env.READSB_DIR;
  const withBaseline = values.baseline !== '' || values['baseline-flags'] !== undefined;
  if (!readsbDir && !withBaseline) {
    console.log(HOW_TO);
    return;
  }
  if (os.platform() !== 'linux') throw new Error('the benchmark reads /proc: run it on Linux');
  try {
    execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  } catch {
    console.warn('taskset not available: senders and receivers may share a core');
  }
  const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  let readsbBinary: string | undefined;
  if (readsbDir) {
    readsbBinary = buildReadsb(readsbDir, head);
  } else {
    console.log(`READSB_DIR not set: Skytrace ${head} beside the baseline only`);
  }
  console.log('building the server…');
  execFileSync(process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  const runs = Number(values.runs);
  const only = values.only;
  if (only !== 'fair') {
    const captureBytes = repeatedFile(values['capture-file'], 300);
    const synthetic = syntheticFile(120, 60, 60);
    for (const [title, bytes] of [
      ['(a) replay: synthetic, 120 aircraft ×60', synthetic],
      ['(a) replay: capture-ulss7.beast ×300', captureBytes],
    ] as const) {
      const modeS = countModeS(bytes).toLocaleString('en');
      const heading = `${title}: ${modeS} Mode S messages, one feeder, as fast as accepted`;
      await compare(heading, runs, replaySender(bytes), 1, readsbBinary);
    }
  }
  if (only !== 'replay') {
    const aircraft = Number(values['fair-aircraft']);
    const feeders = Number(values['fair-feeders']);
    const rate = Number(values['fair-rate']);
    const seconds = Number(values['fair-seconds']);
    const warm = Number(values['fair-warm-seconds']);
    const plan = pacedPlan(aircraft, feeders, rate, seconds, warm);
    const title = `(b) fair: ${aircraft.toLocaleString('en')} aircraft from ${feeders} feeders, ${rate.toLocaleString('en')} msgs/s at real time, ${warm} s of warm-up then ${seconds} s measured (${(plan.modeS - plan.warmModeS).toLocaleString('en')} Mode S messages)`;
    await compare(title, runs, pacedSender(plan), feeders, readsbBinary);
  }
}

await main();
