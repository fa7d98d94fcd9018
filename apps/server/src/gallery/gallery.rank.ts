// `allUserRank` (spec §7): every photographer with an approved photo, by score (GALLERY_SCORE),
// with the viewer's own row marked (spec §6). Ranks are shared on equal scores (1, 2, 2, 4), as
// the §3 `rank` of a profile counts the photographers with a higher score. The table groups every
// approved photo (a third of a second over 100,000 on a loaded machine), so it is computed once
// for everybody and kept for RANK_CACHE_MS; pages and the viewer's row are cut from it.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { GALLERY_RANK_PAGE_SIZE, type PhotographerRankPage } from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { ExpiringCache } from './gallery.cache';
import { approved } from './gallery.repo';
import { pictures } from './gallery.schema';
import { scoreOf } from './gallery.social';

/** How long the ranking is served from memory: a new approval shows within it. */
export const RANK_CACHE_MS = 30_000;

interface RankedPhotographer {
  rank: number;
  userId: number;
  nickName: string;
  totalCount: number;
  useCount: number;
  totalScore: number;
  likes: number;
}

async function rankAll(db: Db): Promise<RankedPhotographer[]> {
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
  const rows = await db
    .select({
      rank: sql<number>`(rank() over (order by ${scores.totalScore} desc))::int`,
      userId: scores.userId,
      totalCount: scores.totalCount,
      useCount: scores.useCount,
      likes: scores.likes,
      totalScore: scores.totalScore,
      username: users.username,
      nickname: users.nickname,
    })
    .from(scores)
    .innerJoin(users, eq(users.id, scores.userId))
    .orderBy(desc(scores.totalScore), desc(scores.likes), asc(scores.userId));
  return rows.map(({ username, nickname, ...row }) => ({
    ...row,
    nickName: nickname || username,
  }));
}

export class PhotographerRanking {
  private readonly cache: ExpiringCache<RankedPhotographer[]>;

  constructor(
    private readonly db: Db,
    now: () => number = Date.now,
  ) {
    this.cache = new ExpiringCache(RANK_CACHE_MS, now);
  }

  /** One page of the ranking as `viewerId` (null when signed out) sees it. */
  async page(page: number, viewerId: number | null): Promise<PhotographerRankPage> {
    const all = await this.cache.get('all', () => rankAll(this.db));
    const mark = (row: RankedPhotographer) => ({
      ...row,
      self: row.userId === viewerId ? ('Y' as const) : ('N' as const),
    });
    const start = (page - 1) * GALLERY_RANK_PAGE_SIZE;
    const mine = viewerId === null ? undefined : all.find((row) => row.userId === viewerId);
    return {
      list: all.slice(start, start + GALLERY_RANK_PAGE_SIZE).map(mark),
      page,
      total: all.length,
      isLastPage: start + GALLERY_RANK_PAGE_SIZE >= all.length,
      mine: mine ? mark(mine) : null,
    };
  }
}
