// What one client may hold of the realtime role, with real Socket.IO clients (issue 13 #5, #6,
// #15): the per-address cap, the validation deadline, the `sub` budget and bound, and login
// rights that end with the session.
import {
  type ServerToClientEvents,
  type ClientToServerEvents,
  HOST_PATHS,
} from '@skytrace/contracts';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../accounts/accounts.schema';
import { createSession, revokeSession } from '../accounts/tokens.service';
import { sha256 } from '../accounts/secrets';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { buildApp } from '../server';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import { listenLocally } from '../testing/http';
import { TraceRecorder } from '../traces/trace.recorder';
import { trackerSocketCalls } from '../tracker/tracker.socket';
import { RealtimeServer } from './realtime.server';
import { issueSocketToken } from './realtime.token';
import { SUB_BURST } from './socket-limits';
import { Subscription } from './subscription';

/** A client socket with the contract's event names and payloads. */
type Socket = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

const secret = Buffer.alloc(32, 9);
let now = Math.floor(Date.now() / 1000);
let database: Database;
let app: FastifyInstance;
let realtime: RealtimeServer;
let base: string;
const liveTable = new LiveTable();
const limits = { validateTimeoutMs: 300, maxPerAddress: 6, subMaxAircraft: 50 };
const world = { north: 89, south: -89, east: 180, west: -180 };

function placeFleet(offset: number) {
  for (let i = 0; i < 300; i++) {
    liveTable.apply({
      ...emptyLiveUpdate(),
      icao: 0x700000 + i,
      deviceId: 'd',
      time: now,
      lat: -60 + (i % 100) * 1.2 + offset,
      lon: -170 + Math.floor(i / 100) * 100,
      altitude: 30000,
    });
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
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
  });
  const identity = new FlightIdentityService(database.db);
  realtime = new RealtimeServer(app.server, {
    liveTable,
    secret,
    now: () => now,
    limits,
    calls: [
      trackerSocketCalls({
        identity,
        liveTable,
        recorder: new TraceRecorder(database.db),
        db: database.db,
        requiresLogin: true,
        sessionCheckMs: 0,
      }),
    ],
  });
  base = await listenLocally(app);
  placeFleet(0);
});

afterAll(async () => {
  realtime.close();
  await app.close();
  await database.close();
});

function client(auth?: { token: string }): Promise<Socket> {
  const socket: Socket = connect(base, {
    path: HOST_PATHS.socketIo,
    transports: ['websocket'],
    reconnection: false,
    ...(auth ? { auth } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function validated(auth?: { token: string }): Promise<Socket> {
  const socket = await client(auth);
  const token = issueSocketToken(secret, 'browser', now);
  const ack = (await socket.emitWithAck('validate', { token })) as { code: number };
  expect(ack.code).toBe(1);
  return socket;
}

async function closeAll(sockets: Socket[]) {
  for (const socket of sockets) socket.disconnect();
  // The address count is released with the engine connection, which closes after the Socket.IO
  // socket: under load, a new socket could otherwise meet the cap of the ones just closed.
  while (realtime.stats.clients > 0 || realtime.engineConnections > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('realtime socket limits', () => {
  it('refuses sockets over the per-address cap', async () => {
    const sockets: Socket[] = [];
    for (let i = 0; i < limits.maxPerAddress; i++) sockets.push(await validated());
    const refused = await Promise.allSettled([client(), client(), client()]);
    expect(refused.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await closeAll(sockets);
    // Room again once they are gone.
    await closeAll([await validated()]);
  });

  it('disconnects a socket that does not validate in time, and keeps one that did', async () => {
    const kept = await validated();
    const idle = await client();
    await new Promise((resolve) => idle.once('disconnect', resolve));
    expect(kept.connected).toBe(true);
    await closeAll([kept]);
  });

  it('budgets sub floods per socket, bounds limit -1, and keeps serving a normal client', async () => {
    const normal = await validated();
    await normal.emitWithAck('sub', { clientBounds: world, limit: 2000, increment: 1 });
    const flooder = await validated();
    const nextBatch = vi.spyOn(Subscription.prototype, 'nextBatch');
    const rows: number[] = [];
    flooder.on('location', (bytes) => {
      rows.push(realtime.codec.decodeLocation(new Uint8Array(bytes)).icaoDelta.length);
    });
    for (let i = 0; i < 50; i++) {
      const ack = (await flooder.emitWithAck('sub', {
        clientBounds: { ...world, south: -89 + i * 0.01 },
        limit: -1,
        increment: 1,
      })) as { code: number };
      expect(ack.code).toBe(1);
    }
    expect(nextBatch.mock.calls.length).toBeLessThanOrEqual(SUB_BURST);
    expect(realtime.stats.subscribesDeferred).toBeGreaterThanOrEqual(50 - SUB_BURST);

    // One tick: the flooder's latest bounds in one full batch, the normal client's increment.
    now += 1;
    placeFleet(0.01);
    const normalBatch = new Promise((resolve) => normal.once('location', resolve));
    const flooderBatch = new Promise((resolve) => flooder.once('location', resolve));
    realtime.tick();
    await Promise.all([normalBatch, flooderBatch]);
    expect(nextBatch.mock.calls.length).toBeLessThanOrEqual(SUB_BURST + 2);
    expect(Math.max(...rows)).toBeLessThanOrEqual(limits.subMaxAircraft);
    nextBatch.mockRestore();
    await closeAll([normal, flooder]);
  });

  it('ends login rights on the socket when the session ends', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ username: 'socket-user', passwordHash: 'x' })
      .returning({ id: users.id });
    const session = await createSession(database.db, user!.id);
    const socket = await validated({ token: session.token });
    const signedIn = (await socket.emitWithAck('FlightBase', { icao: '700001' })) as {
      code: number;
    };
    expect(signedIn.code).toBe(1);
    await revokeSession(database.db, sha256(session.token));
    const after = (await socket.emitWithAck('FlightBase', { icao: '700001' })) as {
      code: number;
      msg: string;
    };
    expect(after).toEqual({ code: 0, msg: 'Log in to view this information.' });
    await closeAll([socket]);
  });
});
