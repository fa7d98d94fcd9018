// The back office's gallery calls (spec §7): `/adsb/image/getAuditImages`,
// `getAuditImageDetail/{id}`, `image/audit` (reject with a reason), `image/read/{id}`,
// `index/show` (the home showcase). Each needs `bms:gallery`; each change is logged.
import {
  auditPageSchema,
  auditQuerySchema,
  envelopeSchema,
  langQuerySchema,
  pictureAuditSchema,
  pictureIdParamsSchema,
  pictureSchema,
  pictureShowcaseSchema,
  ADSB_PATHS,
  GALLERY_PERMISSION,
} from '@skytrace/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { countPictures, findPicture, pagePictures } from './gallery.repo';
import { pictures } from './gallery.schema';
import type { GalleryService } from './gallery.service';

const tags = ['back office: gallery'];
const secured = { security: [{ bearer: [] }] };
const permission = GALLERY_PERMISSION;

export async function registerGalleryAdminRoutes(
  app: App,
  deps: { db: Db; gallery: GalleryService },
): Promise<void> {
  await registerAdminScope(app, deps.db);
  const { db, gallery } = deps;
  app.get(
    ADSB_PATHS.auditImages,
    {
      schema: {
        summary: 'Photos by state (waiting first by default) and kind, paged',
        tags,
        ...secured,
        querystring: auditQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(auditPageSchema) },
      },
      config: { permission },
    },
    async (request) => {
      const { page, pageSize, status, kind } = request.query;
      const filters: SQL[] = [eq(pictures.status, status ?? 0)];
      if (kind) filters.push(eq(pictures.kind, kind));
      const where = and(...filters);
      const [{ rows }, total] = await Promise.all([
        pagePictures(db, where, page, pageSize),
        countPictures(db, where),
      ]);
      const list = rows.map((row) => ({ ...gallery.present(row), read: row.read }));
      return ok(request, { list, total, page, pageSize });
    },
  );
  app.get(
    ADSB_PATHS.auditImageDetail,
    {
      schema: {
        summary: 'One photo in any state, for the audit',
        tags,
        ...secured,
        params: pictureIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(pictureSchema) },
      },
      config: { permission },
    },
    async (request) => ok(request, gallery.present(await gallery.requireRow(request.params.id))),
  );
  app.post(
    ADSB_PATHS.imageAudit,
    {
      schema: {
        summary: 'Approves (1) or rejects (2, with a reason) a waiting photo',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: pictureAuditSchema,
        response: { 200: envelopeSchema(pictureSchema) },
      },
      config: { permission, action: 'gallery.audit' },
    },
    async (request) => {
      const { before, after } = await gallery.audit(request.body);
      recordAdminAction(request, { target: `picture ${after.id}`, before, after });
      return ok(request, after);
    },
  );
  app.post(
    ADSB_PATHS.imageRead,
    {
      schema: {
        summary: 'Marks a photo as seen by the back office',
        tags,
        ...secured,
        params: pictureIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(pictureSchema) },
      },
      config: { permission, action: 'gallery.read' },
    },
    async (request) => {
      const before = await findPicture(db, request.params.id);
      const after = await gallery.markRead(request.params.id);
      recordAdminAction(request, {
        target: `picture ${after.id}`,
        before: before?.read,
        after: true,
      });
      return ok(request, after);
    },
  );
  app.post(
    ADSB_PATHS.imageShowcase,
    {
      schema: {
        summary: 'Puts an approved photo in the home showcase, or takes it out',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: pictureShowcaseSchema,
        response: { 200: envelopeSchema(pictureSchema) },
      },
      config: { permission, action: 'gallery.showcase' },
    },
    async (request) => {
      const { before, after } = await gallery.showcase(request.body.id, request.body.show);
      recordAdminAction(request, { target: `picture ${after.id}`, before, after });
      return ok(request, after);
    },
  );
}
