import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { upsertAircraft } from '../reference/fleet.repo';
import { PlaybackDirectory } from './playback.directory';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('playback directory reloads', () => {
  it('waits for the first load only; a stale directory reloads behind the answer', async () => {
    let now = 1_000_000;
    const identity = new FlightIdentityService(database.db);
    const directory = new PlaybackDirectory(database.db, identity, () => now);
    await upsertAircraft(database.db, [
      { icao: 0x780a01, registration: 'B-30A1', typeDesignator: 'A320', operatorIcao: 'CES' },
    ]);

    expect(directory.loaded).toBe(false);
    await directory.ready();
    expect(directory.loaded).toBe(true);
    expect(directory.icaoOf('B30A1')).toBe(0x780a01);

    // Within the minute nothing is read again: a new registration is not seen yet.
    await upsertAircraft(database.db, [
      { icao: 0x780a02, registration: 'B-30A2', typeDesignator: 'A321', operatorIcao: 'CES' },
    ]);
    now += 30_000;
    await directory.ready();
    await directory.idle();
    expect(directory.icaoOf('B-30A2')).toBeUndefined();

    // A minute on, the call answers from the tables it has and the reload brings the new one.
    now += 31_000;
    await directory.ready();
    expect(directory.icaoOf('B-30A1')).toBe(0x780a01);
    await directory.idle();
    expect(directory.icaoOf('B-30A2')).toBe(0x780a02);
  });
});
