import { redirect, type RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/** Spec §2 /share-data (signed-in): children script (the default) and buildreceiver. */
export const shareDataRoutes: RouteObject[] = [
  {
    path: 'share-data',
    handle: routeHandle('login', 'shareData'),
    lazy: async () => ({ Component: (await import('./ShareDataLayout')).ShareDataLayout }),
    children: [
      { index: true, loader: () => redirect('/share-data/script') },
      {
        path: 'script',
        handle: routeHandle('login', 'shareData'),
        lazy: async () => ({ Component: (await import('./ScriptPage')).ScriptPage }),
      },
      {
        path: 'buildreceiver',
        handle: routeHandle('login', 'buildReceiver'),
        lazy: async () => ({ Component: (await import('./BuildReceiverPage')).BuildReceiverPage }),
      },
    ],
  },
];
