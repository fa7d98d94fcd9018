import {
  envelopeSchema,
  langQuerySchema,
  userStatisticsQuerySchema,
  userStatisticsSchema,
  ADSB_PATHS,
  ADSB_ROOT,
  BMS_OPS_PERMISSIONS,
} from '@skytrace/contracts';
import { registerAdminScope } from '../access/admin-scope';
import type { Database } from '../db/db';
import { ok } from '../http/envelope';
import { defineModule } from '../modules/define-module';
import { ActivityRecorder, userStatistics } from './user-statistics.service';

/** `/adsb/user/statistics`: sign-ups and active users by day; records who is active. */
export const userStatisticsModule = defineModule<{ database: Database }>({
  name: 'user-statistics',
  role: 'http',
  routes: ({ database }) => [
    {
      // In the root scope: a signed-in request to any module's route marks its user active.
      prefix: '',
      global: true,
      register: (app) => {
        const recorder = new ActivityRecorder(database.db, (error) =>
          app.log.error({ err: error }, 'user activity not recorded'),
        );
        app.addHook('onResponse', (request, _reply, done) => {
          if (request.accountSession) recorder.record(request.accountSession.userId);
          done();
        });
      },
    },
    {
      prefix: ADSB_ROOT,
      register: async (app) => {
        await registerAdminScope(app, database.db);
        app.get(
          ADSB_PATHS.userStatistics,
          {
            schema: {
              summary: 'Sign-ups and active users by day (startDate/endDate yyyyMMdd, spec §7)',
              tags: ['back office: statistics'],
              querystring: userStatisticsQuerySchema.extend(langQuerySchema.shape),
              response: { 200: envelopeSchema(userStatisticsSchema) },
              security: [{ bearer: [] }],
            },
            config: { permission: BMS_OPS_PERMISSIONS.statistics },
          },
          async (request) => {
            const { startDate, endDate } = request.query;
            return ok(request, await userStatistics(database.db, startDate, endDate));
          },
        );
      },
    },
  ],
  permissions: [{ name: BMS_OPS_PERMISSIONS.statistics, label: 'bmsPermission.statistics' }],
  menu: [
    {
      key: 'ops.statistics',
      parent: 'ops',
      label: 'bmsMenu.statistics',
      route: '/bms/ops/statistics',
      permission: BMS_OPS_PERMISSIONS.statistics,
      icon: 'bar-chart',
      order: 3,
    },
  ],
});
