// The gallery's product calls (spec §7): `airport/savePlaneImages`, `airport/saveAirportImages`
// (describe uploaded `photo` files), `image/myPhoto`, `image/index`, `image/otherPhoto`,
// `image/imageDetail`. Thin: validate, guard, service.
import {
  authorPageQuerySchema,
  envelopeSchema,
  langQuerySchema,
  pictureIdQuerySchema,
  picturePageQuerySchema,
  picturePageSchema,
  pictureSchema,
  saveAirportImagesSchema,
  savePlaneImagesSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { BACK_OFFICE, hasPermission, requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { GalleryService } from './gallery.service';

const tags = ['gallery'];
const secured = { security: [{ bearer: [] }] };
/** Descriptions per user a minute: each waits for a person in the back office. */
const saveLimit = {
  rateLimit: {
    max: 20,
    timeWindow: 60_000,
    keyGenerator: (request: { accountSession: { userId: number } | null; ip: string }) =>
      request.accountSession ? `user:${request.accountSession.userId}` : request.ip,
  },
};

export function registerGalleryRoutes(api: App, gallery: GalleryService): void {
  api.post(
    API_V2_PATHS.savePlaneImages,
    {
      config: saveLimit,
      schema: {
        summary: 'Describes up to six uploaded photos of one airframe; they wait for audit',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: savePlaneImagesSchema,
        response: { 200: envelopeSchema(z.array(pictureSchema)) },
      },
    },
    async (request) =>
      ok(request, await gallery.savePlane(requireUser(request).userId, request.body)),
  );
  api.post(
    API_V2_PATHS.saveAirportImages,
    {
      config: saveLimit,
      schema: {
        summary: 'Describes one uploaded photo of an airport (IATA code); it waits for audit',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: saveAirportImagesSchema,
        response: { 200: envelopeSchema(z.array(pictureSchema)) },
      },
    },
    async (request) =>
      ok(request, await gallery.saveAirport(requireUser(request).userId, request.body)),
  );
  api.get(
    API_V2_PATHS.myPhoto,
    {
      schema: {
        summary: "The signed-in user's photos in every state, with rejection reasons",
        tags,
        ...secured,
        querystring: picturePageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(picturePageSchema) },
      },
    },
    async (request) =>
      ok(request, await gallery.mine(requireUser(request).userId, request.query.page)),
  );
  api.get(
    API_V2_PATHS.galleryIndex,
    {
      schema: {
        summary: 'Newest approved photos, paged',
        tags,
        querystring: picturePageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(picturePageSchema) },
      },
    },
    async (request) => ok(request, await gallery.newest(request.query.page)),
  );
  api.get(
    API_V2_PATHS.otherPhoto,
    {
      schema: {
        summary: "An author's approved photos, paged",
        tags,
        querystring: authorPageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(picturePageSchema) },
      },
    },
    async (request) =>
      ok(request, await gallery.byAuthor(request.query.userId, request.query.page)),
  );
  api.get(
    API_V2_PATHS.imageDetail,
    {
      schema: {
        summary: 'One photo (approved, or your own, or any for the back office)',
        tags,
        querystring: pictureIdQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(pictureSchema) },
      },
    },
    async (request) => {
      const session = request.accountSession;
      const viewer = session
        ? { userId: session.userId, backOffice: hasPermission(session, BACK_OFFICE) }
        : null;
      return ok(request, await gallery.detail(request.query.id, viewer));
    },
  );
}
