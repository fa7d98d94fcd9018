// A photo's detail strips (`image/related`) and its author's edit and delete (`image/edit`,
// `image/delete`). Thin: validate, guard, GalleryOwn.
import {
  deleteImageSchema,
  editImageSchema,
  envelopeSchema,
  langQuerySchema,
  pictureSchema,
  relatedImagesQuerySchema,
  relatedImagesSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { BACK_OFFICE, hasPermission, requireUser } from '../http/guards';
import type { App } from '../http/types';
import type { GalleryOwn } from './gallery.own';

const tags = ['gallery'];
const secured = { security: [{ bearer: [] }] };
/** Public, two indexed queries: per address, as the other browsing calls. */
const relatedLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

export function registerGalleryOwnRoutes(api: App, own: GalleryOwn): void {
  api.get(
    API_V2_PATHS.relatedImages,
    {
      config: relatedLimit,
      schema: {
        summary: "A photo's strips: other approved photos of its airframe and of its type",
        tags,
        querystring: relatedImagesQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(relatedImagesSchema) },
      },
    },
    async (request) => {
      const session = request.accountSession;
      const viewer = session
        ? { userId: session.userId, backOffice: hasPermission(session, BACK_OFFICE) }
        : null;
      return ok(request, await own.related(request.query.id, viewer));
    },
  );
  api.post(
    API_V2_PATHS.editImage,
    {
      schema: {
        summary: "The author changes their photo's caption, shooting date and airport",
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: editImageSchema,
        response: { 200: envelopeSchema(pictureSchema) },
      },
    },
    async (request) => ok(request, await own.edit(requireUser(request).userId, request.body)),
  );
  api.post(
    API_V2_PATHS.deleteImage,
    {
      schema: {
        summary: 'The author deletes their photo, its likes and (unless shared) its files',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: deleteImageSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await own.remove(requireUser(request).userId, request.body.id);
      return ok(request, null);
    },
  );
}
