import { ADSB_ROOT, BMS_OPS_PERMISSIONS } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import { defineModule } from '../modules/define-module';
import { deleteLogsBefore } from './jobs.repo';
import { registerJobScope } from './jobs.routes';
import { JobsService } from './jobs.service';
import type { JobScheduler } from './scheduler';

/** Days of run logs kept by the built-in clean-up (its `days` parameter overrides it). */
const LOG_RETENTION_DAYS = 14;

/**
 * Scheduled jobs: the scheduler of this process runs every module's jobs (and those an admin
 * added), and `/adsb/job/*` lets an admin see, add, re-time, pause, resume and run them.
 */
export const jobsModule = defineModule<{
  database: Database;
  jobScheduler?: JobScheduler;
  exportProgress?: ExportProgress;
}>({
  name: 'jobs',
  role: 'http',
  routes: ({ database, jobScheduler, exportProgress }) =>
    jobScheduler
      ? [
          {
            prefix: ADSB_ROOT,
            register: (app) =>
              registerJobScope(app, {
                db: database.db,
                service: new JobsService(database.db, jobScheduler),
                exportProgress,
              }),
          },
        ]
      : [],
  jobs: ({ database }) => [
    {
      name: 'job log clean-up',
      cron: '0 15 4 * * *',
      scope: 'cluster',
      run: async (params) => {
        const days =
          typeof params.days === 'number' && params.days > 0 ? params.days : LOG_RETENTION_DAYS;
        const removed = await deleteLogsBefore(
          database.db,
          new Date(Date.now() - days * 86_400_000),
        );
        return `${removed} logs older than ${days} days removed`;
      },
    },
  ],
  // After the other modules started, so the handlers' services (registry, identity) are ready.
  startsAfterListen: true,
  start: async ({ jobScheduler }, host) => {
    if (!jobScheduler) return undefined;
    await jobScheduler.start(host.jobs);
    return { stop: () => jobScheduler.stop() };
  },
  permissions: [{ name: BMS_OPS_PERMISSIONS.jobs, label: 'bmsPermission.job' }],
  menu: [
    // The operations submenu; the message log and user statistics sit in it too.
    { key: 'ops', label: 'bmsMenu.operations', icon: 'tool', order: 80 },
    {
      key: 'ops.jobs',
      parent: 'ops',
      label: 'bmsMenu.jobs',
      route: '/bms/ops/jobs',
      permission: BMS_OPS_PERMISSIONS.jobs,
      icon: 'clock',
      order: 1,
    },
  ],
});
