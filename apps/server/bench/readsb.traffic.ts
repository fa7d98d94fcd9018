// The Beast traffic of `npm run bench:readsb`, built once and sent byte for byte the same to
// readsb and to Skytrace: a replayed capture or synthetic file (one feeder, as fast as the
// receiver accepts), and a real-time plan of many feeders each hearing its own aircraft.
import { writeBeastUuidFrame } from '@skytrace/adsb';
import fs from 'node:fs';
import net from 'node:net';
import { SyntheticSky } from './synthetic-sky';

/** One feeder's bytes for one tick of a paced run. */
export interface PacedPlan {
  feeders: number;
  tickMs: number;
  /** ticks[tick][feeder]: the bytes that feeder sends at that tick. */
  ticks: Uint8Array[][];
  /** Each feeder's UUID frame, sent first (readsb's `uuid=` announcement). */
  announcements: Uint8Array[];
  modeS: number;
  /** Ticks of warm-up before the measured part (JIT, every aircraft first heard), their frames. */
  warmTicks: number;
  warmModeS: number;
}

/** Mode S frames (short and long) in a Beast stream: what both receivers count as messages. */
export function countModeS(bytes: Uint8Array): number {
  let count = 0;
  let at = 0;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0x1a) {
      at++;
      continue;
    }
    const type = bytes[at + 1];
    const payload = type === 0x32 ? 7 : type === 0x33 ? 14 : type === 0x31 ? 2 : -1;
    if (payload < 0) {
      at += 2;
      continue;
    }
    if (type !== 0x31) count++;
    // 6 timestamp bytes, 1 signal byte, the payload; an escaped 0x1a counts as one byte.
    let left = 7 + payload;
    at += 2;
    while (left > 0 && at < bytes.length) {
      at += bytes[at] === 0x1a ? 2 : 1;
      left--;
    }
  }
  return count;
}

/** `file` read and repeated `times` (the capture ×300). */
export function repeatedFile(file: string, times: number): Uint8Array {
  const once = fs.readFileSync(file);
  const out = new Uint8Array(once.length * times);
  for (let i = 0; i < times; i++) out.set(once, i * once.length);
  return out;
}

/**
 * A synthetic Beast file: `aircraft` aircraft heard by one receiver for `seconds` at ~8 frames
 * per aircraft and second, then repeated `times` (the 120 aircraft ×60).
 */
export function syntheticFile(aircraft: number, seconds: number, times: number): Uint8Array {
  const sky = new SyntheticSky(aircraft, 1, 20_261_124);
  const parts: Uint8Array[] = [];
  for (let second = 0; second < seconds; second++) {
    const batch = sky.frames(aircraft * 8, second)[0];
    if (batch) parts.push(batch.bytes);
  }
  const once = Buffer.concat(parts);
  const out = new Uint8Array(once.length * times);
  for (let i = 0; i < times; i++) out.set(once, i * once.length);
  return out;
}

/** `rate` frames per second for `seconds`, spread over `feeders`, cut into ticks. */
export function pacedPlan(
  aircraft: number,
  feeders: number,
  rate: number,
  seconds: number,
  warmSeconds = 0,
): PacedPlan {
  const tickMs = 50;
  const sky = new SyntheticSky(aircraft, feeders, 20_261_125);
  const ticks: Uint8Array[][] = [];
  const perTick = (rate * tickMs) / 1000;
  let due = 0;
  let modeS = 0;
  const warmTicks = Math.round((warmSeconds * 1000) / tickMs);
  let warmModeS = 0;
  for (let tick = 0; tick * tickMs < (warmSeconds + seconds) * 1000; tick++) {
    if (tick === warmTicks) warmModeS = modeS;
    due += perTick;
    const frames = Math.floor(due);
    due -= frames;
    modeS += frames;
    ticks.push(sky.frames(frames, (tick * tickMs) / 1000).map((batch) => batch.bytes));
  }
  const announcements = Array.from({ length: feeders }, (_, i) => {
    const out = new Uint8Array(64);
    const uuid = `b7ad${String(i).padStart(12, '0')}`.padEnd(32, 'c');
    return out.slice(0, writeBeastUuidFrame(out, 0, uuid));
  });
  return { feeders, tickMs, ticks, announcements, modeS, warmTicks, warmModeS };
}

/**
 * Opens `count` connections to a receiver, each from its own loopback address (Linux routes all
 * of 127/8 to lo): Skytrace admits a few new feeder ids per address, as it would from the field.
 */
export function connectAll(port: number, count: number): Promise<net.Socket[]> {
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
        }),
    ),
  );
}

/** Writes `bytes` as fast as the receiver reads them, in 64-KB pieces, and waits until sent. */
export async function sendAll(socket: net.Socket, bytes: Uint8Array): Promise<void> {
  const piece = 64 * 1024;
  for (let at = 0; at < bytes.length; at += piece) {
    if (!socket.write(bytes.subarray(at, at + piece))) {
      await new Promise((resolve) => socket.once('drain', resolve));
    }
  }
  await new Promise<void>((resolve) => socket.end(resolve));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a paced plan at real time. Returns the frames a sender had to hold back because its
 * socket was still full (the receiver falling behind): 0 means it kept pace.
 */
export async function sendPaced(
  sockets: net.Socket[],
  plan: PacedPlan,
  mark: () => void,
): Promise<number> {
  sockets.forEach((socket, i) => socket.write(plan.announcements[i] ?? new Uint8Array(0)));
  let behind = 0;
  const start = performance.now();
  for (let tick = 0; tick < plan.ticks.length; tick++) {
    if (tick === plan.warmTicks) mark();
    const batches = plan.ticks[tick] ?? [];
    for (let i = 0; i < sockets.length; i++) {
      const socket = sockets[i];
      const bytes = batches[i];
      if (!socket || !bytes || bytes.length === 0) continue;
      if (socket.writableLength > 4 * 1024 * 1024) behind++;
      socket.write(bytes);
    }
    await sleep(Math.max(0, start + (tick + 1) * plan.tickMs - performance.now()));
  }
  await Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.end(resolve))));
  return behind;
}
