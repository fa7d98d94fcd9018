// Recorded traffic for the playback benchmarks (server: bench/playback.bench.ts; web:
// apps/web/bench/playback-web.bench.ts): aircraft flying legs between Chinese airports day after
// day, thinned like the recorder keeps them and written with the real codec and repository in
// 5-minute chunks per flight. Deterministic for a given seed.
import { knotsToKmh } from '@skytrace/contracts';
import { AIRPORTS } from '../src/sim/world/airports';
import type { Database } from '../src/db/db';
import { seededRandom } from '../src/testing/seeded-random';
import { encodeTraceChunk } from '../src/traces/trace.codec';
import { quantisePoint, type TracePoint } from '../src/traces/trace.point';
import {
  allocateFlightIds,
  writeTraceBatch,
  type ChunkWrite,
  type FlightWrite,
} from '../src/traces/traces.repo';

const CHUNK_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
const china = AIRPORTS.filter((a) => a.country === 'CN');

export interface RecordedSkyOptions {
  days: number;
  aircraft: number;
  /** The first day, ms since the epoch (UTC midnight). */
  start: number;
  seed?: number;
}

export interface RecordedSky {
  totalPoints: number;
  flightHours: number;
  seconds: number;
}

/** Writes `options.days` days of `options.aircraft` aircraft into `database`. */
export async function buildRecordedSky(
  database: Database,
  options: RecordedSkyOptions,
): Promise<RecordedSky> {
  const random = seededRandom(options.seed ?? 7);
  const { days: DAYS, aircraft: AIRCRAFT, start: START } = options;
  /** One flight's thinned points: denser in climb and descent, one per 30 s in cruise. */
  function flightPoints(from: (typeof china)[number], to: (typeof china)[number], start: number) {
    const km = Math.hypot(
      (to.lat - from.lat) * 111,
      (to.lon - from.lon) * 111 * Math.cos((from.lat * Math.PI) / 180),
    );
    const cruiseFt = 29_000 + Math.floor(random() * 4) * 2000;
    const airborneS = (km / knotsToKmh(450)) * 3600 + 900;
    // An assigned code per flight (not drawn from `random`, so the traffic stays the same).
    const squawk = Number.parseInt((0o100 + (Math.floor(start / 60_000) % 0o7000)).toString(8), 16);
    const points: TracePoint[] = [];
    let t = 0;
    const taxi = 480;
    for (; t < taxi; t += 15) {
      points.push({
        time: start + t * 1000,
        lat: from.lat + t * 1e-6,
        lon: from.lon,
        altitude: null,
        groundSpeed: 12,
        track: 90,
        verticalRate: null,
        onGround: true,
        squawk,
      });
    }
    const climbS = (cruiseFt / 2000) * 60;
    for (let s = 0; s <= airborneS;) {
      const share = s / airborneS;
      const altitude = Math.min(
        cruiseFt,
        (s / climbS) * cruiseFt,
        ((airborneS - s) / climbS) * cruiseFt,
      );
      const vertical = s < climbS ? 2000 : airborneS - s < climbS ? -2000 : 0;
      points.push({
        time: start + (taxi + s) * 1000,
        lat: from.lat + (to.lat - from.lat) * share + (random() - 0.5) * 1e-4,
        lon: from.lon + (to.lon - from.lon) * share + (random() - 0.5) * 1e-4,
        altitude: Math.round(altitude / 25) * 25,
        groundSpeed: vertical === 0 ? 450 + Math.round((random() - 0.5) * 6) : 280,
        track: ((Math.atan2(to.lon - from.lon, to.lat - from.lat) * 180) / Math.PI + 360) % 360,
        verticalRate: vertical,
        onGround: false,
        squawk,
      });
      s += vertical === 0 ? 30 : 8;
    }
    return points.map(quantisePoint);
  }

  const started = Date.now();
  let totalPoints = 0;
  let flightMs = 0;
  let pending: { flight: FlightWrite; points: TracePoint[] }[] = [];
  const flush = async () => {
    const ids = await allocateFlightIds(database.db, pending.length);
    const flights: FlightWrite[] = [];
    const chunks: ChunkWrite[] = [];
    pending.forEach(({ flight, points }, i) => {
      const id = ids[i] ?? 0;
      flights.push({ ...flight, id });
      for (let from = 0; from < points.length;) {
        const chunkStart = points[from]?.time ?? 0;
        let to = from;
        while (to < points.length && (points[to]?.time ?? 0) < chunkStart + CHUNK_MS) to++;
        const slice = points.slice(from, to);
        chunks.push({
          flightId: id,
          icao: flight.icao,
          startTime: chunkStart,
          endTime: slice.at(-1)?.time ?? chunkStart,
          pointCount: slice.length,
          payload: encodeTraceChunk(slice),
        });
        from = to;
      }
    });
    await writeTraceBatch(database.db, flights, chunks);
    pending = [];
  };
  for (let a = 0; a < AIRCRAFT; a++) {
    const icao = 0x780000 + a;
    let at = START + Math.floor(random() * 6 * 3_600_000);
    let here = china[Math.floor(random() * china.length)] ?? china[0];
    while (here && at < START + DAYS * DAY_MS) {
      const there = china[Math.floor(random() * china.length)];
      if (!there || there === here) continue;
      const points = flightPoints(here, there, at);
      const first = points[0];
      const last = points.at(-1);
      if (!first || !last) break;
      const lats = points.map((p) => p.lat);
      const lons = points.map((p) => p.lon);
      pending.push({
        flight: {
          id: 0,
          icao,
          callsign: `CES${1000 + (a % 9000)}`,
          firstSeen: first.time,
          lastSeen: last.time,
          minLat: Math.min(...lats),
          maxLat: Math.max(...lats),
          minLon: Math.min(...lons),
          maxLon: Math.max(...lons),
          takeoffAt: first.time + 480_000,
          landedAt: last.time,
          pointCount: points.length,
        },
        points,
      });
      totalPoints += points.length;
      flightMs += last.time - first.time;
      at = last.time + (45 + random() * 90) * 60_000;
      here = there;
      if (pending.length >= 2000) await flush();
    }
  }
  await flush();
  return { totalPoints, flightHours: flightMs / 3_600_000, seconds: (Date.now() - started) / 1000 };
}
