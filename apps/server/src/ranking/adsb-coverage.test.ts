// `/business/pcr/adsb` and the receivers per country over real HTTP on PGlite: receivers near
// Beijing and Tokyo hear aircraft, one more aircraft is heard without a position.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/accounts.testing';
import { statsDay } from '../devices/device.live';
import { emptyLiveUpdate } from '../live/live.table';
import { listCountries } from '../tracker/countries';
import { addDays } from './ranking.job';
import { receiverCountries } from './receiver-countries';
import { hear, operatorDevice, startRankingApp, type RankingHarness } from './ranking.testing';

describe('ADS-B coverage rate and receivers per country', () => {
  let harness: RankingHarness;
  const t = 1_795_000_000;

  beforeAll(async () => {
    harness = await startRankingApp(t);
    const beijing = await operatorDevice(harness, 'b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1', {
      lat: 40.07,
      lon: 116.6,
    });
    const tokyo = await operatorDevice(harness, 'a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2', {
      lat: 35.55,
      lon: 139.78,
    });
    // An unclaimed feeder: never counted in public figures.
    const stranger = harness.registry.attach(
      'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3',
      'beast',
      '10.0.0.9',
    );
    for (let s = 0; s < 5; s++) {
      // Two cells near Beijing (0.1° apart), one near Tokyo.
      hear(harness, beijing, 0x780001, t + s, 40.21, 116.61);
      hear(harness, beijing, 0x780002, t + s, 40.31, 116.61);
      hear(harness, tokyo, 0x840001, t + s, 35.61, 139.81);
      if (stranger) hear(harness, stranger, 0x780003, t + s, 10.01, 100.01);
    }
    // Heard (altitude only), never placed: the coverage gap the rate shows.
    const unplaced = emptyLiveUpdate();
    unplaced.icao = 0x780004;
    unplaced.deviceId = beijing.feederKey;
    unplaced.time = t + 5;
    unplaced.altitude = 30_000;
    unplaced.registered = true;
    unplaced.source = beijing.feederKey;
    harness.liveTable.apply(unplaced);
    harness.now.value = t + 10;
    await harness.registry.flush();
  });
  afterAll(async () => {
    await harness.close();
  });

  it('answers the live rate, the public receivers and the covered area per day', async () => {
    const answer = await call(harness, 'GET', '/business/pcr/adsb?days=3');
    expect(answer.status).toBe(200);
    const data = answer.body.data as {
      aircraft: number;
      positioned: number;
      rate: number;
      receivers: number;
      receiversOnline: number;
      days: { day: string; receivers: number; positions: number; cells: number; areaKm2: number }[];
    };
    // Five aircraft live (the stranger's one too: the live map shows it), four placed.
    expect(data).toMatchObject({ aircraft: 5, positioned: 4, rate: 0.8 });
    expect(data).toMatchObject({ receivers: 2, receiversOnline: 2 });
    const today = statsDay(t);
    expect(data.days.map((day) => day.day)).toEqual([
      addDays(today, -2),
      addDays(today, -1),
      today,
    ]);
    expect(data.days[0]).toMatchObject({ receivers: 0, positions: 0, cells: 0, areaKm2: 0 });
    const last = data.days[2];
    expect(last).toMatchObject({ receivers: 2, positions: 15, cells: 3 });
    // Three 0.05° cells: two at 40.2° N, one at 35.6° N (5.56 km × 5.56 km × cos latitude).
    const side = 0.05 * 111.195;
    const expected =
      side * side * (2 * Math.cos((40.225 * Math.PI) / 180) + Math.cos((35.625 * Math.PI) / 180));
    expect(last?.areaKm2).toBe(Math.round(expected));
  });

  it('refuses a bad day count with a translated error', async () => {
    const response = await fetch(`${harness.base}/api/v2/business/pcr/adsb?days=99&lang=zh`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data: { issues: { field: string; msg: string }[] } };
    expect(body.data.issues).toEqual([
      { field: 'query.days', msg: expect.stringMatching(/[\u4e00-\u9fff]/) as string },
    ]);
  });

  it('counts the public receivers per country and online, and lists them', async () => {
    const counts = await receiverCountries(harness.database.db, harness.registry)(t + 10);
    expect(Object.fromEntries(counts)).toEqual({
      CN: { receivers: 1, online: 1 },
      JP: { receivers: 1, online: 1 },
    });
    // Eleven minutes of silence: both offline, still counted as receivers.
    const later = await receiverCountries(harness.database.db, harness.registry)(t + 700);
    expect(later.get('CN')).toEqual({ receivers: 1, online: 0 });
    const listed = listCountries(new Map([['CN', 3]]), 'en', counts);
    expect(listed.find((country) => country.code === 'JP')).toMatchObject({
      name: 'Japan',
      aircraft: 0,
      receivers: 1,
      receiversOnline: 1,
    });
    expect(listed.find((country) => country.code === 'FR')).toMatchObject({
      receivers: 0,
      receiversOnline: 0,
    });
  });
});
