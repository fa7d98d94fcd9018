// Identity that follows its data (issue 15): aircraft go live before the fleet and timetable
// exist (the simulator publishes them seconds after a start); once they are written and the
// identity service refreshes once, every subscribed socket gets the full rows, for aircraft that
// moved and for those that did not, and a socket subscribing later gets them in its first
// picture. Real parts: PGlite with the reference data, the flights module's refresh job, the
// realtime server on a real HTTP port, Socket.IO clients over WebSocket.
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_V2_FULL_PATHS,
  HOST_PATHS,
  type ClientToServerEvents,
  type FlightIdentityRow,
  type ServerToClientEvents,
} from '@skytrace/contracts';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { flightsModule } from '../flights/flights.module';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import { upsertAircraft, upsertSchedules } from '../reference/fleet.repo';
import { buildApp } from '../server';
import { listenLocally } from '../testing/http';
import { RealtimeServer } from './realtime.server';

type Socket = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

const secret = Buffer.alloc(32, 9);
let now = Math.floor(Date.now() / 1000);
let database: Database;
let app: FastifyInstance;
let realtime: RealtimeServer;
let identity: FlightIdentityService;
let base: string;
const liveTable = new LiveTable();
const china = { north: 45, south: 18, east: 135, west: 73 };
/** CES132 (MU132) flies; CES586 (MU586) stands on its gate and sends nothing new. */
const MOVING = 0x781001;
const STILL = 0x781002;

function place(icao: number, callsign: string, lat: number, lon: number) {
  liveTable.apply({
    ...emptyLiveUpdate(),
    icao,
    deviceId: 'd',
    time: now,
    lat,
    lon,
    callsign,
    altitude: 35000,
    groundSpeed: 450,
    track: 90,
  });
}

/** The flights module's own refresh job, as the server runs it every minute. */
async function runIdentityRefreshJob(): Promise<void> {
  const jobs = flightsModule.jobs({ flights: { identity }, config: {} });
  expect(jobs.map((job) => job.name)).toEqual(['identity refresh']);
  await jobs[0]?.run({});
}

async function subscribed(): Promise<{ socket: Socket; identities: FlightIdentityRow[][] }> {
  const response = await fetch(`${base}${API_V2_FULL_PATHS.accessToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'uid=u1&device=web&device_id=browser-identity',
  });
  const body = (await response.json()) as { data: { encrypt: string } };
  const socket: Socket = connect(base, {
    path: HOST_PATHS.socketIo,
    transports: ['websocket'],
    query: { type: 'flightadsb' },
  });
  const identities: FlightIdentityRow[][] = [];
  socket.on('identity', (bytes: ArrayBuffer | Uint8Array) =>
    identities.push(realtime.codec.decodeIdentities(new Uint8Array(bytes))),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('validate', { token: body.data.encrypt });
  const first = nextLocation(socket);
  await socket.emitWithAck('sub', { clientBounds: china, limit: -1, increment: 1 });
  await first;
  return { socket, identities };
}

function nextLocation(socket: Socket): Promise<void> {
  return new Promise((resolve) => socket.once('location', () => resolve()));
}

/** One server tick, answered: the identity event (if any) comes before the location event. */
async function tick(socket: Socket): Promise<void> {
  now += 1;
  place(MOVING, 'CES132', 31.2, 121.9 + (now % 100) / 1000);
  const location = nextLocation(socket);
  realtime.tick();
  await location;
}

function latest(batches: FlightIdentityRow[][], icao: number): FlightIdentityRow | undefined {
  return batches.flat().findLast((row) => row.icao === icao);
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
  identity = new FlightIdentityService(database.db);
  await identity.refresh();
  realtime = new RealtimeServer(app.server, { liveTable, secret, now: () => now, identity });
  base = await listenLocally(app);
});

afterAll(async () => {
  realtime.close();
  await app.close();
  await database.close();
});

describe('identity after a fleet and timetable appear', () => {
  it('sends full identity rows to subscribed sockets within one refresh', async () => {
    place(MOVING, 'CES132', 31.2, 121.9);
    place(STILL, 'CES586', 31.15, 121.8);
    const { socket, identities } = await subscribed();
    // Before the fleet and timetable: the airline's flight number, nothing more.
    expect(latest(identities, MOVING)).toMatchObject({
      fnum: 'MU132',
      anum: '',
      aircraftType: '',
      org: '',
      scheduledDeptime: 0,
      fservice: 'C',
    });
    await tick(socket);

    // The simulator publishes its fleet and timetable through the reference repository.
    const departure = now - 1800;
    const dayStart = Math.floor(departure / 86_400) * 86_400;
    const departureMinute = Math.floor((departure - dayStart) / 60);
    const arrivalMinute = departureMinute + 150;
    const leg = {
      airlineIcao: 'CES',
      departureMinuteUtc: departureMinute,
      arrivalMinuteUtc: arrivalMinute % 1440,
      arrivalDayOffset: Math.floor(arrivalMinute / 1440),
    };
    await upsertAircraft(database.db, [
      { icao: MOVING, registration: 'B-1003', typeDesignator: 'A332', operatorIcao: 'CES' },
      { icao: STILL, registration: 'B-6123', typeDesignator: 'A320', operatorIcao: 'CES' },
    ]);
    await upsertSchedules(database.db, [
      { ...leg, flightNumber: 'MU132', originIcao: 'ZSPD', destinationIcao: 'RKSI' },
      { ...leg, flightNumber: 'MU586', originIcao: 'ZSPD', destinationIcao: 'ZBAA' },
    ]);
    const generation = identity.generation;
    await runIdentityRefreshJob();
    expect(identity.generation).toBe(generation + 1);

    const before = identities.length;
    await tick(socket);
    const pushed = identities.slice(before).flat();
    const std = dayStart + departureMinute * 60;
    expect(pushed.find((row) => row.icao === MOVING)).toMatchObject({
      fnum: 'MU132',
      anum: 'B-1003',
      aircraftType: 'A332',
      org: 'PVG',
      dst: 'ICN',
      scheduledDeptime: std,
      fservice: 'J',
    });
    // It sent nothing new to the live table, and is told all the same.
    expect(pushed.find((row) => row.icao === STILL)).toMatchObject({
      fnum: 'MU586',
      anum: 'B-6123',
      aircraftType: 'A320',
      org: 'PVG',
      dst: 'PEK',
      scheduledDeptime: std,
      fservice: 'J',
    });

    // Nothing changed since: the next tick sends positions only, no identity rows again.
    const settled = identities.length;
    await tick(socket);
    await tick(socket);
    expect(identities.length).toBe(settled);

    // A refresh that finds the tables unchanged keeps the generation: nothing is rebuilt.
    await runIdentityRefreshJob();
    expect(identity.generation).toBe(generation + 1);

    // A socket subscribing now gets the full rows in its first picture.
    const later = await subscribed();
    expect(latest(later.identities, STILL)).toMatchObject({ anum: 'B-6123', dst: 'PEK' });
    socket.disconnect();
    later.socket.disconnect();
  });

  it('follows a timetable change', async () => {
    const { socket, identities } = await subscribed();
    expect(latest(identities, MOVING)).toMatchObject({ dst: 'ICN' });
    const row = latest(identities, MOVING);
    const departureMinute = Math.floor(((row?.scheduledDeptime ?? 0) % 86_400) / 60);
    await upsertSchedules(database.db, [
      {
        flightNumber: 'MU132',
        originIcao: 'ZSPD',
        destinationIcao: 'RJTT',
        airlineIcao: 'CES',
        departureMinuteUtc: departureMinute,
        arrivalMinuteUtc: (departureMinute + 150) % 1440,
        arrivalDayOffset: Math.floor((departureMinute + 150) / 1440),
      },
    ]);
    await runIdentityRefreshJob();
    const before = identities.length;
    await tick(socket);
    const pushed = identities.slice(before).flat();
    expect(pushed.map((pushedRow) => pushedRow.icao)).toEqual([MOVING]);
    expect(pushed[0]).toMatchObject({ fnum: 'MU132', dst: 'HND' });
    socket.disconnect();
  });
});
