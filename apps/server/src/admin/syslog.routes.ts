import {
  ADSB_PATHS,
  envelopeSchema,
  langQuerySchema,
  syslogPageSchema,
  syslogQuerySchema,
} from '@skytrace/contracts';
import { listAdminActions } from '../access/syslog.repo';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import { SYSLOG_PERMISSION } from './permissions';

/** `GET /adsb/syslog/list` (spec §7): the system log, newest first. There is no other call. */
export function registerSyslogRoutes(admin: App, db: Db): void {
  admin.get(
    ADSB_PATHS.syslogList,
    {
      config: { permission: SYSLOG_PERMISSION },
      schema: {
        summary: 'The system log of back-office actions and denied attempts',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: syslogQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(syslogPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(request, { ...(await listAdminActions(db, request.query)), page, pageSize });
    },
  );
}
