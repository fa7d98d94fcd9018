// The gallery's social calls (spec §7): `image/myStats`, `userStats`, `follow`, `unFollow`,
// `like`, `searchCategory`. Thin: validate, guard, GallerySocial.
import {
  aircraftImageQuerySchema,
  aircraftImageSchema,
  envelopeSchema,
  followSchema,
  langQuerySchema,
  likeResultSchema,
  likeSchema,
  photoStatsSchema,
  picturePageQuerySchema,
  picturePageSchema,
  pictureSearchQuerySchema,
  userStatsQuerySchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { GallerySocial } from './gallery.social';

const tags = ['gallery'];
const secured = { security: [{ bearer: [] }] };
/** Likes and follows per user a minute: enough for a person, not for a script. */
const clickLimit = {
  rateLimit: {
    max: 60,
    timeWindow: 60_000,
    keyGenerator: (request: { accountSession: { userId: number } | null; ip: string }) =>
      request.accountSession ? `user:${request.accountSession.userId}` : request.ip,
  },
};

export function registerGallerySocialRoutes(api: App, social: GallerySocial): void {
  api.get(
    API_V2_PATHS.myStats,
    {
      schema: {
        summary: "The signed-in user's photo statistics (spec §3)",
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(photoStatsSchema) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(request, await social.stats(userId, userId));
    },
  );
  api.get(
    API_V2_PATHS.userStats,
    {
      schema: {
        summary: "A photographer's statistics; `self` 'Y' when it is the viewer's own",
        tags,
        querystring: userStatsQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(photoStatsSchema) },
      },
    },
    async (request) =>
      ok(request, await social.stats(request.query.userId, request.accountSession?.userId ?? null)),
  );
  for (const [path, follow] of [
    [API_V2_PATHS.follow, true],
    [API_V2_PATHS.unFollow, false],
  ] as const) {
    api.post(
      path,
      {
        config: clickLimit,
        schema: {
          summary: follow ? 'Follows a photographer' : 'Stops following a photographer',
          tags,
          ...secured,
          querystring: langQuerySchema,
          body: followSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const { userId } = requireUser(request);
        if (follow) await social.follow(userId, request.body.id);
        else await social.unfollow(userId, request.body.id);
        return ok(request, null);
      },
    );
  }
  api.post(
    API_V2_PATHS.likeImage,
    {
      config: clickLimit,
      schema: {
        summary: 'Likes an approved photo, or takes the like back',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: likeSchema,
        response: { 200: envelopeSchema(likeResultSchema) },
      },
    },
    async (request) =>
      ok(request, await social.toggleLike(requireUser(request).userId, request.body.id)),
  );
  api.get(
    API_V2_PATHS.searchCategory,
    {
      schema: {
        summary: 'Approved photos by registration, type, airline, airport or photographer',
        tags,
        querystring: pictureSearchQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(picturePageSchema) },
      },
    },
    async (request) => {
      const { searchText, searchType, page } = request.query;
      return ok(request, await social.search(searchText, searchType, page));
    },
  );
  api.get(
    API_V2_PATHS.getImageByAirType,
    {
      schema: {
        summary: "The best approved photo of an airframe, else of its type (the tracker's detail)",
        tags,
        querystring: aircraftImageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(aircraftImageSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await social.aircraftImage(request.query.registration ?? '', request.query.airType ?? ''),
      ),
  );
  api.get(
    API_V2_PATHS.myFollowPhotos,
    {
      schema: {
        summary: 'Approved photos of the photographers the signed-in user follows',
        tags,
        ...secured,
        querystring: picturePageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(picturePageSchema) },
      },
    },
    async (request) =>
      ok(request, await social.followed(requireUser(request).userId, request.query.page)),
  );
}
