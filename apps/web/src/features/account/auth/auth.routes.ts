import type { RouteObject } from 'react-router';
import { routeHandle } from '../../../session/access';

const authPage = (name: 'LoginPage' | 'RegisterPage' | 'ForgotPasswordPage') => async () => {
  const pages = await import('./pages');
  return { Component: pages[name] };
};

/** The signed-out pages of spec §2: sign-in, registration, password reset. */
export const authRoutes: RouteObject[] = [
  { path: 'login', handle: routeHandle('visit', 'login'), lazy: authPage('LoginPage') },
  { path: 'login1', handle: routeHandle('all', 'login'), lazy: authPage('LoginPage') },
  { path: 'register', handle: routeHandle('visit', 'register'), lazy: authPage('RegisterPage') },
  {
    path: 'auth-register',
    handle: routeHandle('visit', 'register'),
    lazy: authPage('RegisterPage'),
  },
  {
    path: 'forgot-password',
    handle: routeHandle('all', 'forgotPassword'),
    lazy: authPage('ForgotPasswordPage'),
  },
];
