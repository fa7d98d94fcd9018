// `GET /business/activity/list` (everybody: the calendar's range of days) and the back office's
// `/adsb/activity/*` (list, add, update, delete/{id}; `bms:activity`, every change logged).
import { z } from 'zod';
import {
  activityAddSchema,
  activityIdParamsSchema,
  activityListQuerySchema,
  activitySchema,
  activityUpdateSchema,
  adminPageQuery,
  adminPageSchema,
  envelopeSchema,
  langQuerySchema,
  ACTIVITY_PERMISSION,
  ADSB_PATHS,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import {
  activitiesBetween,
  deleteActivity,
  findActivity,
  insertActivity,
  pageActivities,
  presentActivity,
  updateActivity,
} from './activities.repo';

const secured = { security: [{ bearer: [] }] };
const adminTags = ['back office: activities'];
const permission = ACTIVITY_PERMISSION;

export function registerActivityRoutes(api: App, db: Db): void {
  api.get(
    API_V2_PATHS.activityList,
    {
      schema: {
        summary:
          'Events and kit-distribution rounds with a day between from and to (a year at most)',
        tags: ['activities'],
        querystring: activityListQuerySchema,
        response: { 200: envelopeSchema(z.array(activitySchema)) },
      },
    },
    async (request) => {
      const { from, to, kind } = request.query;
      return ok(request, (await activitiesBetween(db, from, to, kind)).map(presentActivity));
    },
  );
}

export async function registerActivityAdminRoutes(app: App, db: Db): Promise<void> {
  await registerAdminScope(app, db);
  app.get(
    ADSB_PATHS.activityAdminList,
    {
      schema: {
        summary: 'Every activity, latest start first',
        tags: adminTags,
        ...secured,
        querystring: z.object({ ...adminPageQuery, ...langQuerySchema.shape }),
        response: { 200: envelopeSchema(adminPageSchema(activitySchema)) },
      },
      config: { permission },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await pageActivities(db, page, pageSize);
      return ok(request, { list: rows.map(presentActivity), total, page, pageSize });
    },
  );
  app.post(
    ADSB_PATHS.activityAdd,
    {
      schema: {
        summary: 'Adds an activity',
        tags: adminTags,
        ...secured,
        querystring: langQuerySchema,
        body: activityAddSchema,
        response: { 200: envelopeSchema(activitySchema) },
      },
      config: { permission, action: 'activity.add' },
    },
    async (request) => {
      const row = await insertActivity(db, {
        ...request.body,
        createdBy: requireUser(request).userId,
      });
      const activity = presentActivity(row);
      recordAdminAction(request, { target: `activity ${activity.id}`, after: activity });
      return ok(request, activity);
    },
  );
  app.post(
    ADSB_PATHS.activityUpdate,
    {
      schema: {
        summary: 'Changes an activity',
        tags: adminTags,
        ...secured,
        querystring: langQuerySchema,
        body: activityUpdateSchema,
        response: { 200: envelopeSchema(activitySchema) },
      },
      config: { permission, action: 'activity.update' },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      const before = await findActivity(db, id);
      if (!before) throw new HttpError(404, 'activity.unknown');
      const after = await updateActivity(db, id, { ...fields, createdBy: before.createdBy });
      if (!after) throw new HttpError(404, 'activity.unknown');
      const activity = presentActivity(after);
      recordAdminAction(request, {
        target: `activity ${id}`,
        before: presentActivity(before),
        after: activity,
      });
      return ok(request, activity);
    },
  );
  app.post(
    ADSB_PATHS.activityDelete,
    {
      schema: {
        summary: 'Deletes an activity',
        tags: adminTags,
        ...secured,
        params: activityIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(activitySchema) },
      },
      config: { permission, action: 'activity.delete' },
    },
    async (request) => {
      const removed = await deleteActivity(db, request.params.id);
      if (!removed) throw new HttpError(404, 'activity.unknown');
      const activity = presentActivity(removed);
      recordAdminAction(request, { target: `activity ${activity.id}`, before: activity });
      return ok(request, activity);
    },
  );
}
