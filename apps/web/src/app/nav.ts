import { matchRoutes, type RouteObject } from 'react-router';
import { aboutNav } from '../features/home';
import { playbackNav } from '../features/playback';
import { volunteerNav } from '../features/static-pages';
import { trackerNav } from '../features/tracker';
import { contractsNav } from '../features/contracts';
import { feedbackNav } from '../features/feedback/feedback.routes';
import { activityNav } from '../features/activity';
import type { RouteHandle } from '../session/access';
import { canOpenBackOffice, type UserInfo } from '../session/user-info';
import type { NavItem, VisibleNav } from '../ui/nav';
import { pages } from './routes';

/**
 * The site map (issue 15): every area of the product, in order, in one table. An entry shows only
 * once a route answers its path (so an area a later issue adds appears with its route, and no
 * link leads to a page that does not exist), to the users its route's access level admits, and
 * for `needsPermission` only to users with a permission. Features declare their entries in their
 * index.ts; a new area adds one line here.
 */
export const NAV_TABLE: readonly NavItem[] = [
  trackerNav,
  ...playbackNav,
  { to: '/device', labelKey: 'nav.devices', end: false, group: 'community' },
  { to: '/pictures', labelKey: 'nav.gallery', end: false },
  { to: '/datarank', labelKey: 'nav.dataRank', end: false, group: 'community' },
  { to: '/share-data', labelKey: 'nav.shareData', end: false, group: 'community' },
  { to: '/chat', labelKey: 'nav.chat', end: false },
  activityNav,
  aboutNav,
  volunteerNav,
  { to: '/account', labelKey: 'nav.account', end: false, place: 'user' },
  // Issue 19: the followed flights (a page; its "Show on the map" opens the map's panel).
  { to: '/follow', labelKey: 'nav.follow', end: false, place: 'user' },
  contractsNav,
  feedbackNav,
  { to: '/bms', labelKey: 'nav.bms', end: false, place: 'user', needsPermission: true },
];

/** The route tree the app runs; router.tsx registers the router's own (every branch). */
let routeTree: RouteObject[] = [{ path: '/', children: pages }];

/** Called once by the router with its routes, so branches outside `pages` count too. */
export function registerRouteTree(routes: RouteObject[]): void {
  routeTree = routes;
}

/**
 * The access level of the page at `path`, or null when no page answers it (only the catch-all
 * that sends unknown paths to /404).
 */
export function routeAccess(
  routes: readonly RouteObject[],
  path: string,
): RouteHandle['access'] | null {
  const matches = matchRoutes([...routes], path);
  const last = matches?.at(-1);
  if (last === undefined || last.route.path === '*') return null;
  const handled = matches
    ?.map((match) => match.route.handle as Partial<RouteHandle> | undefined)
    .filter((handle) => handle?.access !== undefined)
    .at(-1);
  return handled?.access ?? 'all';
}

/** The entries `user` sees (null when signed out), split by where they are listed. */
export function visibleNav(
  table: readonly NavItem[],
  user: UserInfo | null,
  routes: readonly RouteObject[] = routeTree,
): VisibleNav {
  const shown = table.filter((item) => {
    const access = routeAccess(routes, item.to);
    if (access === null) return false;
    if (access === 'login' && user === null) return false;
    if (access === 'visit' && user !== null) return false;
    return item.needsPermission !== true || canOpenBackOffice(user);
  });
  return {
    main: shown.filter((item) => item.place !== 'user'),
    user: shown.filter((item) => item.place === 'user'),
  };
}
