import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

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
