import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

// Spec §2 /device: `all` and `index/{dev_id}`. The section itself (its default child, the first
// tab: `all`) and its other children (my devices, applications, fittings) belong to other features.
export const deviceMapRoutes: RouteObject[] = [
  {
    path: 'device/all',
    handle: routeHandle('all', 'deviceAll'),
    lazy: async () => ({ Component: (await import('./AllDevicesPage')).AllDevicesPage }),
  },
  {
    path: 'device/index/:devId',
    handle: routeHandle('all', 'deviceDetail'),
    lazy: async () => ({ Component: (await import('./DeviceDetailPage')).DeviceDetailPage }),
  },
];
