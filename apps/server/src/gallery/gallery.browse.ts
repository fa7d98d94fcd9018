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
import { ExpiringCache } from './gallery.cache';
import { approved, pagePictures } from './gallery.repo';
import { authorFollows, pictures } from './gallery.schema';
import { presentPicture } from './gallery.service';
import type { GallerySocial } from './gallery.social';

type GalleryQuery = z.output<typeof galleryQuerySchema>;

/**
 * How long the home showcase and the category values are served from memory (the showcase is
 * also dropped at once when the back office changes it in this process).
 */
export const BROWSE_CACHE_MS = 30_000;
/** Most values a category list answers (the most photographed first). */
const CATEGORY_VALUES_LIMIT = 60;

const categoryColumn = {
  type: pictures.aircraftType,
  airline: pictures.airline,
  airport: pictures.airport,
} as const;

export class GalleryBrowse {
  private readonly showcaseCache: ExpiringCache<Picture[]>;
  private readonly categoryCache: ExpiringCache<GalleryCategoryValue[]>;

  constructor(
    private readonly db: Db,
    private readonly social: GallerySocial,
    now: () => number = Date.now,
  ) {
    this.showcaseCache = new ExpiringCache(BROWSE_CACHE_MS, now);
    this.categoryCache = new ExpiringCache(BROWSE_CACHE_MS, now);
  }

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

  /**
   * The values of a category among approved photos, the most photographed first. It groups every
   * approved photo, so it is kept for BROWSE_CACHE_MS.
   */
  categories(category: GalleryCategory): Promise<GalleryCategoryValue[]> {
    return this.categoryCache.get(category, () => this.countCategory(category));
  }

  private async countCategory(category: GalleryCategory): Promise<GalleryCategoryValue[]> {
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
   * for it, so it is kept for BROWSE_CACHE_MS.
   */
  showcase(): Promise<Picture[]> {
    return this.showcaseCache.get('showcase', async () => {
      const { rows } = await pagePictures(
        this.db,
        and(approved, eq(pictures.showcase, true)),
        1,
        GALLERY_SHOWCASE_LIMIT,
      );
      return rows.map((row) => presentPicture(row));
    });
  }

  /** Drops the cached showcase (the back office changed it). */
  forgetShowcase(): void {
    this.showcaseCache.clear();
  }
}
