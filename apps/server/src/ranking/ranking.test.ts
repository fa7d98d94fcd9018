// The ranking's hand-computed case and the community calls over real HTTP: two receivers hear
// the same aircraft, one of them a few seconds alone, a third hears an aircraft nobody else does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/accounts.testing';
import { adminCall } from '../admin/admin.testing';
import { statsDay, type DeviceLive } from '../devices/device.live';
import { queryRows } from '../coverage/query-rows';
import { computeRanking, scoreOf } from './ranking.job';
import { hear, operatorDevice, startRankingApp, type RankingHarness } from './ranking.testing';

describe('device ranking', () => {
  let harness: RankingHarness;
  let a: DeviceLive;
  let b: DeviceLive;
  let c: DeviceLive;
  const t = 1_795_000_000;
  const cDevId = () => c.devId;

  beforeAll(async () => {
    harness = await startRankingApp(t);
    a = await operatorDevice(harness, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', { lat: 40, lon: 116 });
    b = await operatorDevice(harness, 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', { lat: 40.3, lon: 116 });
    c = await operatorDevice(harness, 'cccccccccccccccccccccccccccccccc', { lat: 30, lon: 120 });
    for (let s = 0; s < 15; s++) {
      // Aircraft 1 near A and B: both hear it for 10 s, then A alone for 5 s, in one cell.
      if (s < 10) hear(harness, b, 1, t + s, 40.11, 116.11);
      hear(harness, a, 1, t + s + 0.5, 40.11, 116.11);
      // Aircraft 2 near C: nobody else hears it.
      if (s < 10) hear(harness, c, 2, t + s, 30.11, 120.11);
    }
    harness.now.value = t + 20;
    await harness.registry.flush();
  });
  afterAll(async () => {
    await harness.close();
  });

  it('ranks unique contribution: C, then A, then B, with the hand-computed scores', async () => {
    const today = statsDay(t);
    const run = await computeRanking(harness.database.db, today);
    expect(run.devices).toBe(3);
    // A: 5 seconds alone, no cell of its own, 14 s online; B: nothing alone, 9 s online;
    // C: 10 seconds alone, 1 cell nobody else heard, 9 s online.
    expect(scoreOf(5, 0, 14)).toBe(5.2);
    expect(scoreOf(0, 0, 9)).toBe(0.1);
    expect(scoreOf(10, 1, 9)).toBe(110.1);
    const page = await call(harness, 'GET', '/business/rank/deviceRank?page=1&size=10');
    expect(page.status).toBe(200);
    const rows = page.body.data.rows as { devId: number; rank: string; score: number }[];
    expect(rows.map((row) => [row.devId, row.rank, row.score])).toEqual([
      [c.devId, '1', 110.1],
      [a.devId, '2', 5.2],
      [b.devId, '3', 0.1],
    ]);
    expect(page.body.data.rows[0]).toMatchObject({ uniquePositions: 10, uniqueCells: 1 });
    expect(page.body.data.rows[1]).toMatchObject({ uniquePositions: 5, uniqueCells: 0 });
  });

  it('answers device info with status, rank and today figures', async () => {
    const info = await call(harness, 'GET', `/business/device/info?devId=${a.devId}`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      devId: a.devId,
      online: true,
      lat: 40,
      lon: 116,
      aircraftToday: 1,
      positionsToday: 15,
      rank: { rank: '2', change: null },
    });
    // The nearest airport city within 80 km.
    expect(info.body.data.city).toMatchObject({ en: 'Beijing', zh: '北京' });
  });

  it('answers coverage cells and the outline of the day asked', async () => {
    const day = statsDay(t);
    const answer = await call(
      harness,
      'GET',
      `/business/device/coverage?devId=${a.devId}&searchDate=${day.replaceAll('-', '')}&height=3000`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.points).toEqual([
      { lat: 40.125, lng: 116.125, height: 6000, positions: 15 },
    ]);
    // 40.11,116.11 from 40,116 is north-east: sector 3 (30–40°), about 15 km.
    const outline = answer.body.data.outline as number[];
    expect(outline.findIndex((km) => km > 0)).toBe(3);
    expect(outline[3]).toBeGreaterThan(14);
    expect(outline[3]).toBeLessThan(16);
    // Yesterday by default: nothing heard then.
    const yesterday = await call(harness, 'GET', `/business/device/coverage?devId=${a.devId}`);
    expect(yesterday.body.data).toMatchObject({ points: [], height: 1000, devType: 'adsb' });
  });

  it('lists the aircraft a device heard today and hears now', async () => {
    const flights = await call(harness, 'GET', `/business/device/flights?devId=${c.devId}`);
    expect(flights.body.data).toMatchObject({ aircraft: 1, flights: [{ icao: '000002' }] });
    const live = await call(harness, 'GET', `/business/device/liveFlights?devId=${c.devId}`);
    expect(live.body.data).toHaveLength(1);
    expect(live.body.data[0]).toMatchObject({ icao: '000002', lat: 30.11, lon: 120.11 });
  });

  it('refuses bad, unknown and unlisted ids', async () => {
    expect((await call(harness, 'GET', '/business/device/info?devId=abc')).status).toBe(400);
    const missing = await call(harness, 'GET', '/business/device/info?devId=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toMatch(/may not be enabled/);
    // An unclaimed feeder id is nobody's device: not public.
    const stray = harness.registry.attach('dddddddddddddddddddddddddddddddd', 'beast', '10.0.0.9')!;
    stray.countMessage(t + 21);
    await harness.registry.flush();
    expect(stray.devId).toBeGreaterThan(0);
    for (const path of ['info', 'coverage', 'flights', 'liveFlights']) {
      const answer = await call(harness, 'GET', `/business/device/${path}?devId=${stray.devId}`);
      expect(answer.status, path).toBe(404);
    }
    expect(
      (await call(harness, 'GET', '/business/device/coverage?devId=1&height=500')).status,
    ).toBe(400);
    expect((await call(harness, 'GET', '/business/rank/deviceRank?scope=my')).status).toBe(401);
    expect((await call(harness, 'GET', '/business/rank/deviceAirportRank?code=ZZZZ')).status).toBe(
      404,
    );
  });

  it("lists and exports a day's coverage figures for administrators", async () => {
    const day = statsDay(t).replaceAll('-', '');
    expect((await adminCall(harness, 'GET', `/adsb/data?searchDate=${day}`)).status).toBe(401);
    const answer = await adminCall(harness, 'GET', `/adsb/data?searchDate=${day}`, {
      token: harness.adminToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(3);
    const rows = answer.body.data.rows as { devId: number }[];
    const c = rows.find((row) => row.devId === cDevId());
    expect(c).toMatchObject({ positions: 10, uniquePositions: 10, cells: 1, uniqueCells: 1 });
    const response = await fetch(
      `${harness.base}/adsb/adsb/data/export?searchDate=${day}&format=csv&lang=en`,
      { headers: { authorization: `Bearer ${harness.adminToken}` } },
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain('Unique positions');
    expect(csv.trim().split('\r\n')).toHaveLength(4);
  });

  it("tells administrators an airport's runway coverage and its landings with who heard them", async () => {
    const at = (seconds: number) => new Date(seconds * 1000).toISOString();
    await harness.database.db.execute(sql`insert into flights (id, icao, callsign, first_seen,
        last_seen, min_lat, max_lat, min_lon, max_lon, origin, destination, takeoff_at, landed_at)
      values
        (9001, 1, 'CCA1501', ${at(t - 7200)}::timestamptz, ${at(t)}::timestamptz, 30, 40, 116, 121,
          'ZSSS', 'ZBAA', null, ${at(t)}::timestamptz),
        (9002, 3, 'CSN3101', ${at(t - 7000)}::timestamptz, ${at(t + 60)}::timestamptz, 30, 40, 116, 121,
          'ZGGG', 'ZBAA', null, null),
        (9003, 4, 'CHH7001', ${at(t - 600)}::timestamptz, ${at(t + 100)}::timestamptz, 39, 41, 116, 117,
          'ZBAA', 'ZUUU', ${at(t - 500)}::timestamptz, null)`);
    const day = statsDay(t).replaceAll('-', '');
    const rate = await adminCall(
      harness,
      'GET',
      `/airport/coverRate?startDate=${day}&endDate=${day}&search=ZBAA`,
      { token: harness.adminToken },
    );
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    expect(rate.body.data.rows[0]).toMatchObject({
      icao: 'ZBAA',
      arrivals: 2,
      landingsHeard: 1,
      departures: 1,
      takeoffsHeard: 1,
      rate: 0.667,
    });
    const tooLong = await adminCall(
      harness,
      'GET',
      `/airport/coverRate?startDate=20260101&endDate=20260301`,
      { token: harness.adminToken },
    );
    expect(tooLong.status).toBe(400);
    const landings = await adminCall(harness, 'GET', `/airport/landing?iata=PEK&date=${day}`, {
      token: harness.adminToken,
    });
    expect(landings.status).toBe(200);
    const rows = landings.body.data.rows as { callsign: string; devices: { devId: number }[] }[];
    expect(rows.map((row) => row.callsign).sort()).toEqual(['CCA1501', 'CSN3101']);
    const heard = rows.find((row) => row.callsign === 'CCA1501');
    expect(heard?.devices.map((device) => device.devId).sort()).toEqual([a.devId, b.devId].sort());
    expect(rows.find((row) => row.callsign === 'CSN3101')?.devices).toEqual([]);
  });

  it('keeps the user ranking to administrators', async () => {
    expect((await adminCall(harness, 'GET', '/rank/userrank')).status).toBe(401);
    const answer = await adminCall(harness, 'GET', '/rank/userrank', { token: harness.adminToken });
    expect(answer.status).toBe(200);
    // Operator devices have no user: nobody to rank.
    expect(answer.body.data).toMatchObject({ total: 0, rows: [] });
  });
});

describe('coverage retention', () => {
  it('deletes cells and outlines older than the kept days, in batches', async () => {
    const harness = await startRankingApp();
    try {
      const db = harness.database.db;
      await db.execute(sql`insert into coverage_cells (dev_id, day, band, lat_idx, lon_idx, positions)
        values (1, '2026-01-01', 0, 1, 1, 5), (1, '2026-03-15', 0, 1, 1, 5)`);
      await db.execute(sql`insert into coverage_outline (dev_id, day, band, sector, range_km)
        values (1, '2026-01-01', 0, 0, 100), (1, '2026-03-15', 0, 0, 100)`);
      // Today 2026-03-20: 60 days back is 2026-01-19.
      const run = await computeRanking(db, '2026-03-20');
      expect(run.pruned).toBe(2);
      const left = await queryRows(db, sql`select day::text as day from coverage_cells`);
      expect(left).toEqual([{ day: '2026-03-15' }]);
    } finally {
      await harness.close();
    }
  });
});
