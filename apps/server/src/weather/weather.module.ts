import rateLimit from '@fastify/rate-limit';
import { ADSB_ROOT, API_V2_ROOT, WEATHER_PERMISSION } from '@skytrace/contracts';
import type { Config } from '../config';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { registerWeatherAdminRoutes } from './weather.admin.routes';
import { registerWeatherRoutes } from './weather.routes';
import { deleteReportsBefore } from './weather.repo';
import { pollDropDir, pollUrl } from './weather.sources';
import { WeatherService } from './weather.service';

/** Days of reports kept: a season of history for the charts, a few MB per hundred airports. */
const RETENTION_DAYS = 90;

/** One service per database: routes, polled sources and the simulator share its cache. */
const services = new WeakMap<Database, WeatherService>();

/**
 * The weather service over `database` (the airport page and the simulator call it too); `now`
 * is the process clock of ModuleServices, in seconds.
 */
export function weatherFor(
  database: Database,
  config: Partial<Pick<Config, 'mapSources'>> = {},
  now?: () => number,
): WeatherService {
  let service = services.get(database);
  if (!service) {
    const nowMs = now ? () => now() * 1000 : undefined;
    service = new WeatherService(database.db, { tiles: config.mapSources, now: nowMs });
    services.set(database, service);
  }
  return service;
}

/**
 * Airport weather (issue 19 item 4): METAR/TAF from a drop folder, a polled URL, the back
 * office and the simulator; current conditions, history, flight categories, radar and cloud.
 */
export const weatherModule = defineModule<{
  database: Database;
  config: Partial<Pick<Config, 'mapSources' | 'weather'>>;
  now?: () => number;
}>({
  name: 'weather',
  role: 'http',
  routes: ({ database, config, now }) => {
    const weather = weatherFor(database, config, now);
    return [
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerWeatherRoutes(api, weather);
        },
      },
      {
        prefix: ADSB_ROOT,
        register: (app) => registerWeatherAdminRoutes(app, { db: database.db, weather }),
      },
    ];
  },
  start: ({ database, config, now }, host) => {
    const sources = config.weather;
    if (!sources || (!sources.dropDir && !sources.url)) return undefined;
    const weather = weatherFor(database, config, now);
    let running: Promise<unknown> = Promise.resolve();
    const poll = (): void => {
      // One poll at a time: a slow URL never stacks requests.
      running = running.then(async () => {
        if (sources.dropDir) {
          await pollDropDir(sources.dropDir, weather, host.logger).catch((error: unknown) =>
            host.logger.warn({ err: (error as Error).message }, 'weather drop folder failed'),
          );
        }
        if (sources.url) await pollUrl(sources.url, weather, host.logger);
      });
    };
    poll();
    const timer = setInterval(poll, sources.pollMs);
    return {
      stop: async () => {
        clearInterval(timer);
        await running;
      },
    };
  },
  jobs: ({ database }) => [
    {
      name: 'weather retention',
      cron: '20 3 * * *',
      scope: 'cluster' as const,
      run: async () => {
        const before = new Date(Date.now() - RETENTION_DAYS * 86_400_000);
        return `${await deleteReportsBefore(database.db, before)} weather reports deleted`;
      },
    },
  ],
  permissions: [{ name: WEATHER_PERMISSION, label: 'bmsPermission.weather' }],
  menu: [
    {
      key: 'weather',
      label: 'bmsMenu.weather',
      route: '/bms/weather',
      permission: WEATHER_PERMISSION,
      icon: 'cloud',
      order: 65,
    },
  ],
});
