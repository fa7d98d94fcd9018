import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/** Spec §2 `airport/{aptCode}`: open to all, like the radar. */
export const airportRoutes: RouteObject[] = [
  {
    path: 'airport/:aptCode',
    handle: routeHandle('all'),
    lazy: async () => ({ Component: (await import('./AirportPage')).AirportPage }),
  },
];
