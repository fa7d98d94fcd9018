import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { buildApp } from '../server';
import { upsertAircraft, upsertSchedules } from '../reference/fleet.repo';
import { FlightIdentityService } from './flight-identity.service';
import { flightService } from './flight-service';

let database: Database;
let app: FastifyInstance;
let identity: FlightIdentityService;
const time = Date.UTC(2025, 2, 1, 1, 0) / 1000;

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
  await upsertAircraft(database.db, [
    { icao: 0x780a5c, registration: 'B-1234', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
  await upsertSchedules(database.db, [
    {
      flightNumber: 'MU5101',
      originIcao: 'ZSSS',
      destinationIcao: 'ZBAA',
      airlineIcao: 'CES',
      departureMinuteUtc: 0,
      arrivalMinuteUtc: 140,
    },
    {
      flightNumber: 'CK211',
      originIcao: 'ZSPD',
      destinationIcao: 'ZGGG',
      airlineIcao: 'CKK',
      departureMinuteUtc: 30,
      arrivalMinuteUtc: 200,
    },
  ]);
  identity = new FlightIdentityService(database.db);
  await identity.refresh();
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 4096,
      trustProxy: false,
      webDist: '/nonexistent-skytrace-web',
      flightDetailRequiresLogin: false,
    },
    database,
    roles: () => ['http'],
    version: 'test',
    flights: { identity },
  });
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('FlightIdentityService', () => {
  it('identifies a scheduled China Eastern flight', () => {
    const base = identity.identify({ icao: 0x780a5c, callsign: 'CES5101', time });
    expect(base).toMatchObject({
      ICAOId: '780A5C',
      aircraftNum: 'B-1234',
      flightNum2: 'MU5101',
      flightNum3: 'CES5101',
      dynamicId: 'MU5101-20250301',
      aircraftType: 'A320',
      fattr: 'M',
      country: { code: 'CN' },
      airline: { IATA: 'MU', cName: '中国东方航空' },
      forg: { ICAO: 'ZSSS', IATA: 'SHA', cName: '上海虹桥国际机场' },
      fdst: { ICAO: 'ZBAA', IATA: 'PEK', cName: '北京首都国际机场', zone: 'Asia/Shanghai' },
      // An hour after STD with nothing observed: delayed (spec §4), no actual times yet.
      status: 'delay',
      time: {
        STD: Date.UTC(2025, 2, 1) / 1000,
        STA: Date.UTC(2025, 2, 1, 2, 20) / 1000,
        ATD: null,
        ATA: null,
        ETA: null,
      },
    });
  });

  it.each([
    ['CSN3101', 'CZ3101'],
    ['CCA981', 'CA981'],
    ['CPA101', 'CX101'],
    ['CHH7181', 'HU7181'],
    ['BAW38', 'BA38'],
  ])('%s is %s', (callsign, fnum) => {
    expect(identify(callsign).flightNum2).toBe(fnum);
  });

  it('takes registrations as general aviation and 4D2023 as Maltese', () => {
    const base = identity.identify({ icao: 0x4d2023, callsign: 'N123AB', time });
    expect(base).toMatchObject({ flightNum2: null, aircraftNum: 'N123AB', fattr: 'T' });
    expect(base.country?.name).toBe('Malta');
  });
});

describe('flight service type (spec §3 fservice)', () => {
  it.each([
    // Airline callsign with a schedule instance: scheduled passenger.
    ['CES5101', 'J'],
    // Airline callsign our schedules do not hold: unscheduled passenger.
    ['CSN3101', 'C'],
    // Cargo airline (China Cargo) on its schedule, then off any schedule.
    ['CKK211', 'F'],
    ['CKK9001', 'H'],
    // Registration callsign: general aviation.
    ['N123AB', 'D'],
    // Nothing to go on: not known.
    ['', 'N'],
  ])('%s is %s', (callsign, service) => {
    const base = identity.identify({ icao: 0x780a5c, callsign: callsign || undefined, time });
    expect(flightService(base)).toBe(service);
  });

  it('maps every attribute category, business jets and UAVs included', () => {
    const of = (fattr: 'M' | 'T' | 'F' | 'W' | 'G' | 'N', dynamicId: string | null) =>
      flightService({ fattr, dynamicId });
    expect(of('M', 'MU5101-20250301')).toBe('J');
    expect(of('M', null)).toBe('C');
    expect(of('F', 'CK211-20250301')).toBe('F');
    expect(of('F', null)).toBe('H');
    expect(of('G', 'MU5101-20250301')).toBe('D');
    expect(of('T', null)).toBe('D');
    expect(of('W', null)).toBe('N');
    expect(of('N', null)).toBe('N');
  });
});

function identify(callsign: string) {
  return identity.identify({ icao: 0x780001, callsign, time });
}

describe('HTTP', () => {
  it('serves provinces and cities with getAreaByPid', async () => {
    const provinces = await app.inject({ url: `${API_V2_FULL_PATHS.areasByParent}?lang=zh` });
    const body = provinces.json<{ code: number; data: { id: number; name: string }[] }>();
    expect(body.code).toBe(200);
    expect(body.data).toContainEqual(expect.objectContaining({ id: 110000, name: '北京市' }));
    const cities = await app.inject({
      url: `${API_V2_FULL_PATHS.areasByParent}?pid=440000&lang=en`,
    });
    expect(cities.json<{ data: { name: string }[] }>().data.map((city) => city.name)).toContain(
      'Shenzhen',
    );
  });

  it('serves flight base info', async () => {
    const response = await app.inject({
      url: `${API_V2_FULL_PATHS.flightBase}?icao=780a5c&callsign=CES5101&time=${time}`,
    });
    expect(response.json<{ data: { flightNum2: string } }>().data.flightNum2).toBe('MU5101');
  });
});
