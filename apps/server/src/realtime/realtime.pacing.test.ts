// The realtime tick with real sockets: with a replicated table it follows the publications
// applied (and the batches say when those were published), at most once per least interval;
// without publications, or when they stop (Redis down), the timer ticks.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HOST_PATHS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@skytrace/contracts';
import { LivePublications } from '../live/live.publications';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import { RealtimeCodec } from './location.codec';
import { RealtimeServer } from './realtime.server';
import { issueSocketToken } from './realtime.token';

type Socket = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

const secret = Buffer.alloc(32, 9);
const codec = new RealtimeCodec();
const bounds = { north: 45, south: 18, east: 135, west: 73 };
const opened: { http: HttpServer; realtime: RealtimeServer; sockets: Socket[] }[] = [];

afterEach(async () => {
  for (const { http, realtime, sockets } of opened.splice(0)) {
    for (const socket of sockets) socket.disconnect();
    realtime.close();
    await new Promise((resolve) => http.close(resolve));
  }
});

/** A realtime server on a real port over `table`, started, with one subscribed client. */
async function serve(
  table: LiveTable,
  options: {
    publications?: LivePublications;
    pacing?: { minIntervalMs: number; maxIntervalMs: number };
  },
) {
  const http = createServer();
  const realtime = new RealtimeServer(http, {
    liveTable: table,
    secret,
    now: () => Date.now() / 1000,
    ...options,
  });
  const entry = { http, realtime, sockets: [] as Socket[] };
  opened.push(entry);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  realtime.start();
  const { port } = http.address() as AddressInfo;
  const socket: Socket = connect(`http://127.0.0.1:${port.toString()}`, {
    path: HOST_PATHS.socketIo,
    transports: ['websocket'],
  });
  entry.sockets.push(socket);
  const batches: { at: number; batch: ReturnType<typeof codec.decodeLocation> }[] = [];
  socket.on('location', (bytes: Uint8Array) => {
    batches.push({ at: Date.now(), batch: codec.decodeLocation(new Uint8Array(bytes)) });
  });
  const token = issueSocketToken(secret, 'device-1', Date.now() / 1000);
  await socket.emitWithAck('validate', { token });
  await socket.emitWithAck('sub', { clientBounds: bounds, limit: -1, increment: 1 });
  await until(() => batches.length >= 1);
  return { realtime, batches };
}

async function until(done: () => boolean, deadlineMs = 10_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let lon = 100;
function move(table: LiveTable): void {
  lon += 0.01;
  table.apply({
    ...emptyLiveUpdate(),
    icao: 0x780a5c,
    deviceId: 'd',
    time: Date.now() / 1000,
    lat: 31,
    lon,
  });
}

describe('realtime tick pacing', () => {
  it('ticks when a publication is applied, and the batch carries its publication time', async () => {
    const table = new LiveTable();
    move(table);
    const publications = new LivePublications();
    // The timer alone would not tick within the test: what comes is the publication's tick.
    const { realtime, batches } = await serve(table, {
      publications,
      pacing: { minIntervalMs: 200, maxIntervalMs: 60_000 },
    });
    expect(batches[0]?.batch.full).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(realtime.stats.ticks).toBe(0);
    move(table);
    const publishedMs = Date.now() - 40;
    publications.applied(publishedMs);
    await until(() => batches.length >= 2);
    const increment = batches[1]?.batch;
    expect(increment?.full).toBe(false);
    expect(increment?.icaoDelta).toEqual([0x780a5c]);
    expect((increment?.time ?? 0) * 1000 + (increment?.publishedOffsetMs ?? 0)).toBe(publishedMs);
    expect(realtime.stats.ticks).toBe(1);
  });

  it('sends a socket at most one increment per least interval, however often publications come', async () => {
    const table = new LiveTable();
    move(table);
    const publications = new LivePublications();
    const { realtime, batches } = await serve(table, {
      publications,
      pacing: { minIntervalMs: 300, maxIntervalMs: 60_000 },
    });
    const started = Date.now();
    while (Date.now() - started < 1_600) {
      move(table);
      publications.applied(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const elapsed = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const increments = batches.filter(({ batch }) => !batch.full);
    expect(increments.length).toBeGreaterThanOrEqual(3);
    expect(increments.length).toBeLessThanOrEqual(Math.floor(elapsed / 300) + 1);
    expect(realtime.stats.ticks).toBe(increments.length);
  });

  it('ticks every second without publications (one process decoding its own feeders)', async () => {
    const table = new LiveTable();
    move(table);
    const { realtime, batches } = await serve(table, {});
    move(table);
    await until(() => batches.length >= 2);
    const increment = batches[1]?.batch;
    expect(increment?.full).toBe(false);
    // Its own table is current when the batch is built: the stamp is the build's time.
    const stamp = (increment?.time ?? 0) * 1000 + (increment?.publishedOffsetMs ?? 0);
    expect(stamp).toBeLessThanOrEqual(batches[1]?.at ?? 0);
    expect(stamp).toBeGreaterThan((batches[1]?.at ?? 0) - 5_000);
    expect(realtime.stats.ticks).toBeGreaterThanOrEqual(1);
  });

  it('still ticks on its timer when publications stop (Redis down)', async () => {
    const table = new LiveTable();
    move(table);
    const publications = new LivePublications();
    const { batches } = await serve(table, {
      publications,
      pacing: { minIntervalMs: 200, maxIntervalMs: 400 },
    });
    publications.applied(Date.now());
    const lastPublication = publications.latestMs;
    move(table);
    await until(() => batches.length >= 2);
    move(table);
    await until(() => batches.length >= 3);
    // The batches say how old the data is: the last publication, not the time of the tick.
    const last = batches[2]?.batch;
    expect((last?.time ?? 0) * 1000 + (last?.publishedOffsetMs ?? 0)).toBe(lastPublication);
  });
});
