import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/**
 * Spec §2 /device: the section (its default child is `all`, the first tab whose page exists)
 * and My devices at /device/index. The other children come with their features and show up in
 * DeviceTabs with their routes.
 */
export const deviceRoutes: RouteObject[] = [
  {
    path: 'device',
    handle: routeHandle('all'),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./FirstDeviceTab')).FirstDeviceTab }),
      },
      {
        path: 'index',
        handle: routeHandle('login', 'myDevices'),
        lazy: async () => ({ Component: (await import('./MyDevicesPage')).MyDevicesPage }),
      },
    ],
  },
];
