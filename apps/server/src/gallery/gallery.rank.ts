// `allUserRank` (spec §7): every photographer with an approved photo, by score (GALLERY_SCORE),
// with the viewer's own row marked (spec §6). Ranks are shared on equal scores (1, 2, 2, 4), as
// the §3 `rank` of a profile counts the photographers with a higher score.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  GALLERY_RANK_PAGE_SIZE,
  type PhotographerRankPage,
  type PhotographerRankRow,
} from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { approved } from './gallery.repo';
import { pictures } from './gallery.schema';
import { scoreOf } from './gallery.social';

export async function rankPhotographers(
  db: Db,
  page: number,
  viewerId: number | null,
): Promise<PhotographerRankPage> {
  const scores = db
    .select({
      userId: pictures.userId,
      totalCount: sql<number>`count(*)::int`.as('total_count'),
      useCount: sql<number>`(count(*) filter (where ${pictures.showcase}))::int`.as('use_count'),
      likes: sql<number>`coalesce(sum(${pictures.likes}), 0)::int`.as('likes'),
      totalScore: scoreOf.as('total_score'),
    })
    .from(pictures)
    .where(approved)
    .groupBy(pictures.userId)
    .as('scores');
  const ranked = db
    .select({
      userId: scores.userId,
      totalCount: scores.totalCount,
      useCount: scores.useCount,
      likes: scores.likes,
      totalScore: scores.totalScore,
      rank: sql<number>`(rank() over (order by ${scores.totalScore} desc))::int`.as('rank'),
    })
    .from(scores)
    .as('ranked');
  const select = () =>
    db
      .select({
        rank: ranked.rank,
        userId: ranked.userId,
        totalCount: ranked.totalCount,
        useCount: ranked.useCount,
        likes: ranked.likes,
        totalScore: ranked.totalScore,
        username: users.username,
        nickname: users.nickname,
      })
      .from(ranked)
      .innerJoin(users, eq(users.id, ranked.userId));
  const present = (row: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]) =>
    ({
      rank: row.rank,
      userId: row.userId,
      nickName: row.nickname || row.username,
      totalCount: row.totalCount,
      useCount: row.useCount,
      totalScore: row.totalScore,
      likes: row.likes,
      self: row.userId === viewerId ? 'Y' : 'N',
    }) satisfies PhotographerRankRow;

  const [rows, [total], mine] = await Promise.all([
    select()
      .orderBy(asc(ranked.rank), desc(ranked.likes), asc(ranked.userId))
      .limit(GALLERY_RANK_PAGE_SIZE)
      .offset((page - 1) * GALLERY_RANK_PAGE_SIZE),
    db.select({ n: count() }).from(scores),
    viewerId === null ? Promise.resolve([]) : select().where(eq(ranked.userId, viewerId)),
  ]);
  const totalRows = total?.n ?? 0;
  return {
    list: rows.map(present),
    page,
    total: totalRows,
    isLastPage: page * GALLERY_RANK_PAGE_SIZE >= totalRows,
    mine: mine[0] ? present(mine[0]) : null,
  };
}
