import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

// Spec §2 /device: `all` and `index/{dev_id}`. The section itself (its default child, the first
// tab: `all`) and its other children (my devices, applications, fittings) belong to other features.
// Ant Design's provider is imported with the page, not here: the route table is part of the
// shell's first chunks, which the radar's pages (no Ant Design) load too.
export const deviceMapRoutes: RouteObject[] = [
  {
    path: 'device/all',
    handle: routeHandle('all', 'deviceAll'),
    lazy: async () => {
      const [{ AllDevicesPage }, { AntdLocale }] = await Promise.all([
        import('./AllDevicesPage'),
        import('../../ui/AntdLocale'),
      ]);
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
      const [{ DeviceDetailPage }, { AntdLocale }] = await Promise.all([
        import('./DeviceDetailPage'),
        import('../../ui/AntdLocale'),
      ]);
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
