import { ADSB_ROOT, API_V2_ROOT, COVERAGE_PERMISSION } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { ExportProgress } from '../exports/export.progress';
import { defineModule } from '../modules/define-module';
import { registerFrwRoutes, registerSeaRoutes } from './airroutes.routes';
import { computeObservedRoutes } from './observed-routes.job';
import { registerSeawayAdmin } from './seaway.admin';

/**
 * Navaids and observed routes (issue 19 item 6): the tracker's route layers, the job that
 * rebuilds the corridors from recorded traces, and the back office's seaway coverage.
 */
export const airroutesModule = defineModule<{
  database: Database;
  exportProgress?: ExportProgress;
  now?: () => number;
}>({
  name: 'airroutes',
  role: 'http',
  routes: ({ database, exportProgress, now }) => {
    const clock = now ?? (() => Date.now() / 1000);
    return [
      { prefix: ADSB_ROOT, register: (app) => registerFrwRoutes(app, database.db) },
      { prefix: API_V2_ROOT, register: (api) => registerSeaRoutes(api, database.db) },
      {
        prefix: ADSB_ROOT,
        register: (app) =>
          registerSeawayAdmin(app, { db: database.db, now: clock, exportProgress }),
      },
    ];
  },
  // The seaway page sits beside "Air-route coverage" (ranking module, order 45) in "Devices".
  menu: [
    {
      key: 'devices.seawayCoverage',
      parent: 'devices',
      label: 'bmsMenu.seawayCoverage',
      route: '/bms/devices/seaway',
      permission: COVERAGE_PERMISSION,
      icon: 'bar-chart',
      order: 46,
    },
  ],
  jobs: ({ database, now }) => [
    {
      // Database work once per firing whatever the number of processes. Hourly: a route is a
      // week of traffic, an hour more changes little.
      name: 'observed routes',
      cron: '17 * * * *',
      scope: 'cluster' as const,
      runAtStart: true,
      run: async () => {
        const run = await computeObservedRoutes(
          database.db,
          (now ?? (() => Date.now() / 1000))() * 1000,
        );
        return `${run.routes} observed routes from ${run.pairs} airport pairs (${run.outliers} outlier flights left out) in ${run.ms} ms`;
      },
    },
  ],
});
