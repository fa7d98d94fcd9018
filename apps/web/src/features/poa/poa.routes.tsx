import { redirect, type RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/** Spec §2 mini-program pages: access all (the layout signs a WeChat visitor in). */
export const poaRoutes: RouteObject[] = [
  {
    path: 'poa',
    handle: routeHandle('all', 'poaRank'),
    lazy: async () => ({ Component: (await import('./PoaLayout')).PoaLayout }),
    children: [
      { index: true, loader: () => redirect('/poa/rank') },
      {
        path: 'bindphone',
        handle: routeHandle('all', 'poaBindPhone'),
        lazy: async () => ({ Component: (await import('./BindPhonePage')).BindPhonePage }),
      },
      {
        path: 'onlinetime',
        handle: routeHandle('all', 'poaOnlineTime'),
        lazy: async () => ({ Component: (await import('./OnlineTimePage')).OnlineTimePage }),
      },
      {
        path: 'liveflight',
        handle: routeHandle('all', 'poaLiveFlight'),
        lazy: async () => ({ Component: (await import('./LiveFlightPage')).LiveFlightPage }),
      },
      {
        path: 'rank',
        handle: routeHandle('all', 'poaRank'),
        lazy: async () => ({ Component: (await import('./RankPage')).RankPage }),
      },
    ],
  },
];
