// Navaids, observed routes and the seaway coverage on PGlite over real HTTP: the vendored
// navaid data, the corridor builder on crafted recorded flights (two routes, an outlier left
// out), the job writing both sets, the map calls' shapes and filters, and `/adsb/adsb/seaway`
// with its permission and export.
import { sql } from 'drizzle-orm';
import { ADSB_ROOT, API_V2_ROOT, destinationPoint } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../admin/admin.testing';
import { loginToken, registerByEmail } from '../accounts/accounts.testing';
import { statsDay } from '../devices/device.live';
import {
  hear,
  operatorDevice,
  startRankingApp,
  type RankingHarness,
} from '../ranking/ranking.testing';
import { encodeTraceChunk } from '../traces/trace.codec';
import type { TracePoint } from '../traces/trace.point';
import { allocateFlightIds, writeTraceBatch } from '../traces/traces.repo';
import { airroutesModule } from './airroutes.module';
import { buildCorridor, placeOnRoute, pointOnRoute, type LatLon } from './corridor';
import { allNavaids, navaidsInBox } from './navaids';
import { computeObservedRoutes, MIN_FLIGHTS } from './observed-routes.job';

const ZBAA = { lat: 40.0801, lon: 116.5846 };
const ZSSS = { lat: 31.1979, lon: 121.3363 };
const VTBS = { lat: 13.681, lon: 100.747 };
const WSSS = { lat: 1.35019, lon: 103.994 };

/** A flight a→b at cruise flying `offsetKm` right of the great circle, a point every ~1 %. */
function crafted(a: LatLon, b: LatLon, offsetKm: number, start: number): TracePoint[] {
  const points: TracePoint[] = [];
  for (let i = 0; i <= 100; i++) {
    const f = i / 100;
    // The offset tapers to 0 over the first and last 10 % (climb-out and approach).
    const taper = Math.min(1, f / 0.1, (1 - f) / 0.1);
    const p = pointOnRoute(a, b, f, offsetKm * taper);
    const ground = i === 0 || i === 100;
    points.push({
      time: start + i * 60_000,
      lat: p.lat,
      lon: p.lon,
      altitude: ground ? 0 : 35_000,
      groundSpeed: 450,
      track: null,
      verticalRate: 0,
      onGround: ground,
    });
  }
  return points;
}

describe('navaids (OurAirports subset)', () => {
  it('loads the vendored rows, with Beijing’s PEK VOR-DME at its place', () => {
    const all = allNavaids();
    expect(all.length).toBe(1608);
    const pek = all.find((n) => n.ident === 'PEK' && n.country === 'CN');
    expect(pek).toMatchObject({ type: 'VOR-DME', frequencyKhz: 114_700, airport: 'ZBAA' });
    expect(pek!.lat).toBeCloseTo(40.05, 2);
    expect(pek!.lon).toBeCloseTo(116.6, 2);
    expect(new Set(all.map((n) => n.country))).toContain('TH');
    expect(all.filter((n) => n.country === 'CN').length).toBe(277);
  });

  it('answers the navaids inside a box only', () => {
    const box = { lat1: 39.5, lon1: 116, lat2: 40.5, lon2: 117 };
    const { points, truncated } = navaidsInBox(box);
    expect(truncated).toBe(false);
    expect(points.some((n) => n.ident === 'PEK')).toBe(true);
    for (const n of points) {
      expect(n.lat).toBeGreaterThanOrEqual(39.5);
      expect(n.lon).toBeLessThanOrEqual(117);
    }
  });
});

describe('corridor builder', () => {
  it('places a point on the route and back', () => {
    const p = pointOnRoute(ZBAA, ZSSS, 0.5, 25);
    const placed = placeOnRoute(ZBAA, ZSSS, p);
    expect(placed.fraction).toBeCloseTo(0.5, 3);
    expect(placed.offsetKm).toBeCloseTo(25, 1);
  });

  it('takes the median of the flights and leaves an outlier out', () => {
    const flights = [28, 30, 32, 31, 29].map((offset, i) => crafted(ZBAA, ZSSS, offset, i * 1e7));
    // A flight 250 km off (a weather deviation) and one flown the other way.
    flights.push(crafted(ZBAA, ZSSS, 250, 9e7));
    flights.push(crafted(ZSSS, ZBAA, -30, 8e7));
    const corridor = buildCorridor(ZBAA, ZSSS, flights)!;
    expect(corridor.outliers).toBe(1);
    expect(corridor.used).toBe(6);
    const middle = corridor.points[20]!;
    expect(placeOnRoute(ZBAA, ZSSS, { lon: middle[0], lat: middle[1] }).offsetKm).toBeCloseTo(
      30,
      0,
    );
    expect(corridor.points[0]).toEqual([116.5846, 40.0801]);
    expect(corridor.widthKm).toBeGreaterThan(1);
    expect(corridor.widthKm).toBeLessThan(8);
  });

  it('has no corridor without airborne points between the airports', () => {
    expect(buildCorridor(ZBAA, ZSSS, [[]])).toBeUndefined();
  });
});

describe('observed routes and seaway coverage over HTTP', () => {
  const t = 1_795_000_000;
  const day = statsDay(t);
  let harness: RankingHarness;
  let userToken = '';

  async function record(
    a: LatLon,
    b: LatLon,
    origin: string,
    destination: string,
    offsets: number[],
  ): Promise<void> {
    const db = harness.database.db;
    const ids = await allocateFlightIds(db, offsets.length);
    for (const [i, offset] of offsets.entries()) {
      const id = ids[i]!;
      const points = crafted(a, b, offset, (t - 86_400) * 1000 + i * 3_600_000);
      const lats = points.map((p) => p.lat);
      const lons = points.map((p) => p.lon);
      await writeTraceBatch(
        db,
        [
          {
            id,
            icao: 0x7a0000 + id,
            callsign: `TST${id}`,
            firstSeen: points[0]!.time,
            lastSeen: points.at(-1)!.time,
            minLat: Math.min(...lats),
            maxLat: Math.max(...lats),
            minLon: Math.min(...lons),
            maxLon: Math.max(...lons),
            takeoffAt: points[1]!.time,
            landedAt: points[100]!.time,
            pointCount: points.length,
          },
        ],
        [
          {
            flightId: id,
            icao: 0x7a0000 + id,
            startTime: points[0]!.time,
            endTime: points.at(-1)!.time,
            pointCount: points.length,
            payload: encodeTraceChunk(points),
          },
        ],
      );
      await db.execute(
        sql`update flights set origin = ${origin}, destination = ${destination} where id = ${id}`,
      );
    }
  }

  beforeAll(async () => {
    harness = await startRankingApp(t, [airroutesModule]);
    await record(ZBAA, ZSSS, 'ZBAA', 'ZSSS', [20, 22, 18]);
    await record(ZSSS, ZBAA, 'ZSSS', 'ZBAA', [-21, 300]);
    await record(VTBS, WSSS, 'VTBS', 'WSSS', [0, 5, -5, 2]);
    // Too few flights for a route, and a pair in neither set.
    await record(ZBAA, { lat: 23.3924, lon: 113.299 }, 'ZBAA', 'ZGGG', [0, 0]);
    await record(ZBAA, { lat: 35.5523, lon: 139.78 }, 'ZBAA', 'RJTT', [0, 0, 0]);
    // A receiver at Bangkok heard cruising aircraft 200 km out all round.
    const bangkok = { lat: 13.69, lon: 100.75 };
    const device = await operatorDevice(harness, 'd4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4', bangkok);
    const out: [number, number] = [0, 0];
    for (let bearing = 5; bearing < 360; bearing += 10) {
      destinationPoint(bangkok.lat, bangkok.lon, bearing, 200_000, out);
      hear(harness, device, 0x880000 + bearing, t + bearing / 10, out[0], out[1], 33_000);
    }
    harness.now.value = t + 60;
    await harness.registry.flush();
    const run = await computeObservedRoutes(harness.database.db, t * 1000);
    expect(run).toMatchObject({ routes: 2, pairs: 2, outliers: 1 });
    await registerByEmail(harness, 'walker', 'walker@example.com', 'quiet meadow river 17');
    userToken = await loginToken(harness, 'walker', 'quiet meadow river 17');
  });
  afterAll(async () => {
    await harness.close();
  });

  it('needs MIN_FLIGHTS recorded flights a pair', () => {
    expect(MIN_FLIGHTS).toBe(3);
  });

  it('serves the domestic observed routes with their points and filters by airport', async () => {
    const response = await fetch(`${harness.base}${ADSB_ROOT}/frw/one/point/domestic`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { routes: Record<string, unknown>[]; computedAt: string };
    };
    expect(data.routes).toHaveLength(1);
    const route = data.routes[0] as {
      set: string;
      from: { icao: string; iata: string; cityZh: string | null };
      to: { icao: string };
      flights: number;
      flightsPerDay: number;
      windowDays: number;
      points: [number, number][];
      widthKm: number;
    };
    expect(route.set).toBe('domestic');
    expect(route.from.icao).toBe('ZBAA');
    expect(route.from.iata).toBe('PEK');
    expect(route.to.icao).toBe('ZSSS');
    expect(route.flights).toBe(5);
    expect(route.flightsPerDay).toBe(0.7);
    expect(route.points).toHaveLength(41);
    // Right of Beijing→Shanghai by 20, 22, 18 and (flown the other way) 21 km: median 20.5;
    // the 300 km one is out.
    const middle = route.points[20]!;
    const offset = placeOnRoute(ZBAA, ZSSS, { lon: middle[0], lat: middle[1] }).offsetKm;
    expect(offset).toBeCloseTo(20.5, 1);
    const sha = await fetch(`${harness.base}${ADSB_ROOT}/frw/one/point/domestic?airport=sha`);
    expect(((await sha.json()) as { data: { routes: unknown[] } }).data.routes).toHaveLength(1);
    const can = await fetch(`${harness.base}${ADSB_ROOT}/frw/one/point/domestic?airport=CAN`);
    expect(((await can.json()) as { data: { routes: unknown[] } }).data.routes).toHaveLength(0);
    const bad = await fetch(`${harness.base}${ADSB_ROOT}/frw/one/point/domestic?airport=a%25`);
    expect(bad.status).toBe(400);
  });

  it('serves the Southeast Asia observed routes at /business/airway/sea', async () => {
    const response = await fetch(`${harness.base}${API_V2_ROOT}/business/airway/sea`);
    const { data } = (await response.json()) as {
      data: { routes: { set: string; from: { icao: string }; to: { icao: string } }[] };
    };
    expect(data.routes.map((r) => [r.set, r.from.icao, r.to.icao])).toEqual([
      ['sea', 'VTBS', 'WSSS'],
    ]);
  });

  it('serves navaids by box and refuses bad boxes', async () => {
    const ok = await fetch(
      `${harness.base}${ADSB_ROOT}/frw/all/point?lat1=39.5&lon1=116&lat2=40.5&lon2=117`,
    );
    const body = (await ok.json()) as { data: { points: { ident: string }[] } };
    expect(body.data.points.map((p) => p.ident)).toContain('PEK');
    for (const query of [
      'lat1=41&lon1=116&lat2=40&lon2=117',
      'lat1=0&lon1=60&lat2=50&lon2=140',
      'lat1=x',
    ]) {
      const answer = await fetch(`${harness.base}${ADSB_ROOT}/frw/all/point?${query}`);
      expect(answer.status).toBe(400);
    }
  });

  it('measures the seaway coverage for the back office only', async () => {
    const answer = await adminCall(harness, 'GET', `/adsb/seaway?searchDate=${day}`, {
      token: harness.adminToken,
    });
    expect(answer.status).toBe(200);
    const page = answer.body.data as {
      total: number;
      samples: number;
      covered: number;
      rows: { rate: number; flightsPerDay: number; path: [number, number, boolean][] }[];
    };
    expect(page.total).toBe(1);
    const row = page.rows[0]!;
    expect(row.flightsPerDay).toBe(0.6);
    // ~1,430 km from Bangkok, the first ~200 km inside the receiver's outline.
    expect(row.rate).toBeGreaterThan(0.1);
    expect(row.rate).toBeLessThan(0.2);
    expect(row.path[0]![2]).toBe(true);
    expect(row.path.at(-1)![2]).toBe(false);
    const other = await adminCall(harness, 'GET', '/adsb/seaway?searchDate=20200101', {
      token: harness.adminToken,
    });
    expect((other.body.data as { covered: number }).covered).toBe(0);
    expect((await adminCall(harness, 'GET', '/adsb/seaway')).status).toBe(401);
    expect((await adminCall(harness, 'GET', '/adsb/seaway', { token: userToken })).status).toBe(
      403,
    );
  });

  it('exports the seaway coverage as CSV in Chinese', async () => {
    const response = await fetch(
      `${harness.base}${ADSB_ROOT}/adsb/seaway/export?searchDate=${day}&format=csv&lang=zh`,
      { headers: { authorization: `Bearer ${harness.adminToken}` } },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('日均记录航班');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('BKK');
  });
});
