// The daily ranking, recomputed by a scheduled job: every public device's score over the last
// 30 days (today's partial day included, as of the last flush), its rank and city rank, and the
// change since yesterday's ranking. The score rewards what only this receiver adds, never raw
// message counts (which reward receivers that all hear the same busy airport):
//
//   score = unique positions + 100 × unique cells + 1000 × uptime days
//
// - unique positions: seconds in which this receiver alone supplied an aircraft's position;
// - unique cells: 0.05° cells (any height) that no other receiver heard that day, summed over days;
// - uptime days: online seconds / 86,400 (a receiver always on for 30 days has 30).
import { sql } from 'drizzle-orm';
import { RANKING_WINDOW_DAYS } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { queryRows } from '../coverage/query-rows';
import { COVERAGE_KEEP_DAYS, pruneCoverage, settleCoverageDays } from '../coverage/coverage.repo';
import { CityIndex } from './cities';

export const SCORE_WEIGHTS = { uniquePosition: 1, uniqueCell: 100, uptimeDay: 1000 } as const;
/** Ranking days kept (yesterday's is needed for the change; the rest for history). */
const KEEP_DAYS = 40;

export function scoreOf(
  uniquePositions: number,
  uniqueCells: number,
  onlineSeconds: number,
): number {
  const score =
    uniquePositions * SCORE_WEIGHTS.uniquePosition +
    uniqueCells * SCORE_WEIGHTS.uniqueCell +
    (onlineSeconds / 86_400) * SCORE_WEIGHTS.uptimeDay;
  return Math.round(score * 10) / 10;
}

/** `day` (yyyy-MM-dd) moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Totals {
  devId: number;
  lat: number | null;
  lon: number | null;
  uniquePositions: number;
  uniqueCells: number;
  onlineSeconds: number;
}

export interface RankingRun {
  day: string;
  devices: number;
  /** Coverage rows older than the kept days deleted by this run. */
  pruned: number;
  ms: number;
}

/** Recomputes the ranking of `today` (UTC+8 day) and keeps it in device_ranks. */
export async function computeRanking(
  db: Db,
  today: string,
  cities?: CityIndex,
): Promise<RankingRun> {
  const started = performance.now();
  const from = addDays(today, -(RANKING_WINDOW_DAYS - 1));
  await settleCoverageDays(db, today, from);
  const index = cities ?? (await CityIndex.load(db));
  const result = await queryRows(
    db,
    sql`
    with cov as (
      select dev_id, sum(unique_positions) as up, sum(unique_cells) as uc
      from coverage_days where day between ${from} and ${today} group by dev_id
    ), up as (
      select dev_id, sum(online_seconds) as os
      from device_daily_stats where day between ${from} and ${today} group by dev_id
    )
    select d.dev_id, coalesce(d.lat, d.estimated_lat) as lat, coalesce(d.lon, d.estimated_lon) as lon,
      coalesce(cov.up, 0) as up, coalesce(cov.uc, 0) as uc, coalesce(up.os, 0) as os
    from devices d
    left join cov on cov.dev_id = d.dev_id
    left join up on up.dev_id = d.dev_id
    where d.owner_user_id is not null or d.operator_owned`,
  );
  const totals: Totals[] = result.map((row) => ({
    devId: Number(row.dev_id),
    lat: row.lat === null ? null : Number(row.lat),
    lon: row.lon === null ? null : Number(row.lon),
    uniquePositions: Number(row.up),
    uniqueCells: Number(row.uc),
    onlineSeconds: Number(row.os),
  }));
  const ranked = totals
    .map((t) => ({ ...t, score: scoreOf(t.uniquePositions, t.uniqueCells, t.onlineSeconds) }))
    .sort((a, b) => b.score - a.score || a.devId - b.devId);
  const cityCounts = new Map<string, number>();
  const rows = ranked.map((t, i) => {
    const city = t.lat === null || t.lon === null ? null : index.nearest(t.lat, t.lon);
    let cityRank: number | null = null;
    if (city) {
      cityRank = (cityCounts.get(city.en) ?? 0) + 1;
      cityCounts.set(city.en, cityRank);
    }
    return [
      t.devId,
      i + 1,
      cityRank,
      city?.en ?? null,
      city?.zh ?? null,
      t.score,
      t.uniquePositions,
      t.uniqueCells,
      t.onlineSeconds,
    ];
  });
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from device_ranks where day = ${today} or day < ${addDays(today, -KEEP_DAYS)}`,
    );
    for (let start = 0; start < rows.length; start += 5_000) {
      const json = JSON.stringify(rows.slice(start, start + 5_000));
      await tx.execute(sql`insert into device_ranks
          (day, dev_id, rank, city_rank, city_en, city_zh, score, unique_positions, unique_cells, online_seconds)
        select ${today}::date, (r->>0)::integer, (r->>1)::integer, (r->>2)::integer, r->>3, r->>4,
          (r->>5)::double precision, (r->>6)::bigint, (r->>7)::integer, (r->>8)::bigint
        from json_array_elements(${json}::json) as r`);
    }
  });
  const pruned = await pruneCoverage(db, addDays(today, -COVERAGE_KEEP_DAYS));
  return {
    day: today,
    devices: rows.length,
    pruned,
    ms: Math.round(performance.now() - started),
  };
}
