// `adsb` command line: decode or track a Beast, AVR or SBS stream from a file or stdin.
//   adsb decode [--format beast|avr|sbs] [--ref LAT,LON] [--stats] [FILE|-]
//   adsb track  [--format beast|avr|sbs] [--ref LAT,LON] [--stats] [FILE|-]
// decode prints one JSON object per message; track prints the final aircraft states.

import {
  AvrFramer,
  BeastFramer,
  BeastType,
  SbsFramer,
  Tracker,
  type AvrFrame,
  type BeastFrame,
  type SbsRecord,
} from '../src/index.js';
import { formatFromName, openInput, sniffFormat, type Format } from './cli/input.js';
import { LineWriter } from './cli/output.js';
import { presentAircraft, presentMessage, presentModeAC, presentSbs } from './cli/present.js';

const USAGE = `usage: adsb <decode|track> [--format beast|avr|sbs] [--ref LAT,LON] [--stats] [FILE|-]`;

interface Options {
  command: 'decode' | 'track';
  format?: Format;
  ref?: [number, number];
  stats: boolean;
  path?: string;
}

function fail(message: string): never {
  console.error(`adsb: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const [command, ...rest] = argv;
  if (command !== 'decode' && command !== 'track') fail('expected a command');
  const options: Options = { command, stats: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--format') {
      const value = rest[++i];
      if (value !== 'beast' && value !== 'avr' && value !== 'sbs') fail(`bad --format ${value}`);
      options.format = value;
    } else if (arg === '--ref') {
      const parts = (rest[++i] ?? '').split(',').map(Number);
      const [lat, lon] = parts;
      if (parts.length !== 2 || lat === undefined || lon === undefined || !(Math.abs(lat) <= 90)) {
        fail('--ref takes LAT,LON in degrees');
      }
      if (!(Math.abs(lon) <= 180)) fail('--ref takes LAT,LON in degrees');
      options.ref = [lat, lon];
    } else if (arg === '--stats') {
      options.stats = true;
    } else if (arg.startsWith('--')) {
      fail(`unknown option ${arg}`);
    } else {
      options.path = arg;
    }
  }
  return options;
}

/** Seconds for frames without a receiver timestamp: the arrival time (the CLI may read a clock). */
const arrivalSeconds = (): number => performance.timeOrigin / 1000 + performance.now() / 1000;

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const tracker = new Tracker(
    options.ref ? { receiverLat: options.ref[0], receiverLon: options.ref[1] } : {},
  );
  const out = new LineWriter();
  const decode = options.command === 'decode';
  let endTime = Number.NEGATIVE_INFINITY;

  // Receiver timestamps when the framing carries them; frames without one reuse the last one
  // seen (mixed streams), or the arrival time for feeds that never carry any.
  let lastTimestamp = Number.NaN;
  const timeOf = (timestamp: number): number => {
    if (!Number.isNaN(timestamp)) return (lastTimestamp = timestamp);
    return Number.isNaN(lastTimestamp) ? arrivalSeconds() : lastTimestamp;
  };
  const onModeS = (data: Uint8Array, timestamp: number, rssi: number): void => {
    const time = timeOf(timestamp);
    if (time > endTime) endTime = time;
    const msg = tracker.ingest(data, time, rssi);
    if (decode) out.json(presentMessage(msg, timestamp));
  };
  const onBeast = (frame: BeastFrame): void => {
    const timestamp = frame.timestamp === 0 ? Number.NaN : frame.timestamp / 12e6;
    if (frame.type === BeastType.ModeSShort || frame.type === BeastType.ModeSLong) {
      const rssi = frame.signal > 0 ? 20 * Math.log10(frame.signal / 255) : Number.NaN;
      onModeS(frame.data, timestamp, rssi);
    } else if (frame.type === BeastType.ModeAC && decode) {
      out.json(presentModeAC(frame.data, timestamp));
    }
  };
  const onAvr = (frame: AvrFrame): void => {
    const timestamp = frame.timestamp / 12e6;
    if (frame.data.length === 2) {
      if (decode) out.json(presentModeAC(frame.data, timestamp));
    } else {
      onModeS(frame.data, timestamp, Number.NaN);
    }
  };
  const onSbs = (record: SbsRecord): void => {
    const time = timeOf(record.timeGenerated);
    if (time > endTime) endTime = time;
    tracker.ingestSbs(record, time);
    if (decode) out.json(presentSbs(record));
  };

  let feed: ((chunk: Uint8Array) => void) | undefined;
  let finish = (): void => undefined;
  let framerStats: unknown;
  const start = (format: Format): void => {
    if (format === 'beast') {
      const framer = new BeastFramer(onBeast);
      feed = (chunk) => framer.feed(chunk);
      framerStats = framer.stats;
    } else if (format === 'avr') {
      const framer = new AvrFramer(onAvr);
      feed = (chunk) => framer.feed(chunk);
      framerStats = framer.stats;
    } else {
      const framer = new SbsFramer(onSbs);
      feed = (chunk) => framer.feed(chunk);
      finish = () => framer.end();
      framerStats = framer.stats;
    }
  };

  const initial = options.format ?? (options.path ? formatFromName(options.path) : undefined);
  if (initial) start(initial);
  for await (const chunk of openInput(options.path)) {
    const bytes = chunk as Uint8Array;
    if (!feed) start(sniffFormat(bytes));
    feed?.(bytes);
  }
  finish();

  if (!decode) {
    for (const aircraft of tracker.aircraft.values()) out.json(presentAircraft(aircraft, endTime));
  }
  out.flush();
  if (options.stats)
    console.error(JSON.stringify({ framing: framerStats, tracker: tracker.stats }));
}

main().catch((error: unknown) => {
  console.error(`adsb: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
