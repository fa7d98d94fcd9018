import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { ensureReferenceData } from './reference.load';
import { listAreasByParent } from './reference.repo';
import { airlines, airports } from './reference.schema';

let database: Database;
const logger = { info: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('ensureReferenceData', () => {
  // How long the load takes is a figure of `npm run bench:playback`, not a limit here.
  it('loads every airport, then skips while the version is unchanged', async () => {
    expect(await ensureReferenceData(database, logger)).toBe('loaded');
    const [airportCount] = await database.db.select({ n: count() }).from(airports);
    expect(airportCount?.n).toBeGreaterThan(28_000);
    const [airlineCount] = await database.db.select({ n: count() }).from(airlines);
    expect(airlineCount?.n).toBeGreaterThan(1000);
    expect(await ensureReferenceData(database, logger)).toBe('current');
    expect(await ensureReferenceData(database, logger, { force: true })).toBe('loaded');
  }, 60_000);

  it('answers provinces and their cities', async () => {
    const provinces = await listAreasByParent(database.db, 0);
    expect(provinces.find((area) => area.id === 110000)?.nameZh).toBe('北京市');
    const guangdong = await listAreasByParent(database.db, 440000);
    expect(guangdong.map((area) => area.nameEn)).toContain('Shenzhen');
  });
});
