// Reading the stored observed routes with their airports' names, for the map calls and the
// seaway coverage.
import { sql } from 'drizzle-orm';
import type { ObservedRoute, ObservedRoutes, RouteSet } from '@skytrace/contracts';
import { queryRows } from '../coverage/query-rows';
import type { Db } from '../db/db';

const end = (row: Record<string, unknown>, side: 'a' | 'b'): ObservedRoute['from'] => ({
  icao: String(row[`${side}_icao`]),
  iata: (row[`${side}_iata`] as string | null) ?? null,
  name: (row[`${side}_name`] as string | null) ?? String(row[`${side}_icao`]),
  nameZh: (row[`${side}_name_zh`] as string | null) ?? null,
  city: (row[`${side}_city`] as string | null) ?? null,
  cityZh: (row[`${side}_city_zh`] as string | null) ?? null,
  country: (row[`${side}_country`] as string | null) ?? '',
});

/** The routes of a set, busiest first; `airport` (ICAO or IATA) narrows to routes touching it. */
export async function readObservedRoutes(
  db: Db,
  set: RouteSet,
  airport?: string,
): Promise<ObservedRoutes> {
  const touching =
    airport === undefined
      ? sql`true`
      : sql`(x.icao = ${airport} or x.iata = ${airport} or y.icao = ${airport} or y.iata = ${airport})`;
  const rows = await queryRows(
    db,
    sql`select r.id, r.route_set, r.flights, r.window_days, r.width_km, r.points, r.computed_at,
        r.from_icao as a_icao, x.iata as a_iata, x.name_en as a_name, x.name_zh as a_name_zh,
        x.city_en as a_city, x.city_zh as a_city_zh, x.country as a_country,
        r.to_icao as b_icao, y.iata as b_iata, y.name_en as b_name, y.name_zh as b_name_zh,
        y.city_en as b_city, y.city_zh as b_city_zh, y.country as b_country
      from observed_routes r
      left join airports x on x.icao = r.from_icao
      left join airports y on y.icao = r.to_icao
      where r.route_set = ${set} and ${touching}
      order by r.flights desc, r.from_icao, r.to_icao`,
  );
  const [last] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select max(computed_at) as at from observed_routes`,
  );
  const iso = (value: unknown) => new Date(value as string | Date).toISOString();
  return {
    routes: rows.map((row) => {
      const windowDays = Number(row.window_days);
      const flights = Number(row.flights);
      return {
        id: Number(row.id),
        set,
        from: end(row, 'a'),
        to: end(row, 'b'),
        flights,
        flightsPerDay: Math.round((flights / windowDays) * 10) / 10,
        windowDays,
        widthKm: Number(row.width_km),
        points: (typeof row.points === 'string' ? JSON.parse(row.points) : row.points) as [
          number,
          number,
        ][],
        computedAt: iso(row.computed_at),
      };
    }),
    computedAt: last?.at ? iso(last.at) : null,
  };
}
