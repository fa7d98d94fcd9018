// The realtime socket with real Socket.IO clients over WebSocket.
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCATION_FLAGS,
  type ServerToClientEvents,
  type ClientToServerEvents,
  API_V2_FULL_PATHS,
  HOST_PATHS,
} from '@skytrace/contracts';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { buildApp } from '../server';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import { TraceRecorder } from '../traces/trace.recorder';
import { trackerSocketCalls, type TrackerSocketDeps } from '../tracker/tracker.socket';
import type { LocationBatchColumns } from './location.codec';
import { RealtimeServer } from './realtime.server';
import { issueSocketToken } from './realtime.token';
import { listenLocally } from '../testing/http';

/** A client socket with the contract's event names and payloads. */
type Socket = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

const secret = Buffer.alloc(32, 7);
let now = Math.floor(Date.now() / 1000);
let database: Database;
let app: FastifyInstance;
let realtime: RealtimeServer;
let trackerCalls: TrackerSocketDeps;
let base: string;
const liveTable = new LiveTable();

function place(
  icao: number,
  lat: number,
  lon: number,
  extra: Partial<ReturnType<typeof emptyLiveUpdate>> = {},
) {
  liveTable.apply({
    ...emptyLiveUpdate(),
    icao,
    deviceId: 'd',
    time: now,
    lat,
    lon,
    altitude: 35000,
    groundSpeed: 450,
    track: 90,
    ...extra,
  });
}

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 65536,
      trustProxy: false,
      webDist: '/none',
    },
    database,
    roles: () => ['http', 'realtime'],
    version: 'test',
    liveTable,
    realtime: { secret },
  });
  const identity = new FlightIdentityService(database.db);
  await identity.refresh();
  trackerCalls = {
    identity,
    liveTable,
    recorder: new TraceRecorder(database.db),
    db: database.db,
    requiresLogin: true,
  };
  realtime = new RealtimeServer(app.server, {
    liveTable,
    secret,
    now: () => now,
    identity,
    calls: [trackerSocketCalls(trackerCalls)],
  });
  base = await listenLocally(app);
  place(0x780a5c, 31.1979, 121.3363, { callsign: 'CES5101', squawk: 0x2231, category: 0xa3 });
  place(0x780a5d, 39.9, 116.4, { callsign: 'CCA981' });
  place(0x4ca123, 53.4, -6.2, { callsign: 'EIN123' });
});

afterAll(async () => {
  realtime.close();
  await app.close();
  await database.close();
});

async function client(): Promise<Socket> {
  const socket: Socket = connect(base, {
    path: HOST_PATHS.socketIo,
    transports: ['websocket'],
    query: { type: 'flightadsb' },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

function nextEvent(socket: Socket, event: 'location' | 'identity'): Promise<Uint8Array> {
  return new Promise((resolve) =>
    socket.once(event, (data: ArrayBuffer | Uint8Array) => resolve(new Uint8Array(data))),
  );
}

async function validated(): Promise<Socket> {
  const response = await fetch(`${base}${API_V2_FULL_PATHS.accessToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'uid=u1&device=web&device_id=browser-1',
  });
  const body = (await response.json()) as { data: { encrypt: string } };
  const socket = await client();
  const ack = (await socket.emitWithAck('validate', { token: body.data.encrypt })) as {
    code: number;
  };
  expect(ack.code).toBe(1);
  return socket;
}

const china = { north: 45, south: 18, east: 135, west: 73 };

function rows(batch: LocationBatchColumns) {
  let icao = 0;
  return batch.icaoDelta.map((delta, i) => {
    icao += delta;
    return {
      icao,
      lat: (batch.originLat + (batch.lat[i] ?? 0)) / 1e4,
      lon: (batch.originLon + (batch.lon[i] ?? 0)) / 1e4,
      alt: (batch.alt[i] ?? 0) * 25,
      flags: batch.flags[i] ?? 0,
    };
  });
}

describe('realtime socket', () => {
  it('validates tokens and refuses bad ones', async () => {
    const socket = await client();
    const failed = new Promise((resolve) => socket.once('validateFailed', resolve));
    const ack = (await socket.emitWithAck('validate', { token: 'forged.token' })) as {
      code: number;
    };
    expect(ack.code).toBe(0);
    await failed;
    const early = (await socket.emitWithAck('sub', {
      clientBounds: china,
      limit: -1,
      increment: 1,
    })) as { code: number };
    expect(early.code).toBe(0);
    const expired = issueSocketToken(secret, 'x', now - 2 * 86400);
    expect(
      ((await socket.emitWithAck('validate', { token: expired })) as { code: number }).code,
    ).toBe(0);
    socket.disconnect();
  });

  it('sends the full picture of the bounds, then increments', async () => {
    const socket = await validated();
    const firstLocation = nextEvent(socket, 'location');
    const firstIdentity = nextEvent(socket, 'identity');
    const ack = (await socket.emitWithAck('sub', {
      clientBounds: china,
      limit: -1,
      increment: 1,
    })) as { code: number };
    expect(ack.code).toBe(1);
    const full = realtime.codec.decodeLocation(await firstLocation);
    expect(full.full).toBe(true);
    const fullRows = rows(full);
    expect(fullRows.map((r) => r.icao)).toEqual([0x780a5c, 0x780a5d]);
    expect(fullRows[0]!.lat).toBeCloseTo(31.1979, 4);
    expect(fullRows[0]!.lon).toBeCloseTo(121.3363, 4);
    expect(fullRows[0]!.alt).toBe(35000);
    const identities = realtime.codec.decodeIdentities(await firstIdentity);
    expect(identities.find((f) => f.icao === 0x780a5c)).toMatchObject({
      callsign: 'CES5101',
      squawk: '2231',
      category: 'A3',
      // An airline callsign this database holds no schedule for: unscheduled passenger.
      fattr: 'M',
      fservice: 'C',
    });

    // One aircraft moves, one leaves the bounds, one is new with an emergency squawk.
    now += 1;
    place(0x780a5c, 31.3, 121.5);
    place(0x780a5d, 50.5, 116.4);
    place(0x780a5e, 30.0, 104.0, { callsign: 'CSC8888', squawk: 0x7700 });
    const increment = nextEvent(socket, 'location');
    realtime.tick();
    const batch = realtime.codec.decodeLocation(await increment);
    expect(batch.full).toBe(false);
    const changed = rows(batch);
    expect(changed.map((r) => r.icao)).toEqual([0x780a5c, 0x780a5e]);
    expect(changed[1]!.flags & LOCATION_FLAGS.emergency).toBe(LOCATION_FLAGS.emergency);
    expect(batch.removed).toEqual([0x780a5d]);

    // Silence: nothing is sent for an unchanged picture; expiry reports a removal.
    let extra = 0;
    socket.on('location', () => extra++);
    realtime.tick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(extra).toBe(0);
    socket.disconnect();
  });

  it('limits a zoomed-out subscriber', async () => {
    const socket = await validated();
    const first = nextEvent(socket, 'location');
    await socket.emitWithAck('sub', {
      clientBounds: { north: 89, south: -89, east: 180, west: -180 },
      limit: 2,
      increment: 1,
    });
    expect(rows(realtime.codec.decodeLocation(await first))).toHaveLength(2);
    socket.disconnect();
  });

  it('encodes one full picture for sockets with the same view and sends both the same bytes', async () => {
    const view = { clientBounds: { north: 60, south: 0, east: 150, west: 60 }, limit: -1 };
    const [one, two] = await Promise.all([validated(), validated()]);
    const built = realtime.views.stats.built;
    const firstOne = nextEvent(one, 'location');
    const firstTwo = nextEvent(two, 'location');
    const identityOne = nextEvent(one, 'identity');
    const identityTwo = nextEvent(two, 'identity');
    await one.emitWithAck('sub', { ...view, increment: 1 });
    await two.emitWithAck('sub', { ...view, increment: 1 });
    const [bytesOne, bytesTwo] = await Promise.all([firstOne, firstTwo]);
    expect(realtime.views.stats.built).toBe(built + 1);
    expect(Buffer.from(bytesTwo).equals(Buffer.from(bytesOne))).toBe(true);
    expect(Buffer.from(await identityTwo).equals(Buffer.from(await identityOne))).toBe(true);
    const picture = realtime.codec.decodeLocation(bytesOne);
    expect(picture.full).toBe(true);
    expect(rows(picture).map((r) => r.icao)).toEqual([0x780a5c, 0x780a5d, 0x780a5e]);
    // Both continue from the shared picture: the next tick brings each the one move since.
    now += 1;
    place(0x780a5c, 31.4, 121.6);
    const nextOne = nextEvent(one, 'location');
    const nextTwo = nextEvent(two, 'location');
    const increments = realtime.views.stats.increments;
    realtime.tick();
    const [incrementOne, incrementTwo] = await Promise.all([nextOne, nextTwo]);
    // Built and encoded once for the view: the same bytes to both.
    expect(realtime.views.stats.increments).toBe(increments + 1);
    expect(Buffer.from(incrementTwo).equals(Buffer.from(incrementOne))).toBe(true);
    const increment = realtime.codec.decodeLocation(incrementOne);
    expect(increment.full).toBe(false);
    expect(rows(increment).map((r) => r.icao)).toEqual([0x780a5c]);
    one.disconnect();
    two.disconnect();
  });

  it('costs at most 20 bytes per changed aircraft on the wire', async () => {
    for (let i = 0; i < 2000; i++)
      place(0x780000 + 0x100 + i * 7, 20 + (i % 200) * 0.12, 100 + Math.floor(i / 200) * 2.5);
    const socket = await validated();
    const first = nextEvent(socket, 'location');
    await socket.emitWithAck('sub', { clientBounds: china, limit: -1, increment: 1 });
    await first;
    now += 1;
    for (let i = 0; i < 2000; i++)
      place(
        0x780000 + 0x100 + i * 7,
        20.01 + (i % 200) * 0.12,
        100.01 + Math.floor(i / 200) * 2.5,
        { altitude: 35100, verticalRate: 640 },
      );
    const increment = nextEvent(socket, 'location');
    realtime.tick();
    const bytes = await increment;
    const decoded = realtime.codec.decodeLocation(bytes);
    expect(decoded.icaoDelta.length).toBe(2000);
    console.log(
      `realtime increment: ${(bytes.length / 2000).toFixed(1)} bytes per changed aircraft`,
    );
    expect(bytes.length / 2000).toBeLessThanOrEqual(20);
    socket.disconnect();
  });

  it('skips ticks for a client that does not read, then gives it a full picture', async () => {
    // A reading client on the same view: the view moves on while the other is skipped.
    const reader = await validated();
    await reader.emitWithAck('sub', { clientBounds: china, limit: -1, increment: 1 });
    const socket = await validated();
    await socket.emitWithAck('sub', { clientBounds: china, limit: -1, increment: 1 });
    // Stop reading: the client's TCP receive buffer fills, then the server's send side.
    const raw = (
      socket.io.engine.transport as unknown as {
        ws: { _socket: { pause(): void; resume(): void } };
      }
    ).ws._socket;
    raw.pause();
    const skippedBefore = realtime.stats.skippedForBackpressure;
    for (
      let round = 0;
      round < 200 && realtime.stats.skippedForBackpressure === skippedBefore;
      round++
    ) {
      now += 1;
      for (let i = 0; i < 2000; i++)
        place(
          0x780000 + 0x100 + i * 7,
          20 + (i % 200) * 0.12 + round * 0.001,
          100 + Math.floor(i / 200) * 2.5,
        );
      realtime.tick();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(realtime.stats.skippedForBackpressure).toBeGreaterThan(skippedBefore);
    // The view moves on: the client misses more than the one increment the view keeps.
    const skipped = realtime.stats.skippedForBackpressure;
    for (let round = 1; round <= 3; round++) {
      now += 1;
      for (let i = 0; i < 2000; i += 10)
        place(0x780000 + 0x100 + i * 7, 20 + (i % 200) * 0.12 + round * 0.01, 100.5);
      realtime.tick();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(realtime.stats.skippedForBackpressure).toBe(skipped + 3);
    // Reading again (which also lets the WebSocket closing handshake through; a paused socket
    // would hold the server's close for the ws library's 30 s close timeout): once its queue has
    // drained, the client that missed increments gets a full picture of the view, not the next
    // increment of a view it no longer holds.
    const seen = { full: false };
    socket.on('location', (bytes) => {
      if (realtime.codec.decodeLocation(new Uint8Array(bytes)).full) seen.full = true;
    });
    raw.resume();
    for (let round = 0; round < 100 && !seen.full; round++) {
      now += 1;
      realtime.tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.full).toBe(true);
    reader.disconnect();
    socket.disconnect();
  });

  it('answers FlightBase and forecastTrace with acks, under the login rule', async () => {
    const socket = await client();
    const closed = (await socket.emitWithAck('FlightBase', { icao: '780a5c' })) as {
      code: number;
      msg: string;
    };
    expect(closed).toEqual({ code: 0, msg: 'Log in to view this information.' });
    trackerCalls.requiresLogin = false;
    try {
      const base = (await socket.emitWithAck('FlightBase', { icao: '780A5C' })) as {
        code: number;
        data: { flightNum2: string; ICAOId: string; airline: { ICAO: string } | null };
      };
      expect(base.code).toBe(1);
      expect(base.data).toMatchObject({ flightNum2: 'MU5101', airline: { ICAO: 'CES' } });
      const forecast = (await socket.emitWithAck('forecastTrace', { icao: '780a5c' })) as {
        code: number;
        data: { path: unknown[] };
      };
      expect(forecast.code).toBe(1);
      expect(Array.isArray(forecast.data.path)).toBe(true);
      const bad = (await socket.emitWithAck('FlightBase', { icao: 'nothex' })) as { code: number };
      expect(bad.code).toBe(0);
    } finally {
      trackerCalls.requiresLogin = true;
      socket.disconnect();
    }
  });
  it('snaps raw bounds to the grid: two nearby viewports share one view and its bytes', async () => {
    // Two users over eastern Australia, panned a little apart, as the web client's raw map
    // bounds would be: the server snaps both to -36.5625…-19.6875 / 139.21875…156.09375.
    const a = { north: -20.1, south: -35.2, west: 140.3, east: 155.1 };
    const b = { north: -20.0, south: -35.25, west: 140.35, east: 155.2 };
    // Outside both raw views, inside the snapped one (the grid's padding).
    place(0x7c0001, -36, 148, { callsign: 'QFA1' });
    place(0x7c0002, -30, 150, { callsign: 'QFA2' });
    const [one, two] = await Promise.all([validated(), validated()]);
    const views = realtime.views.size;
    const built = realtime.views.stats.built;
    const firstOne = nextEvent(one, 'location');
    const firstTwo = nextEvent(two, 'location');
    await one.emitWithAck('sub', { clientBounds: a, limit: -1, increment: 1 });
    await two.emitWithAck('sub', { clientBounds: b, limit: -1, increment: 1 });
    const [bytesOne, bytesTwo] = await Promise.all([firstOne, firstTwo]);
    expect(realtime.views.size).toBe(views + 1);
    expect(realtime.views.stats.built).toBe(built + 1);
    expect(Buffer.from(bytesTwo).equals(Buffer.from(bytesOne))).toBe(true);
    const picture = realtime.codec.decodeLocation(bytesOne);
    expect(rows(picture).map((r) => r.icao)).toEqual([0x7c0001, 0x7c0002]);
    // The batch's origin is the snapped south-west corner, not the one the client sent.
    expect(picture.originLat).toBe(-365625);
    expect(picture.originLon).toBe(1392187);
    // Both move on from the one view: one increment, the same bytes.
    now += 1;
    place(0x7c0002, -30.1, 150.2);
    const nextOne = nextEvent(one, 'location');
    const nextTwo = nextEvent(two, 'location');
    realtime.tick();
    const [incrementOne, incrementTwo] = await Promise.all([nextOne, nextTwo]);
    expect(Buffer.from(incrementTwo).equals(Buffer.from(incrementOne))).toBe(true);
    one.disconnect();
    two.disconnect();
  });
});
