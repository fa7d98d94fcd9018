// Air-route coverage over real HTTP on PGlite: one receiver in Beijing heard aircraft at cruise
// height 200 km out in every direction; the timetable has Beijing–Tianjin (inside that range)
// and Beijing–Shanghai (its first 200 km inside). Also the export, streamed as CSV.
import { sql } from 'drizzle-orm';
import { destinationPoint } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../admin/admin.testing';
import { statsDay } from '../devices/device.live';
import { greatCircleKm, greatCircleSamples } from './airway';
import { hear, operatorDevice, startRankingApp, type RankingHarness } from './ranking.testing';

const BEIJING = { lat: 40.08, lon: 116.58 };

describe('air-route coverage', () => {
  const t = 1_795_000_000;
  const day = statsDay(t);
  let harness: RankingHarness;
  const get = (url: string) => adminCall(harness, 'GET', url, { token: harness.adminToken });

  beforeAll(async () => {
    harness = await startRankingApp(t);
    const device = await operatorDevice(harness, 'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3', BEIJING);
    const out: [number, number] = [0, 0];
    for (let bearing = 5; bearing < 360; bearing += 10) {
      destinationPoint(BEIJING.lat, BEIJING.lon, bearing, 200_000, out);
      hear(harness, device, 0x780000 + bearing, t + bearing / 10, out[0], out[1], 33_000);
    }
    harness.now.value = t + 60;
    await harness.registry.flush();
    const db = harness.database.db;
    await db.execute(sql`insert into schedules (flight_number, origin_icao, destination_icao,
        airline_icao, departure_minute_utc, arrival_minute_utc, days_of_week)
      values ('CA1001', 'ZBAA', 'ZBTJ', 'CCA', 60, 100, 127),
        ('CA1002', 'ZBTJ', 'ZBAA', 'CCA', 200, 240, 1),
        ('MU5101', 'ZBAA', 'ZSSS', 'CES', 0, 130, 127)`);
  });
  afterAll(async () => {
    await harness.close();
  });

  it('samples the great circle every 10 km', () => {
    const a = { icao: 'A', iata: null, name: 'A', nameZh: null, lat: 0, lon: 0 };
    const b = { ...a, lon: 1 };
    expect(greatCircleKm(0, 0, 0, 1)).toBeCloseTo(111.2, 0);
    const points = greatCircleSamples(a, b);
    expect(points).toHaveLength(13);
    expect(points[0]).toEqual([0, 0]);
    expect(points.at(-1)![1]).toBeCloseTo(1, 9);
  });

  it('answers each airport pair’s share of route inside the receivers’ cruise range', async () => {
    const answer = await get(`/adsb/airway?searchDate=${day}`);
    expect(answer.status).toBe(200);
    const page = answer.body.data;
    expect(page.day).toBe(day);
    expect(page.total).toBe(2);
    const rows = page.rows as {
      from: { icao: string };
      to: { icao: string };
      rate: number;
      flightsPerWeek: number;
      samples: number;
      covered: number;
      path: [number, number, boolean][];
    }[];
    const tianjin = rows.find((row) => row.to.icao === 'ZBTJ' || row.from.icao === 'ZBTJ')!;
    const shanghai = rows.find((row) => row.to.icao === 'ZSSS' || row.from.icao === 'ZSSS')!;
    // Both directions as one pair: daily plus Mondays.
    expect(tianjin.flightsPerWeek).toBe(8);
    expect(shanghai.flightsPerWeek).toBe(7);
    expect(tianjin.rate).toBe(1);
    // ~1080 km, of which the first ~200 km are inside the outline.
    expect(shanghai.rate).toBeGreaterThan(0.12);
    expect(shanghai.rate).toBeLessThan(0.25);
    expect(page.samples).toBe(tianjin.samples + shanghai.samples);
    expect(page.covered).toBe(tianjin.covered + shanghai.covered);
    expect(shanghai.path[0]![2]).toBe(true);
    expect(shanghai.path.at(-1)![2]).toBe(false);
    // Filtered by an airport's IATA code.
    const sha = await get(`/adsb/airway?searchDate=${day}&search=sha`);
    expect(sha.body.data.total).toBe(1);
    // Another day has no outline: nothing covered.
    const other = await get(`/adsb/airway?searchDate=20200101`);
    expect(other.body.data.covered).toBe(0);
    expect((await get('/adsb/airway?search=a%25')).status).toBe(400);
  });

  it('exports the routes as CSV in the asked language', async () => {
    const response = await fetch(
      `${harness.base}/adsb/adsb/airway/export?searchDate=${day}&format=csv&lang=zh`,
      { headers: { authorization: `Bearer ${harness.adminToken}` } },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('覆盖率');
    expect(lines).toHaveLength(3);
    expect(text).toContain('TSN');
    expect(text).toContain('北京');
  });
});
