import { ADSB_ROOT, DEVICE_ADMIN_PERMISSION } from '@skytrace/contracts';
import type { Database } from '../db/db';
import type { DeviceRegistry } from '../devices/device.registry';
import type { ExportProgress } from '../exports/export.progress';
import { defineModule } from '../modules/define-module';
import { registerDeviceAdminRoutes } from './device-admin.routes';

/**
 * Devices in the back office (issue 17): the "Devices" submenu (key `devices`; the coverage,
 * application and fitting pages join it) with the device list and the device monitor.
 */
export const deviceAdminModule = defineModule<{
  database: Database;
  registry?: DeviceRegistry;
  exportProgress?: ExportProgress;
  now?: () => number;
}>({
  name: 'device-admin',
  role: 'http',
  routes: ({ database, registry, exportProgress, now }) => [
    {
      prefix: ADSB_ROOT,
      register: (app) =>
        registerDeviceAdminRoutes(app, {
          db: database.db,
          registry,
          exportProgress,
          now: now ?? (() => Date.now() / 1000),
        }),
    },
  ],
  permissions: [{ name: DEVICE_ADMIN_PERMISSION, label: 'bmsPermission.device' }],
  menu: [
    { key: 'devices', label: 'bmsMenu.devices', icon: 'wifi', order: 40 },
    {
      key: 'devices.list',
      parent: 'devices',
      label: 'bmsMenu.deviceList',
      route: '/bms/devices/list',
      permission: DEVICE_ADMIN_PERMISSION,
      icon: 'database',
      order: 1,
    },
    {
      key: 'devices.monitor',
      parent: 'devices',
      label: 'bmsMenu.deviceMonitor',
      route: '/bms/devices/monitor',
      permission: DEVICE_ADMIN_PERMISSION,
      icon: 'bar-chart',
      order: 2,
    },
  ],
});
