// The simulator's weather reaches the weather domain through its one ingest path: a day of
// half-hourly METARs at start, then the next slot when the simulator's clock reaches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/db';
import { createTestDatabase } from '../../db/testing';
import { WeatherService } from '../../weather/weather.service';
import { startSimWeather } from './sim.weather.runner';

const START = Date.parse('2026-07-15T06:10:00Z') / 1000;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
});
afterAll(() => database.close());

describe('simulated weather feed', () => {
  it('stores the last day at start and each new half hour, as current weather', async () => {
    let clock = START;
    const weather = new WeatherService(database.db, { now: () => clock * 1000 });
    const feed = startSimWeather({
      seed: 42,
      weather,
      clock: () => clock,
      logger: { warn: () => undefined },
    });
    const history = () => weather.history('PEK', START - 86_400, START + 3600);
    await expect.poll(async () => (await history()).reports.length, { timeout: 30_000 }).toBe(48);
    const current = await weather.current('ZSPD');
    expect(current.metar?.observedAt).toBe('2026-07-15T06:00:00.000Z');
    expect(current.taf?.issuedAt).toBe('2026-07-15T05:00:00.000Z');
    const real = await weather.airportReal();
    expect(real.airports.length).toBeGreaterThan(100);

    clock = START + 1800;
    await expect.poll(async () => (await history()).reports.length, { timeout: 30_000 }).toBe(49);
    await feed.stop();
  });
});
