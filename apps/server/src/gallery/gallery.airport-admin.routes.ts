// The back office's airport photos (spec §7): their own list `/adsb/airport/image/list` and the
// aliases `airport/image/audit/{id}` (approve) and `airport/image/reject/{id}` {reason}. They
// share the audit rules of `image/audit`; each needs `bms:gallery`; each change is logged.
import {
  airportImagePageSchema,
  airportImageParamsSchema,
  airportImageQuerySchema,
  airportImageRejectSchema,
  envelopeSchema,
  langQuerySchema,
  pictureSchema,
  ADSB_PATHS,
  GALLERY_PERMISSION,
} from '@skytrace/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { recordAdminAction } from '../access/admin-scope';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { countPictures, pagePictures } from './gallery.repo';
import { pictures } from './gallery.schema';
import type { GalleryService } from './gallery.service';

const tags = ['back office: gallery'];
const secured = { security: [{ bearer: [] }] };
const permission = GALLERY_PERMISSION;

/** Registered inside the gallery's admin scope (its permission and log hooks). */
export function registerAirportImageRoutes(
  app: App,
  deps: { db: Db; gallery: GalleryService },
): void {
  const { db, gallery } = deps;
  app.get(
    ADSB_PATHS.airportImageList,
    {
      schema: {
        summary: 'Airport photos by state (waiting first by default) and IATA code, paged',
        tags,
        ...secured,
        querystring: airportImageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(airportImagePageSchema) },
      },
      config: { permission },
    },
    async (request) => {
      const { page, pageSize, status, iata } = request.query;
      const filters: SQL[] = [eq(pictures.kind, 'airport'), eq(pictures.status, status ?? 0)];
      if (iata) filters.push(eq(pictures.airport, iata));
      const where = and(...filters);
      const [{ rows }, total] = await Promise.all([
        pagePictures(db, where, page, pageSize),
        countPictures(db, where),
      ]);
      // Through the service: photos not approved yet get signed URLs (their files are not public).
      const list = rows.map((row) => ({ ...gallery.present(row), read: row.read }));
      return ok(request, { list, total, page, pageSize });
    },
  );

  /** The photo must be an airport photo: these aliases do not audit aircraft photos. */
  const requireAirportImage = async (id: number) => {
    const row = await gallery.requireRow(id);
    if (row.kind !== 'airport') throw new HttpError(400, 'gallery.notAirportImage');
  };

  app.post(
    ADSB_PATHS.airportImageAudit,
    {
      schema: {
        summary: 'Approves a waiting airport photo',
        tags,
        ...secured,
        params: airportImageParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(pictureSchema) },
      },
      config: { permission, action: 'gallery.airportAudit' },
    },
    async (request) => {
      await requireAirportImage(request.params.id);
      const { before, after } = await gallery.audit({ id: request.params.id, status: 1 });
      recordAdminAction(request, { target: `picture ${after.id}`, before, after });
      return ok(request, after);
    },
  );
  app.post(
    ADSB_PATHS.airportImageReject,
    {
      schema: {
        summary: 'Rejects a waiting airport photo with a reason its author reads',
        tags,
        ...secured,
        params: airportImageParamsSchema,
        querystring: langQuerySchema,
        body: airportImageRejectSchema,
        response: { 200: envelopeSchema(pictureSchema) },
      },
      config: { permission, action: 'gallery.airportReject' },
    },
    async (request) => {
      await requireAirportImage(request.params.id);
      const { before, after } = await gallery.audit({
        id: request.params.id,
        status: 2,
        reason: request.body.reason,
      });
      recordAdminAction(request, { target: `picture ${after.id}`, before, after });
      return ok(request, after);
    },
  );
}
