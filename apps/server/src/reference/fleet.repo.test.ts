import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { listAircraft, listSchedules, upsertAircraft, upsertSchedules } from './fleet.repo';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('fleet repo', () => {
  it('upserts aircraft by ICAO address', async () => {
    await upsertAircraft(database.db, [
      { icao: 0x780a5c, registration: 'B-1234', typeDesignator: 'A320', operatorIcao: 'CES' },
      { icao: 0x4d2023, registration: '9H-AAA', typeDesignator: 'A20N', operatorIcao: null },
    ]);
    await upsertAircraft(database.db, [
      { icao: 0x780a5c, registration: 'B-1234', typeDesignator: 'A21N', operatorIcao: 'CES' },
    ]);
    const rows = await listAircraft(database.db);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.icao === 0x780a5c)?.typeDesignator).toBe('A21N');
  });

  it('upserts schedules by flight number and origin, defaulting to daily', async () => {
    const leg = {
      flightNumber: 'MU5101',
      originIcao: 'ZSSS',
      destinationIcao: 'ZBAA',
      airlineIcao: 'CES',
      departureMinuteUtc: 0,
      arrivalMinuteUtc: 140,
    };
    await upsertSchedules(database.db, [leg]);
    await upsertSchedules(database.db, [{ ...leg, departureMinuteUtc: 30, arrivalMinuteUtc: 170 }]);
    const rows = await listSchedules(database.db);
    expect(rows).toEqual([
      {
        ...leg,
        departureMinuteUtc: 30,
        arrivalMinuteUtc: 170,
        arrivalDayOffset: 0,
        daysOfWeek: 127,
        validFrom: null,
        validTo: null,
      },
    ]);
  });
});
