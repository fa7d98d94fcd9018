// Throughput benchmark (npm run bench -w packages/adsb). Not a test: it prints messages per
// second of our Beast framing, decoding + tracking, and encoding, side by side with the npm
// package mode-s-decoder on the same input, for the real capture replayed many times and for
// synthetic traffic from our encoder.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BEAST_MAX_FRAME_BYTES, writeBeastFrame } from '../src/index.js';
import { formatRate, measure, type Rate } from './measure.js';
import {
  extractMessages,
  frameOnly,
  ourDecodeAndTrack,
  ourDecodeFramed,
  ourTrackFramed,
  theirDecode,
  theirDecodeFramed,
  type BeastInput,
} from './pipelines.js';
import { createFleet, encodeNextFrame, synthesiseBeast } from './syntheticTraffic.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const dataDir = path.resolve(repoRoot, '../shared/data/adsb');
const capturePath = path.join(dataDir, 'capture-ulss7.beast');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
/** Replays of the 61 s capture per round: ~270 k Mode S messages, a short round. */
const CAPTURE_REPLAYS = Number(process.env.BENCH_REPLAYS ?? 30);
const FLEET_SIZE = 5000;
const SYNTHETIC_MESSAGES = 300_000;

function row(label: string, rate: Rate, versus?: Rate): void {
  const ratio = versus === undefined ? '' : `${(rate.best / versus.best).toFixed(2)}×`;
  console.log(
    `  ${label.padEnd(50)} ${formatRate(rate.best).padStart(10)} ${formatRate(rate.median).padStart(10)} ${ratio.padStart(7)}`,
  );
}

function header(title: string): void {
  console.log(`\n${title}`);
  console.log(
    `  ${''.padEnd(50)} ${'best'.padStart(10)} ${'median'.padStart(10)} ${'ratio'.padStart(7)}`,
  );
}

function benchBeast(title: string, input: BeastInput): void {
  const framed = extractMessages(input.bytes);
  header(`${title}: ${framed.messages.length * input.replays} Mode S messages per round`);
  row(
    'Beast framing alone (frames of all types)',
    measure(ROUNDS, () => frameOnly(input)),
  );
  const ours = measure(ROUNDS, () => ourDecodeAndTrack(input));
  const theirs = measure(ROUNDS, () => theirDecode(input));
  row('ours: Beast framing + decode + track', ours, theirs);
  row('mode-s-decoder: Beast framing (ours) + decode', theirs);
  const oursFramed = measure(ROUNDS, () =>
    ourTrackFramed(framed, input.replays, input.replaySeconds),
  );
  const oursDecodeOnly = measure(ROUNDS, () => ourDecodeFramed(framed, input.replays));
  const theirsFramed = measure(ROUNDS, () => theirDecodeFramed(framed, input.replays));
  row('ours: decode + track, pre-framed messages', oursFramed, theirsFramed);
  row('ours: decode only, pre-framed messages', oursDecodeOnly, theirsFramed);
  row('mode-s-decoder: decode only, pre-framed messages', theirsFramed);
}

function benchEncoder(): void {
  header(`Encoder: ${FLEET_SIZE} aircraft, ${SYNTHETIC_MESSAGES} frames per round`);
  const frame = new Uint8Array(14);
  const out = new Uint8Array(1 << 20);
  const encodeOnly = measure(ROUNDS, () => {
    const fleet = createFleet(FLEET_SIZE, 59.8, 30.3);
    for (let i = 0; i < SYNTHETIC_MESSAGES; i++) {
      const aircraft = fleet[i % FLEET_SIZE];
      if (aircraft !== undefined) encodeNextFrame(aircraft, Math.floor(i / FLEET_SIZE), frame);
    }
    return SYNTHETIC_MESSAGES;
  });
  row('encode frames (with CRC and CPR)', encodeOnly);
  const encodeBeast = measure(ROUNDS, () => {
    const fleet = createFleet(FLEET_SIZE, 59.8, 30.3);
    let end = 0;
    for (let i = 0; i < SYNTHETIC_MESSAGES; i++) {
      const aircraft = fleet[i % FLEET_SIZE];
      if (aircraft === undefined) continue;
      const length = encodeNextFrame(aircraft, Math.floor(i / FLEET_SIZE), frame);
      if (end > out.length - BEAST_MAX_FRAME_BYTES) end = 0;
      end = writeBeastFrame(out, end, frame, length, i * 1200, 0x40);
    }
    return SYNTHETIC_MESSAGES;
  });
  row('encode frames + Beast framing into one buffer', encodeBeast);
}

function main(): void {
  const [load] = loadavg();
  console.log(
    `@skytrace/adsb benchmark: Node ${process.version}, ${cpus().length} CPUs, load ${(load ?? 0).toFixed(1)}; ` +
      `${ROUNDS} rounds per figure. Ratio = ours / mode-s-decoder (best rounds).`,
  );
  if (existsSync(capturePath)) {
    const bytes = new Uint8Array(readFileSync(capturePath));
    // Replays follow each other 100 s apart so the tracker sees a monotonic clock.
    benchBeast(`Real capture ${path.basename(capturePath)} × ${CAPTURE_REPLAYS}`, {
      bytes,
      replays: CAPTURE_REPLAYS,
      replaySeconds: 100,
    });
  } else {
    console.log(`\nReal capture MISSING: ${capturePath} not found; skipping the capture figures.`);
  }
  const synthetic = synthesiseBeast(createFleet(FLEET_SIZE, 59.8, 30.3), SYNTHETIC_MESSAGES);
  benchBeast(`Synthetic traffic (${FLEET_SIZE} aircraft, encoder)`, {
    bytes: synthetic,
    replays: 1,
    replaySeconds: 0,
  });
  benchEncoder();
}

main();
