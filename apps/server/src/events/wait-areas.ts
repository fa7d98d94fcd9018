// Holding (waiting) areas on the routes (`/adsb/frw/route/wait`): the holds the detector stored
// over recent days, grouped by position. Holds are grouped by leader clustering: a hold joins the
// nearest area whose centre is within JOIN_KM, else starts one. A terminal holding stack is a
// racetrack of 1-minute legs (about 10 km long at holding speeds) and the detector places a hold
// where its 540th degree of turn falls, anywhere on that racetrack; two published stacks of one
// airport are usually 30 km or more apart, so 15 km keeps them apart and one stack together.
import { distanceMetres, type WaitArea, type WaitAreas } from '@skytrace/contracts';
import { and, asc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { flightEvents } from './events.schema';

const JOIN_KM = 15;
/** The smallest radius an area is drawn with, km: one racetrack. */
const MIN_RADIUS_KM = 3;
/** Most holds one answer reads (30 days of a busy network are a few thousand). */
const MAX_HOLDS = 50_000;

/** One stored hold, as the grouping reads it (time in seconds). */
export interface HoldPoint {
  icao: number;
  airport: string;
  airportIata: string;
  time: number;
  lat: number;
  lon: number;
  altitude: number | null;
  turnDegrees: number | null;
}

interface Cluster {
  lat: number;
  lon: number;
  members: HoldPoint[];
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The value seen most often (ties: the first seen). */
function mode<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  let best: T | undefined;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

function presentArea(cluster: Cluster): Omit<WaitArea, 'id'> {
  const members = cluster.members;
  const distances = members
    .map((hold) => distanceMetres(cluster.lat, cluster.lon, hold.lat, hold.lon) / 1000)
    .sort((a, b) => a - b);
  const p90 = distances[Math.min(distances.length - 1, Math.floor(distances.length * 0.9))] ?? 0;
  const altitudes = members.flatMap((hold) => (hold.altitude === null ? [] : [hold.altitude]));
  const turns = members.flatMap((hold) => (hold.turnDegrees === null ? [] : [hold.turnDegrees]));
  const hours = new Array<number>(24).fill(0);
  for (const hold of members) {
    const hour = new Date(hold.time * 1000).getUTCHours();
    hours[hour] = (hours[hour] ?? 0) + 1;
  }
  const peakHourUtc = hours.indexOf(Math.max(...hours));
  const airport = mode(members.map((hold) => hold.airport)) ?? '';
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    lat: Math.round(cluster.lat * 1e5) / 1e5,
    lon: Math.round(cluster.lon * 1e5) / 1e5,
    radiusKm: Math.round(Math.max(MIN_RADIUS_KM, p90) * 10) / 10,
    holds: members.length,
    aircraft: new Set(members.map((hold) => hold.icao)).size,
    airport,
    airportIata: members.find((hold) => hold.airport === airport)?.airportIata ?? '',
    altitudeFt: round(median(altitudes)),
    altitudeMinFt: altitudes.length > 0 ? Math.min(...altitudes) : null,
    altitudeMaxFt: altitudes.length > 0 ? Math.max(...altitudes) : null,
    turnDegrees: round(median(turns)),
    peakHourUtc,
    hours,
    firstTime: Math.min(...members.map((hold) => hold.time)),
    lastTime: Math.max(...members.map((hold) => hold.time)),
  };
}

/** Groups holds (in time order) into areas of at least `minHolds`, busiest first. */
export function groupHolds(holds: readonly HoldPoint[], minHolds: number): WaitArea[] {
  const clusters: Cluster[] = [];
  for (const hold of holds) {
    let nearest: Cluster | undefined;
    let nearestKm = JOIN_KM;
    for (const cluster of clusters) {
      const km = distanceMetres(cluster.lat, cluster.lon, hold.lat, hold.lon) / 1000;
      if (km <= nearestKm) {
        nearest = cluster;
        nearestKm = km;
      }
    }
    if (nearest === undefined) {
      clusters.push({ lat: hold.lat, lon: hold.lon, members: [hold] });
      continue;
    }
    // The centre is the running mean: areas are small, so plain degrees average well.
    const count = nearest.members.push(hold);
    nearest.lat += (hold.lat - nearest.lat) / count;
    nearest.lon += (hold.lon - nearest.lon) / count;
  }
  return clusters
    .filter((cluster) => cluster.members.length >= minHolds)
    .map(presentArea)
    .sort((a, b) => b.holds - a.holds || b.lastTime - a.lastTime)
    .map((area, index) => ({ id: index + 1, ...area }));
}

/** The stored holds of [from, to) (seconds), optionally near one airport, oldest first. */
export async function readHolds(
  db: Db,
  query: { from: number; to: number; airport?: string | undefined },
): Promise<HoldPoint[]> {
  const where: (SQL | undefined)[] = [
    eq(flightEvents.kind, 'holding'),
    gte(flightEvents.time, new Date(query.from * 1000)),
    lt(flightEvents.time, new Date(query.to * 1000)),
  ];
  if (query.airport !== undefined)
    where.push(
      or(eq(flightEvents.airport, query.airport), eq(flightEvents.airportIata, query.airport)),
    );
  const rows = await db
    .select()
    .from(flightEvents)
    .where(and(...where))
    .orderBy(asc(flightEvents.time), asc(flightEvents.id))
    .limit(MAX_HOLDS);
  return rows.map((row) => {
    const turn = row.details.turnDegrees;
    return {
      icao: row.icao,
      airport: row.airport,
      airportIata: row.airportIata,
      time: row.time.getTime() / 1000,
      lat: row.lat,
      lon: row.lon,
      altitude: row.altitude,
      turnDegrees: typeof turn === 'number' ? turn : null,
    };
  });
}

/** The holding areas of the last `days` days before `now` (seconds). */
export async function waitAreas(
  db: Db,
  query: { days: number; airport?: string | undefined; minHolds: number },
  now: number,
): Promise<WaitAreas> {
  const to = Math.floor(now);
  const from = to - query.days * 86_400;
  const holds = await readHolds(db, { from, to, airport: query.airport });
  return { areas: groupHolds(holds, query.minHolds), from, to, holds: holds.length };
}
