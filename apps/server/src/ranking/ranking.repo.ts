// Reads of the kept ranking: the latest day's page (all devices or a user's), one device's rank
// with its change since the day before, and users by their devices' ranks (back office).
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_RANK, type DeviceRank } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { queryRows } from '../coverage/query-rows';
import { addDays } from './ranking.job';

/** '1000+' beyond 1000 (spec §9). */
export function rankText(rank: number | null): string {
  if (rank === null) return DEFAULT_RANK;
  return rank > 1000 ? DEFAULT_RANK : String(rank);
}

/** The latest ranking day, or null before the first run. */
export async function latestRankDay(db: Db): Promise<string | null> {
  const result = await queryRows(db, sql`select max(day)::text as day from device_ranks`);
  const row = result[0] as { day: string | null } | undefined;
  return row?.day ?? null;
}

/** One device's rank on the latest day, with the change since the day before. */
export async function readDeviceRank(db: Db, devId: number): Promise<DeviceRank | null> {
  const day = await latestRankDay(db);
  if (day === null) return null;
  const result = await queryRows(
    db,
    sql`select r.rank, r.city_rank, r.score, p.rank as prev_rank,
      p.city_rank as prev_city_rank
    from device_ranks r
    left join device_ranks p on p.dev_id = r.dev_id and p.day = ${addDays(day, -1)}::date
    where r.day = ${day}::date and r.dev_id = ${devId}`,
  );
  const row = result[0];
  if (!row) return null;
  return presentRank(day, row);
}

function change(previous: unknown, now: unknown): number | null {
  if (previous === null || previous === undefined || now === null || now === undefined) return null;
  return Number(previous) - Number(now);
}

function presentRank(day: string, row: Record<string, unknown>): DeviceRank {
  const cityRank = row.city_rank === null ? null : Number(row.city_rank);
  return {
    day,
    rank: rankText(Number(row.rank)),
    change: change(row.prev_rank, row.rank),
    cityRank: cityRank === null ? null : rankText(cityRank),
    cityChange: change(row.prev_city_rank, row.city_rank),
    score: Number(row.score),
  };
}

export interface RankPageRow {
  devId: number;
  feederKey: string;
  alias: string | null;
  ownerUserId: number | null;
  ownerName: string | null;
  cityEn: string | null;
  cityZh: string | null;
  lastSeen: Date | null;
  offlineSince: Date | null;
  rank: number;
  prevRank: number | null;
  cityRank: number | null;
  prevCityRank: number | null;
  score: number;
  uniquePositions: number;
  uniqueCells: number;
  onlineSeconds: number;
}

/** A page of the latest ranking, optionally one owner's devices and a search text. */
export async function readRankPage(
  db: Db,
  options: { page: number; size: number; search?: string; ownerUserId?: number },
): Promise<{ day: string | null; total: number; rows: RankPageRow[] }> {
  const day = await latestRankDay(db);
  if (day === null) return { day, total: 0, rows: [] };
  const conditions: SQL[] = [sql`r.day = ${day}::date`];
  if (options.ownerUserId !== undefined)
    conditions.push(sql`d.owner_user_id = ${options.ownerUserId}`);
  if (options.search) {
    const like = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d+$/.test(options.search) ? Number(options.search) : -1;
    conditions.push(
      sql`(d.alias ilike ${like} or r.city_en ilike ${like} or r.city_zh ilike ${like} or d.dev_id = ${id})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const counted = await queryRows(
    db,
    sql`select count(*)::integer as n from device_ranks r
    join devices d on d.dev_id = r.dev_id where ${where}`,
  );
  const total = Number(counted[0]?.n ?? 0);
  const result = await queryRows(
    db,
    sql`select r.dev_id, d.feeder_key, d.alias, d.owner_user_id,
      coalesce(u.nickname, u.username) as owner_name, r.city_en, r.city_zh, d.last_seen, d.offline_since,
      r.rank, p.rank as prev_rank, r.city_rank, p.city_rank as prev_city_rank, r.score,
      r.unique_positions, r.unique_cells, r.online_seconds
    from device_ranks r
    join devices d on d.dev_id = r.dev_id
    left join users u on u.id = d.owner_user_id
    left join device_ranks p on p.dev_id = r.dev_id and p.day = ${addDays(day, -1)}::date
    where ${where}
    order by r.rank
    limit ${options.size} offset ${(options.page - 1) * options.size}`,
  );
  const rows = result.map((row): RankPageRow => ({
    devId: Number(row.dev_id),
    feederKey: String(row.feeder_key),
    alias: (row.alias as string | null) ?? null,
    ownerUserId: row.owner_user_id === null ? null : Number(row.owner_user_id),
    ownerName: (row.owner_name as string | null) ?? null,
    cityEn: (row.city_en as string | null) ?? null,
    cityZh: (row.city_zh as string | null) ?? null,
    lastSeen: toDate(row.last_seen),
    offlineSince: toDate(row.offline_since),
    rank: Number(row.rank),
    prevRank: row.prev_rank === null ? null : Number(row.prev_rank),
    cityRank: row.city_rank === null ? null : Number(row.city_rank),
    prevCityRank: row.prev_city_rank === null ? null : Number(row.prev_city_rank),
    score: Number(row.score),
    uniquePositions: Number(row.unique_positions),
    uniqueCells: Number(row.unique_cells),
    onlineSeconds: Number(row.online_seconds),
  }));
  return { day, total, rows };
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value as string);
}

/** Latest ranks of the given devices (for the public devices table). */
export async function readRanksOf(
  db: Db,
  devIds: readonly number[],
): Promise<Map<number, { rank: number; cityEn: string | null; cityZh: string | null }>> {
  const out = new Map<number, { rank: number; cityEn: string | null; cityZh: string | null }>();
  const day = await latestRankDay(db);
  if (day === null || devIds.length === 0) return out;
  const result = await queryRows(
    db,
    sql`select dev_id, rank, city_en, city_zh from device_ranks
    where day = ${day}::date and dev_id = any(${sql.param([...devIds])}::integer[])`,
  );
  for (const row of result) {
    out.set(Number(row.dev_id), {
      rank: Number(row.rank),
      cityEn: (row.city_en as string | null) ?? null,
      cityZh: (row.city_zh as string | null) ?? null,
    });
  }
  return out;
}

/** Users ranked by the summed score of their devices on the latest day (back office). */
export async function readUserRank(
  db: Db,
  options: { page: number; size: number; search?: string },
) {
  const day = await latestRankDay(db);
  if (day === null) return { day, total: 0, rows: [] };
  const like = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter =
    like === null ? sql`true` : sql`(u.username ilike ${like} or u.nickname ilike ${like})`;
  const base = sql`from device_ranks r join devices d on d.dev_id = r.dev_id
    join users u on u.id = d.owner_user_id where r.day = ${day}::date and ${filter}`;
  const counted = await queryRows(db, sql`select count(distinct u.id)::integer as n ${base}`);
  const total = Number(counted[0]?.n ?? 0);
  const result = await queryRows(
    db,
    sql`select u.id, u.username, u.nickname, count(*)::integer as devices,
      min(r.rank)::integer as best_rank, sum(r.score) as score ${base}
    group by u.id, u.username, u.nickname
    order by sum(r.score) desc, u.id
    limit ${options.size} offset ${(options.page - 1) * options.size}`,
  );
  return {
    day,
    total,
    rows: result.map((row) => ({
      userId: Number(row.id),
      username: String(row.username),
      nickname: (row.nickname as string | null) ?? null,
      devices: Number(row.devices),
      bestRank: Number(row.best_rank),
      score: Math.round(Number(row.score) * 10) / 10,
    })),
  };
}
