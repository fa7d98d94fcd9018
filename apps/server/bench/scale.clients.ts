// A worker process of `npm run bench:scale` holding many Socket.IO clients: real
// socket.io-client sockets on the WebSocket transport, each with a connection of its own, that
// validate and subscribe to one view as the web app does. Every client counts its location
// batches and the longest gap between them (a starved client shows a long gap); one client in
// `measureEvery` also decodes its batches and times each position that moved since its last
// batch (scale.sky.ts), into a 1 ms histogram the bench merges, and each increment from the
// publication time it carries (`publishedOffsetMs`: the ingest's stamp on the stream entry the
// realtime process applied last) to its receipt, into a second one. Receipt is stamped before
// decoding, so the decoding of other clients delays a stamp only as much as the event loop is
// behind.
import { HOST_PATHS, LOCATION_UNITS } from '@skytrace/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { RealtimeCodec } from '../src/realtime/location.codec';
import { jitteredBounds } from './scale.jitter';
import { SkyClock } from './scale.sky';

export interface ClientsStart {
  /** Realtime process base URLs; client i uses urls[i mod urls.length] with tokens[same]. */
  urls: string[];
  tokens: string[];
  /** Global index of this worker's first client, and how many it holds. */
  first: number;
  count: number;
  views: { north: number; south: number; east: number; west: number }[];
  /** --jitter: each client's raw bounds around its view (scale.jitter.ts). */
  jitter: number;
  measureEvery: number;
  aircraft: number;
  feeders: number;
  startMs: number;
  connectPerSecond: number;
}

export interface ClientsReport {
  connected: number;
  subscribed: number;
  pictured: number;
  /** Rows of each client's first full picture (its view's size). */
  pictureRows: number[];
  /** Per client over the window: location batches and the longest gap, ms. */
  batches: number[];
  maxGapMs: number[];
  /** Delay histogram feeder → client per moved row, 1 ms bins (the last holds everything beyond). */
  delays: number[];
  /** Delay histogram publication → client per increment, 1 ms bins. */
  published: number[];
  unmatched: number;
  disconnects: number;
  rssBytes: number;
}

type Command = { type: 'start'; start: ClientsStart } | { type: 'measure' } | { type: 'report' };

const HISTOGRAM_MS = 20_000;
const send = (message: object) => process.send?.(message);

const sockets: Socket[] = [];
let batches = new Uint32Array(0);
let lastAt = new Float64Array(0);
let maxGap = new Float64Array(0);
const pictureRows: number[] = [];
let delays = new Uint32Array(HISTOGRAM_MS + 1);
let published = new Uint32Array(HISTOGRAM_MS + 1);
let measuring = false;
let windowStart = 0;
let unmatched = 0;
let disconnects = 0;
const progress = { connected: 0, subscribed: 0, pictured: 0 };

function open(start: ClientsStart, clock: SkyClock, codec: RealtimeCodec, n: number): void {
  const global = start.first + n;
  const url = start.urls[global % start.urls.length] ?? '';
  const token = start.tokens[global % start.tokens.length] ?? '';
  const view = start.views[global % start.views.length];
  const clientBounds = view === undefined ? view : jitteredBounds(view, global, start.jitter);
  const socket = connect(url, {
    path: HOST_PATHS.socketIo,
    transports: ['websocket'],
    forceNew: true,
  });
  sockets.push(socket);
  const timed = global % start.measureEvery === 0;
  const shown = new Map<number, number>();
  let pictured = false;
  socket.on('connect', () => {
    progress.connected++;
    void (async () => {
      await socket.emitWithAck('validate', { token });
      await socket.emitWithAck('sub', { clientBounds, limit: -1, increment: 1 });
      progress.subscribed++;
    })().catch(() => undefined);
  });
  socket.on('disconnect', () => {
    progress.connected--;
    disconnects++;
  });
  socket.on('location', (bytes: ArrayBuffer) => {
    const received = Date.now();
    if (measuring) {
      batches[n] = (batches[n] ?? 0) + 1;
      const gap = received - (lastAt[n] ?? windowStart);
      if (gap > (maxGap[n] ?? 0)) maxGap[n] = gap;
    }
    lastAt[n] = received;
    if (!timed && pictured) return;
    const batch = codec.decodeLocation(new Uint8Array(bytes));
    if (!pictured && batch.full) {
      pictured = true;
      progress.pictured++;
      pictureRows.push(batch.icaoDelta.length);
    }
    if (!timed) return;
    if (measuring && !batch.full) {
      const publishedAt = batch.time * 1000 + (batch.publishedOffsetMs ?? 0);
      const delay = Math.max(0, Math.min(HISTOGRAM_MS, Math.round(received - publishedAt)));
      published[delay] = (published[delay] ?? 0) + 1;
    }
    let icao = 0;
    batch.icaoDelta.forEach((delta, i) => {
      icao += delta;
      // Positions come in 1e-4° steps from the view's corner: one number, so a row that did
      // not move is not timed.
      const latUnits = batch.originLat + (batch.lat[i] ?? 0);
      const lonUnits = batch.originLon + (batch.lon[i] ?? 0);
      const key = latUnits * 4e6 + lonUnits;
      if (shown.get(icao) === key) return;
      shown.set(icao, key);
      if (!measuring || batch.full) return;
      const sentAt = clock.sentAt(
        icao,
        latUnits * LOCATION_UNITS.degrees,
        lonUnits * LOCATION_UNITS.degrees,
      );
      if (Number.isNaN(sentAt)) {
        unmatched++;
        return;
      }
      const delay = Math.max(0, Math.min(HISTOGRAM_MS, Math.round(received - sentAt)));
      delays[delay] = (delays[delay] ?? 0) + 1;
    });
  });
}

async function start(options: ClientsStart): Promise<void> {
  batches = new Uint32Array(options.count);
  lastAt = new Float64Array(options.count);
  maxGap = new Float64Array(options.count);
  const clock = new SkyClock(options.aircraft, options.feeders, options.startMs);
  const codec = new RealtimeCodec();
  const perTick = Math.max(1, Math.round(options.connectPerSecond / 20));
  // Told every half second, also after the last socket is opened (handshakes go on).
  setInterval(() => send({ type: 'progress', ...progress }), 500).unref();
  for (let n = 0; n < options.count; n++) {
    open(options, clock, codec, n);
    if ((n + 1) % perTick === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function report(): ClientsReport {
  const end = Date.now();
  const gaps = Array.from(maxGap, (gap, n) => Math.max(gap, end - (lastAt[n] || windowStart)));
  return {
    ...progress,
    pictureRows,
    batches: Array.from(batches),
    maxGapMs: gaps,
    delays: Array.from(delays),
    published: Array.from(published),
    unmatched,
    disconnects,
    rssBytes: process.memoryUsage().rss,
  };
}

process.on('message', (message: unknown) => {
  const command = message as Command;
  if (command.type === 'start') void start(command.start);
  else if (command.type === 'measure') {
    measuring = true;
    windowStart = Date.now();
    batches.fill(0);
    maxGap.fill(0);
    lastAt.fill(windowStart);
    delays = new Uint32Array(HISTOGRAM_MS + 1);
    published = new Uint32Array(HISTOGRAM_MS + 1);
    unmatched = 0;
    disconnects = 0;
  } else {
    measuring = false;
    send({ type: 'report', report: report() });
  }
});
process.on('disconnect', () => {
  for (const socket of sockets) socket.disconnect();
  process.exit(0);
});
