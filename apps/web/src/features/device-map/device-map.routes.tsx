import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';
import { AntdLocale } from '../../ui/AntdLocale';

// Spec §2 /device: `all` and `index/{dev_id}`. The section itself (its default child, the first
// tab: `all`) and its other children (my devices, applications, fittings) belong to other features.
export const deviceMapRoutes: RouteObject[] = [
  {
    path: 'device/all',
    handle: routeHandle('all', 'deviceAll'),
    lazy: async () => {
      const { AllDevicesPage } = await import('./AllDevicesPage');
      return {
        element: (
          <AntdLocale>
            <AllDevicesPage />
          </AntdLocale>
        ),
      };
    },
  },
  {
    path: 'device/index/:devId',
    handle: routeHandle('all', 'deviceDetail'),
    lazy: async () => {
      const { DeviceDetailPage } = await import('./DeviceDetailPage');
      return {
        element: (
          <AntdLocale>
            <DeviceDetailPage />
          </AntdLocale>
        ),
      };
    },
  },
];
