// Observed take-offs and landings end to end: positions go through the real trace recorder and
// segmentation into identity (ATD, ATA, status, ETA), flight rows get their origin and
// destination, a restart restores the events from PGlite, and flightBase serves them over HTTP
// under the spec §6 login rule.
import { knotsToKmh, API_V2_FULL_PATHS } from '@skytrace/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/tokens.service';
import { insertUser } from '../accounts/users.repo';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { buildApp } from '../server';
import { upsertAircraft, upsertSchedules } from '../reference/fleet.repo';
import { readReferenceTables } from '../reference/reference.repo';
import { listenLocally } from '../testing/http';
import type { TracePoint } from '../traces/trace.point';
import { TraceRecorder } from '../traces/trace.recorder';
import { findFlights } from '../traces/recorded-flights.repo';
import { FlightEventsService } from './flight-events.service';
import { FlightIdentityService } from './flight-identity.service';

// A fixed day (not today): the schedule, the flights and every identify() time are pinned to it.
const STD = Date.UTC(2025, 2, 1, 0, 0) / 1000;
const STA = STD + 140 * 60;
const MINUTE = 60_000;
/** After every test flight has landed: when the later checks ask. */
const AFTERWARDS = STD * 1000 + 4 * 60 * MINUTE;
const CRUISE_KT = 450;

interface Place {
  lat: number;
  lon: number;
}

let database: Database;
let identity: FlightIdentityService;
let events: FlightEventsService;
let recorder: TraceRecorder;
let clock = STD * 1000;
const airports = new Map<string, Place>();

/** Straight-line flight between two airports: taxi, take-off, cruise, landing, taxi in. */
function flight(from: Place, to: Place, start: number, turnBackAfter?: number) {
  const points: TracePoint[] = [];
  const push = (time: number, at: Place, onGround: boolean, groundSpeed: number) =>
    points.push({
      time,
      lat: at.lat,
      lon: at.lon,
      altitude: onGround ? null : 20_000,
      groundSpeed,
      track: 0,
      verticalRate: 0,
      onGround,
    });
  let time = start;
  // Two minutes of taxi on the field, then the take-off roll.
  for (let s = 0; s < 120; s += 2, time += 2_000) push(time, from, true, 15);
  const takeoffAt = time;
  const target = turnBackAfter === undefined ? to : from;
  const legs: [Place, Place][] =
    turnBackAfter === undefined
      ? [[from, to]]
      : [
          [from, { lat: from.lat + turnBackAfter, lon: from.lon }],
          [{ lat: from.lat + turnBackAfter, lon: from.lon }, from],
        ];
  for (const [a, b] of legs) {
    const km = Math.hypot((b.lat - a.lat) * 111.2, (b.lon - a.lon) * 111.2 * Math.cos(0.6));
    const seconds = Math.round((km / knotsToKmh(CRUISE_KT)) * 3600);
    for (let s = 0; s < seconds; s += 4, time += 4_000) {
      const share = s / seconds;
      push(
        time,
        { lat: a.lat + (b.lat - a.lat) * share, lon: a.lon + (b.lon - a.lon) * share },
        false,
        CRUISE_KT,
      );
    }
  }
  const touchdownAt = time;
  // Roll-out and taxi in: landing is confirmed after 30 s on the ground.
  for (let s = 0; s < 120; s += 2, time += 2_000) push(time, target, true, Math.max(15, 140 - s));
  return { points, takeoffAt, touchdownAt };
}

function feed(icao: number, callsign: string, points: readonly TracePoint[]): void {
  for (const point of points) {
    clock = point.time;
    recorder.record(icao, callsign, point);
  }
}

const identify = (icao: number, callsign: string, timeMs: number) =>
  identity.identify({ icao, callsign, time: Math.floor(timeMs / 1000) });

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
  const reference = await readReferenceTables(database.db);
  for (const icao of ['ZSSS', 'ZBAA', 'ZBTJ']) {
    const row = reference.airports.find((airport) => airport.icao === icao);
    if (!row) throw new Error(`${icao} missing from reference data`);
    airports.set(icao, { lat: row.lat, lon: row.lon });
  }
  await upsertAircraft(database.db, [
    { icao: 0x780b01, registration: 'B-6001', typeDesignator: 'A320', operatorIcao: 'CES' },
    { icao: 0x780b02, registration: 'B-6002', typeDesignator: 'A320', operatorIcao: 'CES' },
    { icao: 0x780b03, registration: 'B-6003', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
  const leg = {
    originIcao: 'ZSSS',
    destinationIcao: 'ZBAA',
    airlineIcao: 'CES',
    departureMinuteUtc: 0,
    arrivalMinuteUtc: 140,
  };
  await upsertSchedules(database.db, [
    { ...leg, flightNumber: 'MU5101' },
    { ...leg, flightNumber: 'MU5103' },
    { ...leg, flightNumber: 'MU5105' },
  ]);
  identity = new FlightIdentityService(database.db);
  await identity.refresh();
  events = new FlightEventsService(database.db, identity, { now: () => clock });
  recorder = new TraceRecorder(database.db, { now: () => clock, events });
}, 60_000);

afterAll(async () => {
  await database.close();
});

const place = (icao: string): Place => {
  const found = airports.get(icao);
  if (!found) throw new Error(icao);
  return found;
};

describe('observed events through the recorder', () => {
  const normal = () => flight(place('ZSSS'), place('ZBAA'), STD * 1000 + 18 * MINUTE);
  let flown: ReturnType<typeof normal>;

  it('is scheduled, then delayed, then taken off at the observed time, then arrived', () => {
    flown = normal();
    const before = identify(0x780b01, 'CES5101', STD * 1000 - 30 * MINUTE);
    expect(before).toMatchObject({ flightNum2: 'MU5101', status: 'scheduled' });
    expect(before.time).toMatchObject({ STD, STA, ATD: null, ATA: null, ETA: null });

    const taxi = flown.points.filter((p) => p.time < flown.takeoffAt);
    feed(0x780b01, 'CES5101', taxi);
    expect(identify(0x780b01, 'CES5101', clock).status).toBe('delay');

    const halfway = flown.takeoffAt + (flown.touchdownAt - flown.takeoffAt) / 2;
    feed(
      0x780b01,
      'CES5101',
      flown.points.filter((p) => p.time >= flown.takeoffAt && p.time < halfway),
    );
    const airborne = identify(0x780b01, 'CES5101', clock);
    expect(airborne.status).toBe('takeOff');
    expect(airborne.time.ATD).toBe(flown.takeoffAt / 1000);
    expect(airborne.time.ATA).toBeNull();
    // No position given: the scheduled 140-minute block from the observed take-off.
    expect(airborne.time.ETA).toBe(flown.takeoffAt / 1000 + 140 * 60);

    feed(
      0x780b01,
      'CES5101',
      flown.points.filter((p) => p.time >= halfway),
    );
    const landed = identify(0x780b01, 'CES5101', clock);
    expect(landed.status).toBe('arrive');
    expect(landed.time).toMatchObject({
      ATD: flown.takeoffAt / 1000,
      ATA: flown.touchdownAt / 1000,
      ETA: null,
    });
    // Asked about a moment before the landing, the same flight was still in the air.
    expect(identify(0x780b01, 'CES5101', halfway).status).toBe('takeOff');
  });

  it('estimates arrival from the distance left and the ground speed', () => {
    const halfway = flown.takeoffAt + (flown.touchdownAt - flown.takeoffAt) / 2;
    const point = flown.points.find((p) => p.time >= halfway);
    if (!point) throw new Error('no halfway point');
    const base = identity.identify({
      icao: 0x780b01,
      callsign: 'CES5101',
      time: point.time / 1000,
      position: { lat: point.lat, lon: point.lon, groundSpeed: CRUISE_KT, onGround: false },
    });
    expect(base.status).toBe('takeOff');
    // The simulated flight keeps 450 kt to touchdown: the estimate lands within two minutes.
    expect(Math.abs((base.time.ETA ?? 0) - flown.touchdownAt / 1000)).toBeLessThan(120);
  });

  it('calls a landing at another airport alternate and one back at the origin return', () => {
    const diverted = flight(place('ZSSS'), place('ZBTJ'), STD * 1000 + 5 * MINUTE);
    feed(0x780b02, 'CES5103', diverted.points);
    const alternate = identify(0x780b02, 'CES5103', clock);
    expect(alternate.status).toBe('alternate');
    expect(alternate.time.ATA).toBe(diverted.touchdownAt / 1000);

    const back = flight(place('ZSSS'), place('ZSSS'), STD * 1000 + 5 * MINUTE, 1.5);
    feed(0x780b03, 'CES5105', back.points);
    const returned = identify(0x780b03, 'CES5105', clock);
    expect(returned.status).toBe('return');
    expect(returned.time.ATD).toBe(back.takeoffAt / 1000);
  });

  it('writes origin and destination of the identified flights at the flush', async () => {
    await recorder.flush();
    await events.settled();
    const rows = await findFlights(database.db, { from: STD * 1000, to: AFTERWARDS });
    const byCallsign = new Map(rows.map((row) => [row.callsign, row]));
    for (const callsign of ['CES5101', 'CES5103', 'CES5105']) {
      expect(byCallsign.get(callsign)).toMatchObject({ origin: 'ZSSS', destination: 'ZBAA' });
    }
    expect(byCallsign.get('CES5101')?.takeoffAt).toBe(flown.takeoffAt);
  });

  it('keeps a process without ingest up to date from the flight rows, without duplicates', async () => {
    // A cluster's HTTP process: its recorder observes nothing; it re-reads the written rows.
    const replica = new FlightIdentityService(database.db);
    await replica.refresh();
    const reader = new FlightEventsService(database.db, replica, { now: () => AFTERWARDS });
    const since = STD * 1000 - 3_600_000;
    expect(await reader.refresh(since)).toBe(3);
    expect(await reader.refresh(since)).toBe(3);
    expect(replica.observed.flightsOf(0x780b01)).toHaveLength(1);
    expect(
      replica.identify({ icao: 0x780b01, callsign: 'CES5101', time: AFTERWARDS / 1000 }),
    ).toMatchObject({
      status: 'arrive',
      time: { ATD: flown.takeoffAt / 1000, ATA: flown.touchdownAt / 1000 },
    });
    // Nothing written since then: nothing read.
    expect(await reader.refresh(AFTERWARDS + 3_600_000)).toBe(0);
  });

  it('restores the observed events after a restart', async () => {
    const restarted = new FlightIdentityService(database.db);
    await restarted.refresh();
    const restoredEvents = new FlightEventsService(database.db, restarted, {
      now: () => AFTERWARDS,
    });
    expect(await restoredEvents.restore()).toBe(3);
    const at = (icao: number, callsign: string) =>
      restarted.identify({ icao, callsign, time: AFTERWARDS / 1000 });
    expect(at(0x780b01, 'CES5101')).toMatchObject({
      status: 'arrive',
      time: { ATD: flown.takeoffAt / 1000, ATA: flown.touchdownAt / 1000 },
    });
    expect(at(0x780b02, 'CES5103').status).toBe('alternate');
    expect(at(0x780b03, 'CES5105').status).toBe('return');
    // A day later the events are past the retention window and nothing is restored.
    const later = new FlightEventsService(database.db, restarted, {
      now: () => AFTERWARDS + 25 * 3600_000,
    });
    expect(await later.restore()).toBe(0);
  });
});

describe('GET /api/v2/business/dynamic/flightBase', () => {
  const apps: FastifyInstance[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-flights-'));

  async function start(flightDetailRequiresLogin: boolean): Promise<string> {
    const app = await buildApp({
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 4096,
        trustProxy: false,
        webDist: '/nonexistent-skytrace-web',
        flightDetailRequiresLogin,
      },
      database,
      roles: () => ['http'],
      version: 'test',
      accounts: { dataDir },
      flights: { identity },
    });
    apps.push(app);
    return listenLocally(app);
  }

  afterAll(async () => {
    for (const app of apps) await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const query = () =>
    `${API_V2_FULL_PATHS.flightBase}?icao=780b01&callsign=CES5101&time=${AFTERWARDS / 1000}&lang=en`;

  it('answers 401 to visitors and the base info to signed-in users when login is required', async () => {
    const base = await start(true);
    const visitor = await fetch(`${base}${query()}`);
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { msg: string }).msg).toBe('Please log in first.');

    const user = await insertUser(database.db, {
      username: 'flightwatcher',
      passwordHash: 'not-used-by-this-test',
    });
    const { token } = await createSession(database.db, user.id);
    const signedIn = await fetch(`${base}${query()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.status).toBe(200);
    const body = (await signedIn.json()) as { data: { status: string } };
    expect(body.data.status).toBe('arrive');
  });

  it('serves visitors the observed ATD, ATA and status when login is not required', async () => {
    const base = await start(false);
    const answer = await fetch(`${base}${query()}`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      code: number;
      data: { flightNum2: string; status: string; time: { ATD: number; ATA: number } };
    };
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ flightNum2: 'MU5101', status: 'arrive' });
    expect(body.data.time.ATD).toBeLessThan(body.data.time.ATA);
  });
});
