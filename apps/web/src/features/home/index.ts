import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';
import type { NavItem } from '../../ui/nav';

// The about page (the product's introduction; spec §2 /about).

export const homeRoutes: RouteObject[] = [
  {
    path: 'about',
    handle: routeHandle('all', 'about'),
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
];

export const aboutNav: NavItem = { to: '/about', labelKey: 'nav.about', end: false };
