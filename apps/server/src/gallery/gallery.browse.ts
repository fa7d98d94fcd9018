// Browsing the gallery (issue 18, h18-browse): approved photos by category and by likes
// (`gallery`), the values of each category, the photographers one follows with their §3
// statistics (`myfollowAll`) and the home page's showcase, kept briefly in memory.
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import {
  GALLERY_FOLLOW_PAGE_SIZE,
  GALLERY_PAGE_SIZE,
  GALLERY_SHOWCASE_LIMIT,
  type FollowedAuthors,
  type GalleryCategory,
  type GalleryCategoryValue,
  type Picture,
  type PicturePage,
  type galleryQuerySchema,
} from '@skytrace/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { approved, pagePictures } from './gallery.repo';
import { authorFollows, pictures } from './gallery.schema';
import { presentPicture } from './gallery.service';
import type { GallerySocial } from './gallery.social';

type GalleryQuery = z.output<typeof galleryQuerySchema>;

/** How long the home showcase is served from memory: the back office's choice shows within it. */
export const SHOWCASE_CACHE_MS = 30_000;
/** Most values a category list answers (the most photographed first). */
const CATEGORY_VALUES_LIMIT = 60;

const categoryColumn = {
  type: pictures.aircraftType,
  airline: pictures.airline,
  airport: pictures.airport,
} as const;

export class GalleryBrowse {
  private showcaseCache: { at: number; value: Picture[] } | null = null;

  constructor(
    private readonly db: Db,
    private readonly social: GallerySocial,
    private readonly now: () => number = Date.now,
  ) {}

  /** Approved photos, newest or most liked first, of one category value or all. */
  async gallery(query: GalleryQuery): Promise<PicturePage> {
    const filters: SQL[] = [approved];
    if (query.category && query.value) {
      filters.push(eq(categoryColumn[query.category], query.value));
    }
    if (query.kind) filters.push(eq(pictures.kind, query.kind));
    const order =
      query.order === 'liked' ? [desc(pictures.likes), desc(pictures.id)] : [desc(pictures.id)];
    const { rows, isLastPage } = await pagePictures(
      this.db,
      and(...filters),
      query.page,
      GALLERY_PAGE_SIZE,
      order,
    );
    return { list: rows.map((row) => presentPicture(row)), page: query.page, isLastPage };
  }

  /** The values of a category among approved photos, the most photographed first. */
  async categories(category: GalleryCategory): Promise<GalleryCategoryValue[]> {
    const column = categoryColumn[category];
    const photos = count();
    return this.db
      .select({ value: column, count: photos })
      .from(pictures)
      .where(and(approved, ne(column, '')))
      .groupBy(column)
      .orderBy(desc(photos), asc(column))
      .limit(CATEGORY_VALUES_LIMIT);
  }

  /** The photographers `viewerId` follows with their statistics, a page at a time. */
  async followedAuthors(viewerId: number, page: number): Promise<FollowedAuthors> {
    const rows = await this.db
      .select({ authorId: authorFollows.authorId })
      .from(authorFollows)
      .where(eq(authorFollows.followerId, viewerId))
      .orderBy(asc(authorFollows.authorId))
      .limit(GALLERY_FOLLOW_PAGE_SIZE + 1)
      .offset((page - 1) * GALLERY_FOLLOW_PAGE_SIZE);
    const authors = rows.slice(0, GALLERY_FOLLOW_PAGE_SIZE);
    const list = await Promise.all(authors.map((row) => this.social.stats(row.authorId, viewerId)));
    return { list, page, isLastPage: rows.length <= GALLERY_FOLLOW_PAGE_SIZE };
  }

  /**
   * The approved photos chosen for the home page, newest first. Every visit of the home page asks
   * for it, so it is served from memory for SHOWCASE_CACHE_MS.
   */
  async showcase(): Promise<Picture[]> {
    const cached = this.showcaseCache;
    if (cached && this.now() - cached.at < SHOWCASE_CACHE_MS) return cached.value;
    const { rows } = await pagePictures(
      this.db,
      and(approved, eq(pictures.showcase, true)),
      1,
      GALLERY_SHOWCASE_LIMIT,
    );
    const value = rows.map((row) => presentPicture(row));
    this.showcaseCache = { at: this.now(), value };
    return value;
  }

  /** Drops the cached showcase (the back office changed it). */
  forgetShowcase(): void {
    this.showcaseCache = null;
  }
}
