import { API_V2_ROOT } from '@skytrace/contracts';
import type { Config } from '../config';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import type { DeviceRegistry } from './device.registry';
import { DEFAULT_UUIDS_PER_USER } from './feeder-identity';
import { registerMyDevicesRoutes } from './my-devices.routes';
import type { LiveAircraftView } from './my-devices.service';

/**
 * The signed-in user's receivers (/device/index) and feeder identities (/share-data), in the
 * process that keeps the device registry (its live figures are in that process's memory).
 */
export const myDevicesModule = defineModule<{
  database: Database;
  registry?: DeviceRegistry;
  liveTable?: LiveAircraftView;
  config: Partial<Pick<Config, 'feeds' | 'myDevices'>>;
  /** The bound feeder ports when the ingest role runs here (a configured 0 is any free port). */
  feederInputs?: { role?: { ports: { beast: number; avr: number; sbs: number } } };
  now?: () => number;
}>({
  name: 'my-devices',
  role: 'http',
  routes: ({ database, registry, liveTable, config, feederInputs, now }) => {
    if (!registry) return [];
    const db = database.db;
    return [
      {
        prefix: API_V2_ROOT,
        register: (api) =>
          registerMyDevicesRoutes(api, {
            db,
            registry,
            live: liveTable,
            identity: {
              db,
              maxPerUser: config.myDevices?.uuidsPerUser ?? DEFAULT_UUIDS_PER_USER,
              registered: () => registry.loadRegistered(),
            },
            endpoints: () => {
              const bound = feederInputs?.role?.ports;
              return {
                publicHost: config.myDevices?.publicHost,
                beastPort: bound?.beast || (config.feeds?.beastPort ?? 30004),
                avrPort: bound?.avr || (config.feeds?.avrPort ?? 30001),
                sbsPort: bound?.sbs || (config.feeds?.sbsPort ?? 30006),
              };
            },
            now: now ?? (() => Date.now() / 1000),
          }),
      },
    ];
  },
});
