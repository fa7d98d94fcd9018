// The remaining coverage calls over real HTTP on PGlite: any aircraft's trajectory, one landing's
// detail (runway and receivers of the approach) and the index map's range outline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../admin/admin.testing';
import { statsDay } from '../devices/device.live';
import { APPROACH_CALLSIGN, recordApproach, RUNWAY, type Approach } from './coverage-rest.testing';
import { startRankingApp, type RankingHarness } from './ranking.testing';
import { thinForMap } from './trajectory';

describe('coverage calls of the back office', () => {
  const t = 1_795_000_000;
  let harness: RankingHarness;
  let approach: Approach;
  const get = (url: string) => adminCall(harness, 'GET', url, { token: harness.adminToken });

  beforeAll(async () => {
    harness = await startRankingApp(t);
    approach = await recordApproach(harness, t);
  });
  afterAll(async () => {
    await harness.close();
  });

  it('answers the trajectory of an aircraft or a flight number in a window', async () => {
    const byIcao = await get(`/trajectory/any?icao=abc001&startTime=${t - 600}&endTime=${t + 600}`);
    expect(byIcao.status).toBe(200);
    const flights = byIcao.body.data.flights as {
      icao: string;
      callsign: string;
      recordedPoints: number;
      points: [number, number, number | null, number][];
    }[];
    expect(flights).toHaveLength(1);
    expect(flights[0]).toMatchObject({ icao: 'ABC001', callsign: APPROACH_CALLSIGN });
    expect(flights[0]!.recordedPoints).toBe(40);
    // Every 10 s the aircraft moved ~1.1 km: nothing thinned away.
    expect(flights[0]!.points).toHaveLength(40);
    expect(flights[0]!.points[0]).toEqual([116.59, 39.7, 3000, t]);
    const byFlight = await get(
      `/trajectory/any?flight=cca1234&startTime=${t + 100}&endTime=${t + 200}`,
    );
    // Only the window's points.
    const windowed = byFlight.body.data.flights[0].points as [number, number, number, number][];
    expect(windowed.every(([, , , time]) => time >= t + 100 && time <= t + 200)).toBe(true);
    expect(windowed).toHaveLength(11);
    const none = await get(`/trajectory/any?icao=abc002&startTime=${t - 600}&endTime=${t + 600}`);
    expect(none.body.data.flights).toEqual([]);
  });

  it('refuses a trajectory query without aircraft or over two days, and without a token', async () => {
    expect((await get(`/trajectory/any?startTime=${t}&endTime=${t + 60}`)).status).toBe(400);
    expect(
      (await get(`/trajectory/any?icao=abc001&startTime=${t}&endTime=${t + 3 * 86_400}`)).status,
    ).toBe(400);
    expect((await get(`/trajectory/any?icao=abc001&startTime=${t}&endTime=${t - 1}`)).status).toBe(
      400,
    );
    const anonymous = await adminCall(
      harness,
      'GET',
      `/trajectory/any?icao=abc001&startTime=${t}&endTime=${t + 60}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('thins a slow, straight trace to the points that matter', () => {
    const points = Array.from({ length: 600 }, (_, i) => ({
      time: i * 1000,
      lat: 30 + i * 0.0001,
      lon: 120,
      altitude: 10_000,
      groundSpeed: 20,
      track: 0,
      verticalRate: 0,
      onGround: false,
    }));
    // 11 m a second: a point kept every 28 steps (300 m), and the last one.
    const thinned = thinForMap(points);
    expect(thinned.length).toBeGreaterThan(20);
    expect(thinned.length).toBeLessThan(30);
    expect(thinned.at(-1)![3]).toBe(599);
    expect(thinForMap(points, 10).length).toBeLessThanOrEqual(11);
  });

  it('details a landing: runway, and each receiver’s part of the approach', async () => {
    const answer = await get(`/airport/landing/detail?flightId=${approach.flightId}`);
    expect(answer.status).toBe(200);
    const detail = answer.body.data;
    expect(detail.flight).toMatchObject({ callsign: APPROACH_CALLSIGN, destination: 'ZBAA' });
    expect(detail.airport.icao).toBe('ZBAA');
    expect(detail.runway).toEqual({ ident: RUNWAY.le, headingDeg: 0 });
    expect(detail.approach.length).toBeGreaterThan(30);
    const receivers = detail.receivers as {
      devId: number;
      firstHeard: number;
      lastHeard: number;
      minDistanceKm: number;
      maxDistanceKm: number;
    }[];
    expect(receivers.map((r) => r.devId).sort()).toEqual(
      [approach.a.devId, approach.b.devId].sort(),
    );
    const a = receivers.find((r) => r.devId === approach.a.devId)!;
    const b = receivers.find((r) => r.devId === approach.b.devId)!;
    // A is beside the approach: it hears it to touchdown, from a few kilometres.
    expect(a.lastHeard).toBeGreaterThan(b.lastHeard);
    expect(a.minDistanceKm).toBeLessThan(5);
    // B's measured outline reaches only as far north as it heard the aircraft.
    expect(b.lastHeard).toBe(approach.bLast);
    expect(b.firstHeard).toBe(t);
    expect(b.minDistanceKm).toBeGreaterThan(70);
    expect(b.maxDistanceKm).toBeLessThan(92);
  });

  it('answers 404 with a translated message for an unknown flight, 400 for a bad id', async () => {
    const unknown = await get('/airport/landing/detail?flightId=987654');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('There is no recorded flight with this id.');
    expect((await get('/airport/landing/detail?flightId=abc')).status).toBe(400);
  });

  it('draws the index map’s range: outlines of a day and height, and their area', async () => {
    const day = statsDay(t);
    const all = await get(`/index/range?date=${day.replaceAll('-', '')}&height=0`);
    expect(all.status).toBe(200);
    const range = all.body.data;
    expect(range).toMatchObject({ day, height: 0, receivers: 2 });
    expect(range.geojson.geometry.type).toBe('MultiPolygon');
    expect(range.geojson.geometry.coordinates).toHaveLength(2);
    const ring = range.geojson.geometry.coordinates[0][0] as [number, number][];
    expect(ring[0]).toEqual(ring.at(-1));
    // Both outlines are single northward sectors; their cells add up to a few hundred km².
    expect(range.areaKm2).toBeGreaterThan(0);
    expect(range.areaKm2).toBeLessThan(5_000);
    // The approach was all below 1000 m (3000 ft and down): nothing at 1000 m and up.
    const high = await get(`/index/range?date=${day}&height=1000`);
    expect(high.body.data.receivers).toBe(0);
    expect((await get(`/index/range?date=${day}&height=500`)).status).toBe(400);
  });

  const csv = async (path: string) => {
    const response = await fetch(`${harness.base}/adsb${path}&format=csv`, {
      headers: { authorization: `Bearer ${harness.adminToken}` },
    });
    return { status: response.status, lines: (await response.text()).trim().split(/\r?\n/) };
  };

  it('exports an airport’s landings of a day with the receivers that heard each', async () => {
    const day = statsDay(t);
    const file = await csv(`/airport/landing/export?iata=PEK&date=${day}&lang=en`);
    expect(file.status).toBe(200);
    expect(file.lines[0]).toContain('Receivers');
    expect(file.lines).toHaveLength(2);
    expect(file.lines[1]).toContain(APPROACH_CALLSIGN);
    expect(file.lines[1]).toContain('ABC001');
    expect((await csv(`/airport/landing/export?iata=QQQQ&date=${day}&lang=en`)).status).toBe(404);
  });

  it('exports the runway data: landings per runway end matched from the approach', async () => {
    const day = statsDay(t);
    const file = await csv(
      `/airport/runway/export?iata=ZBAA&startDate=${day}&endDate=${day}&lang=zh`,
    );
    expect(file.status).toBe(200);
    expect(file.lines[0]).toContain('跑道');
    // 36L (the landing), 18R (none) and the undetermined row.
    expect(file.lines).toHaveLength(4);
    expect(file.lines.find((line) => line.includes(RUNWAY.le))).toMatch(/,1,1$/);
    expect(file.lines.find((line) => line.includes(RUNWAY.he))).toMatch(/,0,0$/);
    const tooLong = await csv(
      `/airport/runway/export?iata=ZBAA&startDate=20200101&endDate=20200301&lang=en`,
    );
    expect(tooLong.status).toBe(400);
  });
});
