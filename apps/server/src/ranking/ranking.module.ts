import { ADSB_ROOT, API_V2_ROOT, COVERAGE_PERMISSION } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { DeviceRegistry } from '../devices/device.registry';
import type { ExportProgress } from '../exports/export.progress';
import { statsDay } from '../devices/device.live';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import { CityIndex } from './cities';
import { registerCoverageRestAdmin } from './coverage-rest.admin';
import { registerRankingAdmin } from './ranking.admin';
import { computeRanking } from './ranking.job';
import { registerRankingRoutes } from './ranking.routes';
import { SitingService } from './siting';

/** Airport cities read once per process (reference data changes only with a release). */
function cityLoader(database: Database): () => Promise<CityIndex> {
  let loading: Promise<CityIndex> | undefined;
  return () => {
    loading ??= CityIndex.load(database.db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * The community's figures over the coverage the device statistics accumulate (coverage/): the
 * device detail page's calls, the public devices table, the 30-day ranking (a scheduled job)
 * and the siting advisor.
 */
export const rankingModule = defineModule<{
  database: Database;
  registry?: DeviceRegistry;
  liveTable?: LiveTable;
  exportProgress?: ExportProgress;
  now?: () => number;
}>({
  name: 'ranking',
  role: 'http',
  routes: ({ database, registry, liveTable, exportProgress, now }) => {
    const clock = now ?? (() => Date.now() / 1000);
    const cities = cityLoader(database);
    return [
      {
        prefix: API_V2_ROOT,
        register: (api) =>
          registerRankingRoutes(api, {
            db: database.db,
            registry,
            liveTable,
            cities,
            siting: new SitingService(database.db, clock),
            now: clock,
          }),
      },
      {
        prefix: ADSB_ROOT,
        register: (app) => registerRankingAdmin(app, { db: database.db, exportProgress }),
      },
      {
        prefix: ADSB_ROOT,
        register: (app) =>
          registerCoverageRestAdmin(app, { db: database.db, now: clock, exportProgress }),
      },
    ];
  },
  permissions: [{ name: COVERAGE_PERMISSION, label: 'bmsPermission.coverage' }],
  menu: [
    // The "Devices" submenu is declared by the devices pages too (h17-mydevices); the
    // integrator keeps one. Pages: coverage data of a day, and the user ranking.
    { key: 'devices', label: 'bmsMenu.devices', icon: 'wifi', order: 40 },
    {
      key: 'devices.coverage',
      parent: 'devices',
      label: 'bmsMenu.coverage',
      route: '/bms/devices/coverage',
      permission: COVERAGE_PERMISSION,
      icon: 'database',
      order: 40,
    },
    {
      key: 'devices.airportCoverage',
      parent: 'devices',
      label: 'bmsMenu.airportCoverage',
      route: '/bms/devices/airport-coverage',
      permission: COVERAGE_PERMISSION,
      icon: 'home',
      order: 41,
    },
    {
      key: 'devices.userRank',
      parent: 'devices',
      label: 'bmsMenu.userRank',
      route: '/bms/devices/user-rank',
      permission: COVERAGE_PERMISSION,
      icon: 'bar-chart',
      order: 42,
    },
    // Remaining coverage pages (h17-rest).
    {
      key: 'devices.trajectory',
      parent: 'devices',
      label: 'bmsMenu.trajectory',
      route: '/bms/devices/trajectory',
      permission: COVERAGE_PERMISSION,
      icon: 'appstore',
      order: 43,
    },
    {
      key: 'devices.indexRange',
      parent: 'devices',
      label: 'bmsMenu.indexRange',
      route: '/bms/devices/range',
      permission: COVERAGE_PERMISSION,
      icon: 'wifi',
      order: 44,
    },
    {
      key: 'devices.airwayCoverage',
      parent: 'devices',
      label: 'bmsMenu.airwayCoverage',
      route: '/bms/devices/airway',
      permission: COVERAGE_PERMISSION,
      icon: 'bar-chart',
      order: 45,
    },
  ],
  jobs: ({ database, now }) => [
    {
      // Database work, once per firing whatever the number of processes. Every 10 minutes, so
      // today's partial day (and a new receiver) shows soon; the day's result is replaced.
      name: 'device ranking',
      cron: '*/10 * * * *',
      scope: 'cluster' as const,
      runAtStart: true,
      run: async () => {
        const run = await computeRanking(
          database.db,
          statsDay((now ?? (() => Date.now() / 1000))()),
        );
        return `ranked ${run.devices} devices for ${run.day} in ${run.ms} ms; ${run.pruned} old coverage rows deleted`;
      },
    },
  ],
});
