// The named workloads of the benchmark. Each runs in a process of its own (see bench.ts): in one
// shared process the framer's callback and the decoder's call sites see every pipeline and turn
// megamorphic, which slowed whichever pipeline ran later by up to 2×.
import { readFileSync } from 'node:fs';
import { BEAST_MAX_FRAME_BYTES, writeBeastFrame } from '../src/index.js';
import { measure, type Rate } from './measure.js';
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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
/** Replays of the 61 s capture per round: ~270 k Mode S messages, a short round. */
const CAPTURE_REPLAYS = Number(process.env.BENCH_REPLAYS ?? 30);
/** Aircraft in the synthetic traffic. */
export const FLEET_SIZE = 5000;
/** Messages of synthetic traffic per round. */
export const SYNTHETIC_MESSAGES = 300_000;
/** Receiver of the capture (near St Petersburg), also the centre of the synthetic fleet. */
const CENTRE_LAT = 59.8;
const CENTRE_LON = 30.3;

/** Beast workloads over one input. */
const beastWorkloads: Record<string, (input: BeastInput) => Rate> = {
  frame: (input) => measure(ROUNDS, () => frameOnly(input)),
  ours: (input) => measure(ROUNDS, () => ourDecodeAndTrack(input)),
  theirs: (input) => measure(ROUNDS, () => theirDecode(input)),
  oursFramed: (input) => {
    const framed = extractMessages(input.bytes);
    return measure(ROUNDS, () => ourTrackFramed(framed, input.replays, input.replaySeconds));
  },
  oursDecodeOnly: (input) => {
    const framed = extractMessages(input.bytes);
    return measure(ROUNDS, () => ourDecodeFramed(framed, input.replays));
  },
  theirsFramed: (input) => {
    const framed = extractMessages(input.bytes);
    return measure(ROUNDS, () => theirDecodeFramed(framed, input.replays));
  },
};

/** Names of the workloads run on each Beast input, in report order. */
export const BEAST_WORKLOADS = Object.keys(beastWorkloads);

function captureInput(capturePath: string): BeastInput {
  // Replays follow each other 100 s apart so the tracker sees a monotonic clock.
  return {
    bytes: new Uint8Array(readFileSync(capturePath)),
    replays: CAPTURE_REPLAYS,
    replaySeconds: 100,
  };
}

function syntheticInput(): BeastInput {
  const fleet = createFleet(FLEET_SIZE, CENTRE_LAT, CENTRE_LON);
  return { bytes: synthesiseBeast(fleet, SYNTHETIC_MESSAGES), replays: 1, replaySeconds: 0 };
}

/** Encoder throughput, without (`encode`) or with (`encodeBeast`) Beast output framing. */
function encoderWorkload(withBeast: boolean): Rate {
  const frame = new Uint8Array(14);
  const out = new Uint8Array(1 << 20);
  // One fleet for every round, as the simulator keeps its aircraft: they fly on between rounds.
  const fleet = createFleet(FLEET_SIZE, CENTRE_LAT, CENTRE_LON);
  let step = 0;
  return measure(ROUNDS, () => {
    let end = 0;
    for (let i = 0; i < SYNTHETIC_MESSAGES; i++, step++) {
      const aircraft = fleet[step % FLEET_SIZE];
      if (aircraft === undefined) continue;
      const length = encodeNextFrame(aircraft, Math.floor(step / FLEET_SIZE), frame);
      if (!withBeast) continue;
      if (end > out.length - BEAST_MAX_FRAME_BYTES) end = 0;
      end = writeBeastFrame(out, end, frame, length, step * 1200, 0x40);
    }
    return SYNTHETIC_MESSAGES;
  });
}

/** Run workload `name` ("capture:ours", "synthetic:frame", "encoder:encode", ...). */
export function runWorkload(name: string, capturePath: string): Rate {
  const [group, workload] = name.split(':');
  if (group === 'encoder') return encoderWorkload(workload === 'encodeBeast');
  const run = beastWorkloads[workload ?? ''];
  if (run === undefined) throw new Error(`unknown workload ${name}`);
  return run(group === 'capture' ? captureInput(capturePath) : syntheticInput());
}

/** Mode S messages per round of a Beast input, for the report's headings. */
export function messagesPerRound(group: string, capturePath: string): number {
  const input = group === 'capture' ? captureInput(capturePath) : syntheticInput();
  return extractMessages(input.bytes).messages.length * input.replays;
}
