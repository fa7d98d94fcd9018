// The gallery's browsing calls (spec §7): `image/allUserRank`, `myfollowAll`, `gallery` (by
// category, newest or most liked), the category values, and the home showcase. Thin: validate,
// guard, GalleryBrowse / PhotographerRanking.
import {
  envelopeSchema,
  followedAuthorsSchema,
  galleryCategoriesQuerySchema,
  galleryCategoriesSchema,
  galleryQuerySchema,
  langQuerySchema,
  picturePageQuerySchema,
  picturePageSchema,
  photographerRankPageSchema,
  showcaseSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { ok } from '../http/envelope';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { GalleryBrowse } from './gallery.browse';
import type { PhotographerRanking } from './gallery.rank';

const tags = ['gallery'];
const secured = { security: [{ bearer: [] }] };
/** Public calls over every approved photo (the ranking and values cached): per address. */
const rankLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

export function registerGalleryBrowseRoutes(
  api: App,
  deps: { browse: GalleryBrowse; ranking: PhotographerRanking },
): void {
  const { browse, ranking } = deps;
  api.get(
    API_V2_PATHS.allUserRank,
    {
      config: rankLimit,
      schema: {
        summary: "Every photographer by score, paged; the viewer's own row has `self` 'Y'",
        tags,
        querystring: picturePageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(photographerRankPageSchema) },
      },
    },
    async (request) =>
      ok(request, await ranking.page(request.query.page, request.accountSession?.userId ?? null)),
  );
  api.get(
    API_V2_PATHS.myFollowAll,
    {
      schema: {
        summary: 'The photographers the signed-in user follows, with their statistics',
        tags,
        ...secured,
        querystring: picturePageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(followedAuthorsSchema) },
      },
    },
    async (request) =>
      ok(request, await browse.followedAuthors(requireUser(request).userId, request.query.page)),
  );
  api.post(
    API_V2_PATHS.galleryCategory,
    {
      config: rankLimit,
      schema: {
        summary: 'Approved photos, newest or most liked first, of one type, airline or airport',
        tags,
        querystring: langQuerySchema,
        body: galleryQuerySchema,
        response: { 200: envelopeSchema(picturePageSchema) },
      },
    },
    async (request) => ok(request, await browse.gallery(request.body)),
  );
  api.get(
    API_V2_PATHS.galleryCategories,
    {
      config: rankLimit,
      schema: {
        summary: 'The values of a category among approved photos, with their counts',
        tags,
        querystring: galleryCategoriesQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(galleryCategoriesSchema) },
      },
    },
    async (request) => ok(request, await browse.categories(request.query.category)),
  );
  api.get(
    API_V2_PATHS.homeShowcase,
    {
      schema: {
        summary: 'The approved photos the back office chose for the home page (cached briefly)',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(showcaseSchema) },
      },
    },
    async (request) => ok(request, await browse.showcase()),
  );
}
