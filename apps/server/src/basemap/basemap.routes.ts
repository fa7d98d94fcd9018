import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { BASEMAP_TILE_PATH } from '@skytrace/contracts';
import { sendFailure } from '../http/envelope';
import type { App } from '../http/types';
import type { BaseMapArchive } from './basemap.archive';

// Tiles change only with a new build, and their URLs carry no version: a day of caching, then
// a revalidation that the build's stamp (the ETag) answers with 304.
const CACHE_CONTROL = 'public, max-age=86400';
const MAX_ZOOM = 22;

const tileParams = z.object({
  z: z.coerce.number().int().min(0).max(MAX_ZOOM),
  x: z.coerce.number().int().min(0),
  file: z.string().regex(/^\d{1,7}\.pbf$/),
});

/**
 * `GET /data/basemap/{z}/{x}/{y}.pbf`: one vector tile of the offline base map, gzip-encoded as
 * stored (decoded for the rare client that does not accept gzip); 204 where the map is empty.
 */
export function registerBaseMapRoutes(
  app: App,
  deps: { archive: () => BaseMapArchive | null },
): void {
  app.get(
    BASEMAP_TILE_PATH.replace('{z}', ':z').replace('{x}', ':x').replace('{y}.pbf', ':file'),
    { schema: { summary: 'A vector tile of the offline base map', tags: ['map'], hide: true } },
    async (request, reply) => {
      const parsed = tileParams.safeParse(request.params);
      const y = parsed.success ? Number.parseInt(parsed.data.file, 10) : NaN;
      if (!parsed.success || parsed.data.x >= 2 ** parsed.data.z || !(y < 2 ** parsed.data.z)) {
        return sendFailure(request, reply, 400, 'errors.badRequest');
      }
      const archive = deps.archive();
      if (archive === null) return sendFailure(request, reply, 404, 'errors.notFound');
      const etag = `"${archive.meta.stamp}"`;
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const tile = await archive.tile(parsed.data.z, parsed.data.x, y);
      if (tile === null) return reply.code(204).send();
      reply.type('application/x-protobuf');
      if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
        return reply.send(gunzipSync(tile));
      return reply.header('content-encoding', 'gzip').send(tile);
    },
  );
}
