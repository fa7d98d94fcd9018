import type { RouteObject } from 'react-router';
import { routeHandle } from '../../../session/access';

const redirectPage = (purpose: 'login' | 'bind') => async () => {
  const { WechatRedirectPage } = await import('./WechatRedirectPage');
  return { element: <WechatRedirectPage purpose={purpose} /> };
};

/** Spec §2 social-login redirects (access all: a signed-in user binds, a visitor signs in). */
export const wechatRoutes: RouteObject[] = [
  {
    path: 'wechat-redirect',
    handle: routeHandle('all', 'wechatRedirect'),
    lazy: redirectPage('login'),
  },
  {
    path: 'bind-wechat-redirect',
    handle: routeHandle('all', 'bindWechatRedirect'),
    lazy: redirectPage('bind'),
  },
];
