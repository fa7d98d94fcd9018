import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/**
 * The back office at /bms: one lazily loaded route outside the site's page frame (its own
 * layout), so neither the tracker nor any other page downloads its code or Ant Design.
 */
export const bmsRoute: RouteObject = {
  path: '/bms/*',
  handle: routeHandle('login', 'bms'),
  lazy: async () => ({ Component: (await import('./BmsApp')).BmsApp }),
};
