// The identity cache reloads its tables only when one of them changed: the version moves with
// every insert, update and delete, and stays put otherwise.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { upsertAircraft } from '../reference/fleet.repo';
import { aircraft } from '../reference/fleet.schema';
import { airlines } from '../reference/reference.schema';
import { FlightIdentityService } from './flight-identity.service';
import { readIdentityTablesVersion } from './identity-version.repo';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
});
afterAll(() => database.close());

it('changes with every insert, update and delete of the cached tables, not otherwise', async () => {
  const { db } = database;
  const first = await readIdentityTablesVersion(db);
  expect(await readIdentityTablesVersion(db)).toBe(first);
  await db.insert(airlines).values({ icao: 'ZZV', nameEn: 'Version Air' });
  const inserted = await readIdentityTablesVersion(db);
  expect(inserted).not.toBe(first);
  await db.update(airlines).set({ nameEn: 'Version Air 2' }).where(eq(airlines.icao, 'ZZV'));
  const updated = await readIdentityTablesVersion(db);
  expect(updated).not.toBe(inserted);
  await db.delete(airlines).where(eq(airlines.icao, 'ZZV'));
  expect(await readIdentityTablesVersion(db)).not.toBe(updated);
});

it('reloads the identity cache after a change', async () => {
  const { db } = database;
  const identity = new FlightIdentityService(db);
  await identity.refresh();
  const time = Date.UTC(2025, 2, 1, 1, 0) / 1000;
  expect(identity.identify({ icao: 0x7a0001, callsign: undefined, time }).aircraftNum).toBeFalsy();
  await upsertAircraft(db, [
    { icao: 0x7a0001, registration: 'B-9999', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
  await identity.refresh();
  expect(identity.identify({ icao: 0x7a0001, callsign: undefined, time }).aircraftNum).toBe(
    'B-9999',
  );
  await db.delete(aircraft).where(eq(aircraft.icao, 0x7a0001));
  await identity.refresh();
  expect(identity.identify({ icao: 0x7a0001, callsign: undefined, time }).aircraftNum).toBeFalsy();
});
