// `npm run feed -- --file <capture> --format beast|avr|sbs --to <url> [--uuid X] [--speed N] [--loop]`
// replays a recording into a running server the way a real feeder would: Beast and AVR paced by
// their 12 MHz timestamps, SBS by its generated times, over TCP (beast://, avr://, sbs://) or as
// the Variflight HTTP feeder does (http://host:port/adsb/ReceiveCompressADSB.php: one POST per
// ~1 s of data, `from` = UUID, `code` = base64(zlib(SBS text))).
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';
import {
  AvrFramer,
  BeastFramer,
  BeastType,
  BEAST_MAX_FRAME_BYTES,
  BEAST_UUID_FRAME_BYTES,
  AVR_MAX_LINE_BYTES,
  writeAvrFrame,
  writeBeastFrame,
  writeBeastUuidFrame,
} from '@skytrace/adsb';

export type CaptureFormat = 'beast' | 'avr' | 'sbs';
type Target = CaptureFormat | 'http';

/** One message to send: capture time (s, made monotonic) and its bytes in the target format. */
interface ReplayRecord {
  time: number;
  bytes: Uint8Array;
  /** Messages it holds (an HTTP body holds many). */
  count: number;
}

export interface ReplayOptions {
  file: string;
  format: CaptureFormat;
  to: string;
  uuid?: string;
  speed?: number;
  loop?: boolean;
  /** Messages per second assumed for AVR lines without timestamps (`*…;`). */
  untimedRate?: number;
  signal?: AbortSignal;
}

const TICKS_PER_SECOND = 12_000_000;
/** A jump in capture time beyond this (counter reset, gap) is replayed as a short pause. */
const MAX_GAP_SECONDS = 5;
const HTTP_BATCH_SECONDS = 1;

/** Replays a capture; resolves when it has been sent once (or, with `loop`, when aborted). */
export async function replayCapture(
  options: ReplayOptions,
): Promise<{ records: number; bytes: number }> {
  const url = new URL(options.to);
  const target = url.protocol.replace(':', '') as Target;
  if (!['beast', 'avr', 'sbs', 'http', 'https'].includes(target))
    throw new Error(`unsupported --to ${options.to}`);
  const records = loadRecords(
    readFileSync(options.file),
    options.format,
    target === 'http' ? 'sbs' : target,
    options,
  );
  if (records.length === 0) throw new Error(`no messages in ${options.file}`);
  const sink =
    target === 'http'
      ? httpSink(
          url,
          options.uuid ?? 'feed' + Math.random().toString(16).slice(2, 14).padEnd(12, '0'),
        )
      : await tcpSink(url, target, options.uuid);
  const overHttp = target === 'http';
  const batches = overHttp ? batchBySecond(records) : records;
  const speed = options.speed ?? 1;
  let sent = 0;
  let bytes = 0;
  try {
    do {
      const first = batches[0]?.time ?? 0;
      const wallStart = performance.now();
      for (let i = 0; i < batches.length && options.signal?.aborted !== true;) {
        const now = first + ((performance.now() - wallStart) / 1000) * speed;
        let j = i;
        while (j < batches.length && (batches[j]?.time ?? 0) <= now) j++;
        if (j === i) {
          const wait = (((batches[i]?.time ?? now) - now) / speed) * 1000;
          await new Promise((resolve) => setTimeout(resolve, Math.min(100, Math.max(1, wait))));
          continue;
        }
        // TCP takes whatever is due in one write; HTTP keeps one body per ~1 s of capture.
        const due = batches.slice(i, j);
        const bodies = overHttp
          ? due.map((batch) => batch.bytes)
          : [concat(due.map((record) => record.bytes))];
        for (const body of bodies) {
          await sink.send(body);
          bytes += body.length;
        }
        for (const record of due) sent += record.count;
        i = j;
      }
    } while (options.loop === true && options.signal?.aborted !== true);
  } finally {
    await sink.close();
  }
  return { records: sent, bytes };
}

/** Splits a capture into timed messages, re-framed for the target format. */
function loadRecords(
  data: Uint8Array,
  format: CaptureFormat,
  target: CaptureFormat,
  options: ReplayOptions,
): ReplayRecord[] {
  const records: ReplayRecord[] = [];
  const clock = monotonic();
  const out = new Uint8Array(Math.max(BEAST_MAX_FRAME_BYTES, AVR_MAX_LINE_BYTES));
  const push = (
    seconds: number,
    frame: Uint8Array,
    length: number,
    ticks: number,
    signal: number,
  ) => {
    const end =
      target === 'beast'
        ? writeBeastFrame(out, 0, frame, length, ticks, signal)
        : target === 'avr'
          ? writeAvrFrame(out, 0, frame, length, ticks)
          : -1;
    if (end < 0)
      throw new Error(
        `cannot convert ${format} to ${target}: replay SBS captures to sbs:// or http://`,
      );
    records.push({ time: clock(seconds), bytes: out.slice(0, end), count: 1 });
  };
  if (format === 'beast') {
    const framer = new BeastFramer((frame) => {
      if (frame.type === BeastType.Uuid || frame.type === BeastType.ReceiverId) return;
      push(
        frame.timestamp / TICKS_PER_SECOND,
        frame.data,
        frame.data.length,
        frame.timestamp,
        frame.signal,
      );
    });
    framer.feed(data);
  } else if (format === 'avr') {
    const spacing = 1 / (options.untimedRate ?? 200);
    let untimed = 0;
    const framer = new AvrFramer((frame) => {
      const timed = !Number.isNaN(frame.timestamp);
      const seconds = timed ? frame.timestamp / TICKS_PER_SECOND : (untimed += spacing);
      const signal = Number.isNaN(frame.signal) ? 0 : frame.signal;
      push(seconds, frame.data, frame.data.length, timed ? frame.timestamp : 0, signal);
    });
    framer.feed(data);
  } else {
    if (target !== 'sbs')
      throw new Error(`cannot convert sbs to ${target}: replay SBS captures to sbs:// or http://`);
    const encoder = new TextEncoder();
    for (const line of new TextDecoder().decode(data).split(/\r?\n/)) {
      if (line.trim() === '') continue;
      const fields = line.split(',');
      // Fields 7 and 8: date and time the message was generated (e.g. 2026/11/21,20:44:47.140).
      const generated =
        Date.parse(`${(fields[6] ?? '').replace(/\//g, '-')}T${fields[7] ?? ''}Z`) / 1000;
      const previous = records.at(-1)?.time ?? 0;
      records.push({
        time: Number.isNaN(generated) ? previous : clock(generated),
        bytes: encoder.encode(`${line}\n`),
        count: 1,
      });
    }
  }
  return records;
}

/** Capture time made non-decreasing, with resets and long gaps shortened to a pause. */
function monotonic(): (seconds: number) => number {
  let last = Number.NaN;
  let time = 0;
  return (seconds) => {
    if (!Number.isNaN(last)) {
      const step = seconds - last;
      time += step >= 0 && step <= MAX_GAP_SECONDS ? step : step > 0 ? MAX_GAP_SECONDS : 0;
    }
    last = seconds;
    return time;
  };
}

/** ~1 s of records per HTTP body, each timed at its last record. */
function batchBySecond(records: ReplayRecord[]): ReplayRecord[] {
  const batches: ReplayRecord[] = [];
  let start = 0;
  for (let i = 1; i <= records.length; i++) {
    const first = records[start];
    const current = records[i];
    if (first === undefined) break;
    if (current === undefined || current.time - first.time >= HTTP_BATCH_SECONDS) {
      const group = records.slice(start, i);
      batches.push({
        time: group.at(-1)?.time ?? first.time,
        bytes: concat(group.map((record) => record.bytes)),
        count: group.length,
      });
      start = i;
    }
  }
  return batches;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

interface Sink {
  send(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** A TCP feeder: Beast announces its UUID in a `1a e4` frame, AVR and SBS in a `UUID` line. */
async function tcpSink(url: URL, format: CaptureFormat, uuid: string | undefined): Promise<Sink> {
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  const write = (bytes: Uint8Array) =>
    new Promise<void>((resolve) => {
      if (socket.write(bytes)) resolve();
      else socket.once('drain', resolve);
    });
  if (uuid !== undefined) {
    if (format === 'beast') {
      const hello = new Uint8Array(BEAST_UUID_FRAME_BYTES);
      writeBeastUuidFrame(hello, 0, uuid);
      await write(hello);
    } else {
      await write(new TextEncoder().encode(`UUID ${uuid}\n`));
    }
  }
  return {
    send: write,
    close: () => new Promise<void>((resolve) => socket.end(resolve)),
  };
}

/** The Variflight HTTP feeder: form posts of base64(zlib(SBS text)). */
function httpSink(url: URL, uuid: string): Sink {
  return {
    send: async (bytes) => {
      const body = new URLSearchParams({ from: uuid, code: deflateSync(bytes).toString('base64') });
      const response = await fetch(url, { method: 'POST', body });
      if (!response.ok)
        throw new Error(`${url.href} answered ${response.status}: ${await response.text()}`);
    },
    close: () => Promise.resolve(),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      file: { type: 'string' },
      format: { type: 'string' },
      to: { type: 'string' },
      uuid: { type: 'string' },
      speed: { type: 'string', default: '1' },
      loop: { type: 'boolean', default: false },
    },
  });
  const format = values.format;
  if (
    values.file === undefined ||
    values.to === undefined ||
    (format !== 'beast' && format !== 'avr' && format !== 'sbs')
  ) {
    console.error(
      'usage: npm run feed -- --file <capture> --format beast|avr|sbs --to <beast://host:port | avr://host:port | sbs://host:port | http://host:port/adsb/ReceiveCompressADSB.php> [--uuid X] [--speed N] [--loop]',
    );
    process.exit(2);
  }
  const speed = Number(values.speed);
  if (!(speed > 0)) throw new Error('--speed must be a positive number');
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const result = await replayCapture({
    file: values.file,
    format,
    to: values.to,
    speed,
    loop: values.loop,
    signal: controller.signal,
    ...(values.uuid === undefined ? {} : { uuid: values.uuid }),
  });
  console.log(`sent ${result.records} messages (${result.bytes} bytes) to ${values.to}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
