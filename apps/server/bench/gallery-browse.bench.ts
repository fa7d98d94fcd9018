// `npm run bench:gallery-browse [-- --photos 100000 --calls 100]`: the browsing calls of issue 18
// (h18-browse) over `--photos` approved photos (+10% waiting) by 500 photographers in an embedded
// database (PGlite, in memory), each timed over `--calls` calls, p50/p95: the first page of
// "most liked" and of one aircraft type (`gallery`), a category's values, the all-user ranking
// (`allUserRank`, which groups every approved photo), uncached and from the 30 s cache, and the
// home showcase uncached. The same target as the gallery's first page applies (p95 ≤ 100 ms). The load average is printed: on a
// shared machine the timings are not the code's alone.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromPglite } from '../src/db/db';
import { migrateDatabase } from '../src/db/migrate';
import { GalleryBrowse } from '../src/gallery/gallery.browse';
import { PhotographerRanking } from '../src/gallery/gallery.rank';
import { GallerySocial } from '../src/gallery/gallery.social';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '100000' },
    calls: { type: 'string', default: '100' },
  },
});
const PHOTOS = Number(values.photos);
const CALLS = Number(values.calls);

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () => (os.loadavg()[0] ?? 0).toFixed(2);

const database = fromPglite(await PGlite.create());
await migrateDatabase(database, path.resolve(import.meta.dirname, '../drizzle'));
const seeded = performance.now();
await database.db.execute(
  sql`insert into users (username, password_hash) select 'author' || n, 'x' from generate_series(1, 500) n`,
);
await database.db.execute(sql`
  insert into gallery_pictures (user_id, kind, file, width, height, registration, aircraft_type,
    airline, airport, shot_date, status, likes, showcase)
  select (n % 500) + 1, 'plane', md5(n::text) || '.jpg', 2560, 1707, 'B-' || (1000 + n % 9000),
    (array['A320', 'A321', 'B738', 'B789', 'A359', 'C919'])[1 + n % 6],
    (array['China Eastern Airlines', 'Air China', 'China Southern Airlines'])[1 + n % 3],
    (array['PEK', 'SHA', 'CAN', 'CTU'])[1 + n % 4], '2026-05-01',
    case when n % 10 = 0 then 0 else 1 end, (n * 7919) % 500, n % 997 = 1
  from generate_series(1, ${Math.ceil(PHOTOS / 0.9)}) n`);
await database.db.execute(sql`analyze`);
console.log(
  `seeded ${PHOTOS} approved photos (+10% waiting) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
);

const social = new GallerySocial(database.db);
const browse = new GalleryBrowse(database.db, social);
const ranking = new PhotographerRanking(database.db);
const cases: [string, () => Promise<unknown>][] = [
  ['most liked, first page', () => browse.gallery({ order: 'liked', page: 1 })],
  [
    'one aircraft type, first page',
    () => browse.gallery({ order: 'newest', page: 1, category: 'type', value: 'B738' }),
  ],
  [
    'aircraft type values, uncached',
    () => new GalleryBrowse(database.db, social).categories('type'),
  ],
  ['aircraft type values, cached', () => browse.categories('type')],
  ['allUserRank, uncached', () => new PhotographerRanking(database.db).page(1, 42)],
  ['allUserRank, cached, first page with the viewer', () => ranking.page(1, 42)],
  [
    'home showcase, uncached',
    () => {
      browse.forgetShowcase();
      return browse.showcase();
    },
  ],
];
for (const [name, run] of cases) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const begin = performance.now();
    await run();
    times.push(performance.now() - begin);
  }
  console.log(
    `${name}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (target p95 ≤ 100 ms; load ${load()})`,
  );
}
await database.close();
