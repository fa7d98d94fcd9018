// Likes, follows, the spec §3 photo statistics and search. Score: 10 for each approved photo and
// 20 more for each one chosen for the home showcase (GALLERY_SCORE); nothing spends score yet, so
// what remains is the total.
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GALLERY_PAGE_SIZE,
  GALLERY_RANK_LIMIT,
  GALLERY_SCORE,
  type AircraftImage,
  type LikeResult,
  type PhotoStats,
  type SearchType,
} from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { approved, findPicture, pagePictures } from './gallery.repo';
import { authorFollows, pictureLikes, pictures } from './gallery.schema';
import { presentPicture } from './gallery.service';

/** A photographer's score over their approved photos (GALLERY_SCORE). */
export const scoreOf = sql<number>`(${GALLERY_SCORE.approved} * count(*) + ${GALLERY_SCORE.showcase} * count(*) filter (where ${pictures.showcase}))::int`;

/** `%text%` for ILIKE with the user's own wildcards taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

export class GallerySocial {
  constructor(private readonly db: Db) {}

  /** Likes a visible (approved) photo, or takes the like back; answers the new state. */
  async toggleLike(userId: number, pictureId: number): Promise<LikeResult> {
    return this.db.transaction(async (tx) => {
      const [picture] = await tx
        .select({ id: pictures.id })
        .from(pictures)
        .where(and(eq(pictures.id, pictureId), approved));
      if (!picture) throw new HttpError(404, 'gallery.pictureNotFound');
      const removed = await tx
        .delete(pictureLikes)
        .where(and(eq(pictureLikes.pictureId, pictureId), eq(pictureLikes.userId, userId)))
        .returning({ userId: pictureLikes.userId });
      const liked = removed.length === 0;
      if (liked) await tx.insert(pictureLikes).values({ pictureId, userId });
      const [row] = await tx
        .update(pictures)
        .set({ likes: sql`${pictures.likes} + ${liked ? 1 : -1}` })
        .where(eq(pictures.id, pictureId))
        .returning({ likes: pictures.likes });
      return { liked, likes: row?.likes ?? 0 };
    });
  }

  async follow(followerId: number, authorId: number): Promise<void> {
    if (followerId === authorId) throw new HttpError(400, 'gallery.followSelf');
    const [author] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, authorId));
    if (!author) throw new HttpError(404, 'gallery.authorNotFound');
    await this.db.insert(authorFollows).values({ followerId, authorId }).onConflictDoNothing();
  }

  async unfollow(followerId: number, authorId: number): Promise<void> {
    await this.db
      .delete(authorFollows)
      .where(and(eq(authorFollows.followerId, followerId), eq(authorFollows.authorId, authorId)));
  }

  /** Spec §3 statistics of `userId`, as `viewerId` (null when signed out) sees them. */
  async stats(userId: number, viewerId: number | null): Promise<PhotoStats> {
    const [user] = await this.db
      .select({ username: users.username, nickname: users.nickname, avatar: users.avatarFile })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new HttpError(404, 'gallery.authorNotFound');
    const [[fans], [follows], [own], [following]] = await Promise.all([
      this.db.select({ n: count() }).from(authorFollows).where(eq(authorFollows.authorId, userId)),
      this.db
        .select({ n: count() })
        .from(authorFollows)
        .where(eq(authorFollows.followerId, userId)),
      this.db
        .select({
          total: count(),
          score: scoreOf,
          used: sql<number>`(count(*) filter (where ${pictures.showcase}))::int`,
        })
        .from(pictures)
        .where(and(eq(pictures.userId, userId), approved)),
      viewerId === null
        ? Promise.resolve([{ n: 0 }])
        : this.db
            .select({ n: count() })
            .from(authorFollows)
            .where(and(eq(authorFollows.followerId, viewerId), eq(authorFollows.authorId, userId))),
    ]);
    const score = own?.score ?? 0;
    return {
      fansCount: fans?.n ?? 0,
      followCount: follows?.n ?? 0,
      totalCount: own?.total ?? 0,
      totalScore: score,
      remainScore: score,
      useCount: own?.used ?? 0,
      rank: score > 0 ? await this.rank(score) : `${GALLERY_RANK_LIMIT}+`,
      userInfo: {
        userId,
        nickName: user.nickname || user.username,
        // Avatars are served by the accounts module; the gallery shows initials without one.
        avatarUrl: '',
      },
      self: viewerId === userId ? 'Y' : 'N',
      following: (following?.n ?? 0) > 0,
    };
  }

  /** 1 + the number of photographers with a higher score; beyond the limit, '1000+'. */
  private async rank(score: number): Promise<string> {
    const scores = this.db
      .select({ score: scoreOf.as('score') })
      .from(pictures)
      .where(approved)
      .groupBy(pictures.userId)
      .as('scores');
    const [row] = await this.db
      .select({ n: count() })
      .from(scores)
      .where(sql`${scores.score} > ${score}`);
    const rank = (row?.n ?? 0) + 1;
    return rank > GALLERY_RANK_LIMIT ? `${GALLERY_RANK_LIMIT}+` : String(rank);
  }

  /** Approved photos whose registration, type, airline, airport or author holds `text`. */
  async search(text: string, type: SearchType, page: number) {
    const pattern = contains(text);
    const where: Record<SearchType, SQL | undefined> = {
      registration: ilike(pictures.registration, pattern),
      type: ilike(pictures.aircraftType, pattern),
      airline: ilike(pictures.airline, pattern),
      airport: ilike(pictures.airport, pattern),
      author: sql`(${users.username} ilike ${pattern} or ${users.nickname} ilike ${pattern})`,
    };
    const { rows, isLastPage } = await pagePictures(
      this.db,
      and(approved, where[type]),
      page,
      GALLERY_PAGE_SIZE,
    );
    return { list: rows.map((row) => presentPicture(row)), page, isLastPage };
  }

  /** The best approved photo of `registration`, else of `airType`: showcased, most liked, newest. */
  async aircraftImage(registration: string, airType: string): Promise<AircraftImage> {
    const best = async (where: SQL) => {
      const [row] = await this.db
        .select({ id: pictures.id })
        .from(pictures)
        .where(and(approved, eq(pictures.kind, 'plane'), where))
        .orderBy(desc(pictures.showcase), desc(pictures.likes), desc(pictures.id))
        .limit(1);
      return row ? findPicture(this.db, row.id) : null;
    };
    const byRegistration = registration
      ? await best(eq(pictures.registration, registration.toUpperCase()))
      : null;
    if (byRegistration) return { picture: presentPicture(byRegistration), match: 'registration' };
    const byType = airType ? await best(eq(pictures.aircraftType, airType.toUpperCase())) : null;
    if (byType) return { picture: presentPicture(byType), match: 'type' };
    return { picture: null, match: 'none' };
  }

  /** The flight base info's aircraftImage (spec §3): the same choice, as its thumbnail. */
  async aircraftPhoto(
    registration: string,
    aircraftType: string,
  ): Promise<{ id: number; url: string } | null> {
    const { picture } = await this.aircraftImage(registration, aircraftType);
    return picture ? { id: picture.id, url: picture.thumbnailUrl } : null;
  }

  /** Approved photos of the photographers `viewerId` follows, newest first (`myfollow`). */
  async followed(viewerId: number, page: number) {
    const authors = this.db
      .select({ id: authorFollows.authorId })
      .from(authorFollows)
      .where(eq(authorFollows.followerId, viewerId));
    const { rows, isLastPage } = await pagePictures(
      this.db,
      and(approved, inArray(pictures.userId, authors)),
      page,
      GALLERY_PAGE_SIZE,
    );
    return { list: rows.map((row) => presentPicture(row)), page, isLastPage };
  }
}
