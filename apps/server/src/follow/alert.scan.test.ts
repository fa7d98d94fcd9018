// The area alert scan on PGlite against a real LiveTable: rules stored as users save them, the
// aircraft in each rule's reach (near the antimeridian too, where the latitude band and the box
// must not lose anyone) fire once, the rest never; at most once per aircraft and hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../accounts/users.repo';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { LiveAirGround } from '../live/live.aircraft';
import { emptyLiveUpdate, LiveTable } from '../live/live.table';
import { AlertScanner } from './alert.scanner';
import { insertRule } from './follow.repo';
import { NoticeDelivery } from './notice.delivery';

let database: Database;
const NOW = Date.UTC(2026, 10, 24, 6, 0, 0) / 1000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function fly(table: LiveTable, icao: number, lat: number, lon: number, squawk: number) {
  table.apply({
    ...emptyLiveUpdate(),
    icao,
    deviceId: 'd',
    time: NOW,
    lat,
    lon,
    altitude: 5_000,
    squawk,
    airGround: LiveAirGround.Airborne,
  });
}

describe('area alert scan', () => {
  it('fires for the aircraft in reach of each rule only, once an hour', async () => {
    const db = database.db;
    const user = await insertUser(db, { username: 'watcher', passwordHash: 'x' });
    const rule = (name: string, lat: number, lon: number, radiusKm: number) =>
      insertRule(db, {
        userId: user.id,
        name,
        lat,
        lon,
        radiusKm,
        maxAltitudeM: null,
        types: [],
        squawks: ['7x00'],
        quietStart: null,
        quietEnd: null,
        timeZone: 'UTC',
        maxPerHour: 60,
        enabled: true,
      });
    const beijing = await rule('Beijing', 40.08, 116.58, 50);
    const dateLine = await rule('Fiji east', -17.0, 179.9, 100);
    const table = new LiveTable();
    fly(table, 0x780001, 40.3, 116.7, 0x7700); // ~26 km from Beijing: in
    fly(table, 0x780002, 40.3, 116.7, 0x2000); // in reach, ordinary squawk: out
    fly(table, 0x780003, 40.6, 116.6, 0x7600); // ~58 km north: out
    fly(table, 0x780004, 40.08, 117.3, 0x7500); // ~61 km east, same latitude: out
    fly(table, 0xc80001, -17.2, -179.5, 0x7700); // ~67 km across the antimeridian: in
    fly(table, 0xc80002, -17.0, 178.5, 0x7700); // ~149 km west: out
    let now = NOW;
    const scanner = new AlertScanner(db, undefined, new NoticeDelivery(db, {}), () => now);
    const fired = await scanner.scan(table);
    expect(fired.map((m) => [m.rule.id, m.aircraft.icao]).sort()).toEqual(
      [
        [beijing.id, 0x780001],
        [dateLine.id, 0xc80001],
      ].sort(),
    );
    now += 600;
    expect(await scanner.scan(table)).toEqual([]);
    now += 3_600;
    expect((await scanner.scan(table)).length).toBe(2);
  });
});
