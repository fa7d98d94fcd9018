// A recorded approach to ZBAA heard by two receivers, for the trajectory, landing detail, index
// range and air-route tests: receiver A near the airport hears the whole approach, receiver B
// 110 km south hears only its first part; the trace is written as the recorder writes it.
import { sql } from 'drizzle-orm';
import type { DeviceLive } from '../devices/device.live';
import { encodeTraceChunk } from '../traces/trace.codec';
import type { TracePoint } from '../traces/trace.point';
import { allocateFlightIds, writeTraceBatch } from '../traces/traces.repo';
import { hear, operatorDevice, type RankingHarness } from './ranking.testing';

export const APPROACH_ICAO = 0xabc001;
export const APPROACH_CALLSIGN = 'CCA1234';
/** Test runway of ZBAA (the reference runways of ZBAA are replaced by this one). */
export const RUNWAY = { le: '36L', he: '18R', lat: 40.07, lon: 116.59, heLat: 40.1 };

export interface Approach {
  a: DeviceLive;
  b: DeviceLive;
  flightId: number;
  points: TracePoint[];
  /** Last time (s) B heard the aircraft. */
  bLast: number;
}

export async function recordApproach(harness: RankingHarness, t: number): Promise<Approach> {
  const db = harness.database.db;
  const a = await operatorDevice(harness, 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1', {
    lat: 40.0,
    lon: 116.6,
  });
  const b = await operatorDevice(harness, 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2', {
    lat: 39.0,
    lon: 116.6,
  });
  // 40 points, one every 10 s, due north from 39.70° to the threshold at 40.07°; the last three
  // on the ground past it.
  const points: TracePoint[] = [];
  for (let i = 0; i < 40; i++) {
    const ground = i >= 37;
    points.push({
      time: (t + i * 10) * 1000,
      lat: 39.7 + (0.37 * Math.min(i, 37)) / 37 + (ground ? (i - 37) * 0.003 : 0),
      lon: 116.59,
      altitude: ground ? 0 : 3000 - i * 80,
      groundSpeed: ground ? 60 : 150,
      track: 0,
      verticalRate: ground ? 0 : -700,
      onGround: ground,
    });
  }
  let bLast = 0;
  for (const point of points) {
    const seconds = point.time / 1000;
    hear(harness, a, APPROACH_ICAO, seconds, point.lat, point.lon, point.altitude ?? 0);
    if (point.lat <= 39.8) {
      hear(harness, b, APPROACH_ICAO, seconds + 0.2, point.lat, point.lon, point.altitude ?? 0);
      bLast = seconds;
    }
  }
  harness.now.value = t + 420;
  await harness.registry.flush();
  const [flightId] = await allocateFlightIds(db, 1);
  if (flightId === undefined) throw new Error('no flight id');
  const first = points[0];
  const last = points.at(-1);
  const landing = points[37];
  if (!first || !last || !landing) throw new Error('no points');
  await writeTraceBatch(
    db,
    [
      {
        id: flightId,
        icao: APPROACH_ICAO,
        callsign: APPROACH_CALLSIGN,
        firstSeen: first.time,
        lastSeen: last.time,
        minLat: first.lat,
        maxLat: last.lat,
        minLon: 116.59,
        maxLon: 116.59,
        takeoffAt: null,
        landedAt: landing.time,
        pointCount: points.length,
      },
    ],
    [
      {
        flightId,
        icao: APPROACH_ICAO,
        startTime: first.time,
        endTime: last.time,
        pointCount: points.length,
        payload: encodeTraceChunk(points),
      },
    ],
  );
  await db.execute(
    sql`update flights set origin = 'ZSSS', destination = 'ZBAA' where id = ${flightId}`,
  );
  await db.execute(sql`delete from runways where airport_icao = 'ZBAA'`);
  await db.execute(sql`insert into runways (id, airport_icao, closed, le_ident, le_lat, le_lon,
      le_heading_deg, he_ident, he_lat, he_lon, he_heading_deg)
    values (990001, 'ZBAA', false, ${RUNWAY.le}, ${RUNWAY.lat}, ${RUNWAY.lon}, 0, ${RUNWAY.he},
      ${RUNWAY.heLat}, ${RUNWAY.lon}, 180)`);
  return { a, b, flightId, points, bLast };
}
