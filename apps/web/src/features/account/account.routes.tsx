import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

// The feature's route table, the door app/routes.tsx takes (lazy pages only): the /account pages
// below, and the sign-in and WeChat tables from their folders. Not index.ts, whose sign-in and
// WeChat helpers would join the shell's first chunks.
export { authRoutes } from './auth/auth.routes';
export { wechatRoutes } from './wechat/wechat.routes';

const contactPage = (field: 'email' | 'phone') => async () => {
  const { ModifyContactPage } = await import('./ModifyContactPage');
  return { element: <ModifyContactPage field={field} /> };
};

/** The signed-in user's account pages (spec §2 /account and its children). */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account',
    handle: routeHandle('login', 'account'),
    lazy: async () => ({ Component: (await import('./AccountLayout')).AccountLayout }),
    children: [
      {
        index: true,
        handle: routeHandle('login', 'account'),
        lazy: async () => ({ Component: (await import('./AccountPage')).AccountPage }),
      },
      {
        path: 'modify-password',
        handle: routeHandle('login', 'modifyPassword'),
        lazy: async () => ({
          Component: (await import('./ModifyPasswordPage')).ModifyPasswordPage,
        }),
      },
      {
        path: 'modify-email',
        handle: routeHandle('login', 'modifyEmail'),
        lazy: contactPage('email'),
      },
      {
        path: 'modify-phone',
        handle: routeHandle('login', 'modifyPhone'),
        lazy: contactPage('phone'),
      },
      {
        path: 'Authenticate',
        handle: routeHandle('login', 'authenticate'),
        lazy: async () => ({ Component: (await import('./AuthenticatePage')).AuthenticatePage }),
      },
    ],
  },
];
