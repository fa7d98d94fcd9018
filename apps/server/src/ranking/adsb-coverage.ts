// `GET /business/pcr/adsb`: the community's ADS-B position coverage rate. Live: of the aircraft
// the network hears now, the share with a fresh position (heard but unplaced means no receiver
// decodes it well enough: a coverage gap). Per day: the receivers that heard positions and the
// area of the 0.05° cells they covered, from the coverage statistics (coverage/).
import { sql } from 'drizzle-orm';
import type { AdsbCoverage, AdsbCoverageDay } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { queryRows } from '../coverage/query-rows';
import { CELL_DEGREES } from '../coverage/coverage.grid';
import type { DeviceRegistry } from '../devices/device.registry';
import { statsDay } from '../devices/device.live';
import { listDevices } from '../devices/devices.list';
import type { LiveTable } from '../live/live.table';
import { addDays } from './ranking.job';

/** A position older than this no longer places the aircraft (the map's own freshness rule). */
const FRESH_POSITION_SECONDS = 60;
/** Kilometres per degree of latitude (mean Earth radius 6371 km). */
const KM_PER_DEGREE = 111.195;
/** The counted day rows scan up to 30 days of cells: answers are reused this long. */
const CACHE_SECONDS = 60;

export interface AdsbCoverageDeps {
  db: Db;
  registry?: DeviceRegistry | undefined;
  liveTable?: LiveTable | undefined;
}

/** Live aircraft and how many of them carry a position at most 60 s old. */
export function livePositionRate(
  liveTable: LiveTable | undefined,
  now: number,
): Pick<AdsbCoverage, 'aircraft' | 'positioned' | 'rate'> {
  let aircraft = 0;
  let positioned = 0;
  for (const entry of liveTable?.aircraft.values() ?? []) {
    aircraft++;
    if (now - entry.positionTime <= FRESH_POSITION_SECONDS) positioned++;
  }
  const rate = aircraft === 0 ? 0 : Math.round((positioned / aircraft) * 1000) / 1000;
  return { aircraft, positioned, rate };
}

/**
 * Per UTC+8 day from `from` to `to`: public receivers with positions, their positions, and the
 * distinct cells (any height band) with their area. Unclaimed feeders are left out, as in every
 * public figure (anyone can invent a feeder id).
 */
export async function coverageDays(db: Db, from: string, to: string): Promise<AdsbCoverageDay[]> {
  const registered = sql`(d.owner_user_id is not null or d.operator_owned)`;
  const receivers = await queryRows<{ day: string; receivers: number; positions: string }>(
    db,
    sql`select c.day::text as day, count(*)::integer as receivers,
      sum(c.positions)::text as positions
    from coverage_days c join devices d on d.dev_id = c.dev_id and ${registered}
    where c.day between ${from}::date and ${to}::date and c.positions > 0
    group by c.day`,
  );
  // A cell's area shrinks with the cosine of its centre's latitude.
  const cells = await queryRows<{ day: string; cells: number; weight: number }>(
    db,
    sql`select day::text as day, count(*)::integer as cells,
      sum(cos(radians((lat_idx + 0.5) * ${CELL_DEGREES} - 90)))::float8 as weight
    from (
      select distinct c.day, c.lat_idx, c.lon_idx
      from coverage_cells c join devices d on d.dev_id = c.dev_id and ${registered}
      where c.day between ${from}::date and ${to}::date
    ) heard
    group by day`,
  );
  const byDay = new Map<string, AdsbCoverageDay>();
  for (let day = from; day <= to; day = addDays(day, 1))
    byDay.set(day, { day, receivers: 0, positions: 0, cells: 0, areaKm2: 0 });
  for (const row of receivers) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.receivers = row.receivers;
    entry.positions = Number(row.positions);
  }
  const cellKm = CELL_DEGREES * KM_PER_DEGREE;
  for (const row of cells) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.cells = row.cells;
    entry.areaKm2 = Math.round(row.weight * cellKm * cellKm);
  }
  return [...byDay.values()];
}

/** The whole answer; the day rows of one `days` value are reused for a minute. */
export function adsbCoverageService(deps: AdsbCoverageDeps) {
  const cached = new Map<number, { at: number; days: AdsbCoverageDay[] }>();
  return async (days: number, now: number): Promise<AdsbCoverage> => {
    let history = cached.get(days);
    if (history === undefined || now - history.at >= CACHE_SECONDS || now < history.at) {
      const to = statsDay(now);
      history = { at: now, days: await coverageDays(deps.db, addDays(to, -(days - 1)), to) };
      cached.set(days, history);
    }
    const listed = deps.registry ? await listDevices(deps.db, deps.registry, undefined, now) : [];
    return {
      at: now,
      ...livePositionRate(deps.liveTable, now),
      receivers: listed.length,
      receiversOnline: listed.filter((device) => device.online).length,
      days: history.days,
    };
  };
}
