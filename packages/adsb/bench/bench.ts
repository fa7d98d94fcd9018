// Throughput benchmark (npm run bench -w packages/adsb). Not a test: it prints messages per
// second of our Beast framing, decoding + tracking, and encoding, side by side with the npm
// package mode-s-decoder on the same input, for the real capture replayed many times and for
// synthetic traffic from our encoder. Every workload runs in a fresh process (see workloads.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRate, type Rate } from './measure.js';
import {
  BEAST_WORKLOADS,
  FLEET_SIZE,
  messagesPerRound,
  runWorkload,
  SYNTHETIC_MESSAGES,
} from './workloads.js';

const scriptPath = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(scriptPath), '../../..');
const dataDir = path.resolve(repoRoot, '../shared/data/adsb');
const capturePath = path.join(dataDir, 'capture-ulss7.beast');

const LABELS: Record<string, string> = {
  frame: 'Beast framing alone (frames of all types)',
  ours: 'ours: Beast framing + decode + track',
  theirs: 'mode-s-decoder: Beast framing (ours) + decode',
  oursFramed: 'ours: decode + track, pre-framed messages',
  oursDecodeOnly: 'ours: decode only, pre-framed messages',
  theirsFramed: 'mode-s-decoder: decode only, pre-framed messages',
  encode: 'encode frames (with CRC and CPR)',
  encodeBeast: 'encode frames + Beast framing into one buffer',
};
/** Which of mode-s-decoder's figures each of ours is compared with. */
const VERSUS: Record<string, string> = {
  ours: 'theirs',
  oursFramed: 'theirsFramed',
  oursDecodeOnly: 'theirsFramed',
};

/** Run one workload in a child process (same Node flags, so tsx too) and read its result. */
function runIsolated(name: string): Rate {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, scriptPath, '--workload', name],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as Rate;
}

function printGroup(title: string, group: string, names: string[]): void {
  console.log(`\n${title}`);
  console.log(
    `  ${''.padEnd(50)} ${'best'.padStart(10)} ${'median'.padStart(10)} ${'ratio'.padStart(7)}`,
  );
  const rates: Record<string, Rate> = {};
  for (const name of names) rates[name] = runIsolated(`${group}:${name}`);
  for (const name of names) {
    const rate = rates[name];
    if (rate === undefined) continue;
    const versus = rates[VERSUS[name] ?? ''];
    const ratio = versus === undefined ? '' : `${(rate.best / versus.best).toFixed(2)}×`;
    console.log(
      `  ${(LABELS[name] ?? name).padEnd(50)} ${formatRate(rate.best).padStart(10)} ` +
        `${formatRate(rate.median).padStart(10)} ${ratio.padStart(7)}`,
    );
  }
}

function main(): void {
  const [load] = loadavg();
  console.log(
    `@skytrace/adsb benchmark: Node ${process.version}, ${cpus().length} CPUs, load ${(load ?? 0).toFixed(1)}. ` +
      `Each figure: items per CPU-second, best and median of several rounds in a fresh process; ` +
      `ratio = ours / mode-s-decoder (best).`,
  );
  if (existsSync(capturePath)) {
    const perRound = messagesPerRound('capture', capturePath);
    printGroup(
      `Real capture ${path.basename(capturePath)}, replayed: ${perRound} Mode S messages per round`,
      'capture',
      BEAST_WORKLOADS,
    );
  } else {
    console.log(`\nReal capture MISSING: ${capturePath} not found; its figures are skipped.`);
  }
  const perRound = messagesPerRound('synthetic', capturePath);
  printGroup(
    `Synthetic traffic from the encoder (${FLEET_SIZE} aircraft): ${perRound} Mode S messages per round`,
    'synthetic',
    BEAST_WORKLOADS,
  );
  printGroup(`Encoder: ${FLEET_SIZE} aircraft, ${SYNTHETIC_MESSAGES} frames per round`, 'encoder', [
    'encode',
    'encodeBeast',
  ]);
}

if (process.argv[2] === '--workload') {
  console.log(JSON.stringify(runWorkload(process.argv[3] ?? '', capturePath)));
} else {
  main();
}
