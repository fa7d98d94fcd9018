import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

// Spec §4: unmatched routes go to 404 (the app's table sends them here), which sends the visitor
// home.

export const notFoundRoutes: RouteObject[] = [
  {
    path: '404',
    handle: routeHandle('all', 'notFound'),
    lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
  },
];
