import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/** /follow: the signed-in user's followed flights and airframes (issue 19 item 5). */
export const followRoutes: RouteObject[] = [
  {
    path: 'follow',
    handle: routeHandle('login'),
    lazy: async () => ({ Component: (await import('./FollowListPage')).FollowListPage }),
  },
];
