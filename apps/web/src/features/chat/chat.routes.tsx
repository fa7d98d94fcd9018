import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/** /chat: the assistant, signed-in users only (spec §2). */
export const chatRoutes: RouteObject[] = [
  {
    path: 'chat',
    handle: routeHandle('login', 'chat'),
    lazy: async () => ({ Component: (await import('./ChatPage')).ChatPage }),
  },
];
