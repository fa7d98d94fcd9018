// `/index/wantedAirports`: where the community most needs a receiver. Busy airports (scheduled
// movements a day) whose surroundings our receivers hear poorly at low height: the share of the
// 0.05° coverage cells within 15 km heard below 1,000 m over the last week. Take-offs and
// landings are only seen with low coverage, so those are the receivers worth adding.
import { distanceMetres, type WantedAirport } from '@skytrace/contracts';
import { and, between, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/db';
import { CELL_DEGREES, cellCentre, latIndex, lonIndex } from '../coverage/coverage.grid';
import { coverageCells } from '../coverage/coverage.schema';
import { presentPlace, type CatalogTables, type Leg } from './airport.catalog';

/** Radius around the airport whose low cells count, km. */
const RADIUS_KM = 15;
/** Days of coverage looked at. */
const LOOKBACK_DAYS = 7;
/** Airports looked at: the busiest this many. */
const CANDIDATES = 40;
/** Coverage at or above this share is good enough. */
const WELL_COVERED = 0.6;
/** Airports listed at most. */
const LIMIT = 20;

/** Scheduled flights a day of one leg: its weekday mask's days over seven. */
function perDay(leg: Leg): number {
  let days = 0;
  for (let bit = 0; bit < 7; bit++) if (leg.daysOfWeek & (1 << bit)) days++;
  return days / 7;
}

/** Share of the cells around (lat, lon) heard in the lowest band since `sinceDay`. */
async function lowCoverage(db: Db, lat: number, lon: number, sinceDay: string): Promise<number> {
  const span = RADIUS_KM / 111 + CELL_DEGREES;
  const lonSpan = span / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
  const rows = await db
    .selectDistinct({ latIdx: coverageCells.latIdx, lonIdx: coverageCells.lonIdx })
    .from(coverageCells)
    .where(
      and(
        eq(coverageCells.band, 0),
        gte(coverageCells.day, sinceDay),
        between(coverageCells.latIdx, latIndex(lat - span), latIndex(lat + span)),
        between(coverageCells.lonIdx, lonIndex(lon - lonSpan), lonIndex(lon + lonSpan)),
      ),
    );
  const heard = new Set(rows.map((row) => `${row.latIdx}:${row.lonIdx}`));
  let total = 0;
  let covered = 0;
  for (let latIdx = latIndex(lat - span); latIdx <= latIndex(lat + span); latIdx++) {
    for (let lonIdx = lonIndex(lon - lonSpan); lonIdx <= lonIndex(lon + lonSpan); lonIdx++) {
      const centre = cellCentre(latIdx, lonIdx);
      if (distanceMetres(lat, lon, centre.lat, centre.lon) > RADIUS_KM * 1000) continue;
      total++;
      if (heard.has(`${latIdx}:${lonIdx}`)) covered++;
    }
  }
  return total === 0 ? 0 : covered / total;
}

/** The busy airports with poor low coverage, most movements left unheard first. */
export async function wantedAirports(
  db: Db,
  tables: CatalogTables,
  now: number,
): Promise<WantedAirport[]> {
  const movements = new Map<string, number>();
  for (const [icao, legs] of [...tables.departuresOf, ...tables.arrivalsOf]) {
    const count = legs.reduce((sum, leg) => sum + perDay(leg), 0);
    movements.set(icao, (movements.get(icao) ?? 0) + count);
  }
  const busiest = [...movements].sort((a, b) => b[1] - a[1]).slice(0, CANDIDATES);
  // Coverage days are UTC+8 calendar days (coverage.schema.ts).
  const sinceDay = new Date((now + 8 * 3600 - LOOKBACK_DAYS * 86_400) * 1000)
    .toISOString()
    .slice(0, 10);
  const out: (WantedAirport & { unheard: number })[] = [];
  for (const [icao, count] of busiest) {
    const airport = tables.airports.get(icao);
    if (!airport) continue;
    const coverage = await lowCoverage(db, airport.lat, airport.lon, sinceDay);
    if (coverage >= WELL_COVERED) continue;
    out.push({
      airport: presentPlace(airport),
      movementsPerDay: Math.round(count),
      coverage: Math.round(coverage * 100) / 100,
      unheard: count * (1 - coverage),
    });
  }
  out.sort((a, b) => b.unheard - a.unheard);
  return out.slice(0, LIMIT).map(({ unheard: _unheard, ...row }) => row);
}
