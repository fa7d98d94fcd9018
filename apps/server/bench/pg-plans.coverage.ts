// Coverage rows for bench:pg-plans: receivers at Chinese airports, each hearing every day the
// cells of a disc per height band (wider for higher bands, about half of them), their outline
// sectors and daily counters, written in SQL (generate_series) so millions of rows take seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/db';
import { latIndex, lonIndex } from '../src/coverage/coverage.grid';
import { AIRPORTS } from '../src/sim/world/airports';

const DAY_MS = 86_400_000;
/** Receivers in the network (the detail page reads one of them). */
const DEVICES = 30;
/** Cells of radius per band: 0.5°, 0.85°, 1.2°, 1.55° (the lowest band hears the least). */
const RADIUS_CELLS = [10, 17, 24, 31];

export interface FilledCoverage {
  devices: number;
  sampleDevice: number;
  seconds: number;
}

/** Writes `days` days of coverage from the UTC day of `start`. */
export async function fillCoverage(
  db: Db,
  options: { days: number; start: number },
): Promise<FilledCoverage> {
  const started = performance.now();
  const sites = AIRPORTS.filter((airport) => airport.country === 'CN').slice(0, DEVICES);
  for (const [n, site] of sites.entries()) {
    const devId = 1000 + n;
    const latIdx = latIndex(site.lat);
    const lonIdx = lonIndex(site.lon);
    for (let day = 0; day < options.days; day++) {
      const date = new Date(options.start + day * DAY_MS).toISOString().slice(0, 10);
      for (const [band, radius] of RADIUS_CELLS.entries()) {
        await db.execute(sql`insert into coverage_cells (dev_id, day, band, lat_idx, lon_idx, positions)
          select ${devId}, ${date}::date, ${band}, ${latIdx} + dy, ${lonIdx} + dx, 1 + (random() * 40)::int
          from generate_series(${-radius}::int, ${radius}::int) as dy,
            generate_series(${-radius}::int, ${radius}::int) as dx
          where dx * dx + dy * dy <= ${radius * radius} and random() < 0.5`);
        await db.execute(sql`insert into coverage_outline (dev_id, day, band, sector, range_km)
          select ${devId}, ${date}::date, ${band}, sector, ${radius * 5.5} * (0.6 + random() * 0.4)
          from generate_series(0, 35) as sector`);
      }
      await db.execute(sql`insert into coverage_days (dev_id, day, positions, unique_positions)
        values (${devId}, ${date}::date, ${50_000 + n * 100}, ${5_000 + n * 10})`);
    }
  }
  return {
    devices: sites.length,
    sampleDevice: 1000,
    seconds: (performance.now() - started) / 1000,
  };
}
