// The back office's airport calls (spec §7): `/adsb/airport/list` (scheduled airports with their
// status) and the timeline of notices under `/adsb/airport/api/timeline` (list, add, update,
// delete/{id}). Each needs `bms:airport`; each change is logged with its before and after.
import {
  adminAirportListQuerySchema,
  adminAirportPageSchema,
  airportNoticeSchema,
  envelopeSchema,
  langQuerySchema,
  noticeAddSchema,
  noticeIdParamsSchema,
  noticeListQuerySchema,
  noticePageSchema,
  noticeUpdateSchema,
  ADSB_PATHS,
  AIRPORT_PERMISSION,
} from '@skytrace/contracts';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import type { App } from '../http/types';
import type { AirportsService } from './airports.service';
import {
  deleteNotice,
  findNotice,
  insertNotice,
  pageNotices,
  presentNotice,
  updateNotice,
} from './notices.repo';

const tags = ['back office: airports'];
const secured = { security: [{ bearer: [] }] };
const permission = AIRPORT_PERMISSION;
const date = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

export async function registerAirportAdminRoutes(
  app: App,
  airports: AirportsService,
): Promise<void> {
  const { db } = airports;
  await registerAdminScope(app, db);

  app.get(
    ADSB_PATHS.airportList,
    {
      schema: {
        summary: 'Scheduled airports with their status now, busiest first, searchable',
        tags,
        ...secured,
        querystring: adminAirportListQuerySchema,
        response: { 200: envelopeSchema(adminAirportPageSchema) },
      },
      config: { permission },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      const needle = q?.toUpperCase();
      const rows = (await airports.allStatuses()).filter(
        ({ airport }) =>
          !needle ||
          [airport.ICAO, airport.IATA, airport.name, airport.cName, airport.city, airport.cCity]
            .join(' ')
            .toUpperCase()
            .includes(needle),
      );
      const list = rows.slice((page - 1) * pageSize, page * pageSize);
      return ok(request, { list, total: rows.length, page, pageSize });
    },
  );

  app.get(
    ADSB_PATHS.airportTimelineList,
    {
      schema: {
        summary: "An airport's notices (or every airport's), newest start first",
        tags,
        ...secured,
        querystring: noticeListQuerySchema,
        response: { 200: envelopeSchema(noticePageSchema) },
      },
      config: { permission },
    },
    async (request) => {
      const { airport, page, pageSize } = request.query;
      const icao = airport ? (await airports.requireAirport(airport)).airport.icao : undefined;
      const { rows, total } = await pageNotices(db, icao, page, pageSize);
      return ok(request, { list: rows.map(presentNotice), total, page, pageSize });
    },
  );

  app.post(
    ADSB_PATHS.airportTimelineAdd,
    {
      schema: {
        summary: 'Adds a notice (closure, works, notice) to an airport',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: noticeAddSchema,
        response: { 200: envelopeSchema(airportNoticeSchema) },
      },
      config: { permission, action: 'airport.timeline.add' },
    },
    async (request) => {
      const { airport, kind, text, startsAt, endsAt } = request.body;
      const { airport: row } = await airports.requireAirport(airport);
      const notice = presentNotice(
        await insertNotice(db, {
          airportIcao: row.icao,
          kind,
          text,
          startsAt: new Date(startsAt * 1000),
          endsAt: date(endsAt),
          createdBy: request.accountSession ? String(request.accountSession.userId) : null,
        }),
      );
      recordAdminAction(request, { target: `airport notice ${notice.id}`, after: notice });
      return ok(request, notice);
    },
  );

  app.post(
    ADSB_PATHS.airportTimelineUpdate,
    {
      schema: {
        summary: 'Changes a notice',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: noticeUpdateSchema,
        response: { 200: envelopeSchema(airportNoticeSchema) },
      },
      config: { permission, action: 'airport.timeline.update' },
    },
    async (request) => {
      const { id, kind, text, startsAt, endsAt } = request.body;
      const before = await findNotice(db, id);
      if (!before) throw new HttpError(404, 'airport.noticeUnknown');
      const after = await updateNotice(db, id, {
        kind,
        text,
        startsAt: new Date(startsAt * 1000),
        endsAt: date(endsAt),
      });
      if (!after) throw new HttpError(404, 'airport.noticeUnknown');
      const notice = presentNotice(after);
      recordAdminAction(request, {
        target: `airport notice ${id}`,
        before: presentNotice(before),
        after: notice,
      });
      return ok(request, notice);
    },
  );

  app.post(
    ADSB_PATHS.airportTimelineDelete,
    {
      schema: {
        summary: 'Deletes a notice',
        tags,
        ...secured,
        params: noticeIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(airportNoticeSchema) },
      },
      config: { permission, action: 'airport.timeline.delete' },
    },
    async (request) => {
      const removed = await deleteNotice(db, request.params.id);
      if (!removed) throw new HttpError(404, 'airport.noticeUnknown');
      const notice = presentNotice(removed);
      recordAdminAction(request, { target: `airport notice ${notice.id}`, before: notice });
      return ok(request, notice);
    },
  );
}
