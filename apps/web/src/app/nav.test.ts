import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeHandle } from '../session/access';
import type { UserInfo } from '../session/user-info';
import { navRuns } from '../ui/nav';
import { isNavItemActive } from '../ui/NavEntryLink';
import { NAV_TABLE, routeAccess, visibleNav } from './nav';
import { pages } from './routes';

// The site map (issue 15): one table, shown by route existence, access level and permission.

const tree: RouteObject[] = [{ path: '/', children: pages }];
const pilot: UserInfo = { username: 'pilot', truename: null, avatarUrl: null, permissions: [] };
const admin: UserInfo = { ...pilot, username: 'admin', permissions: ['system:user:list'] };
const paths = (items: readonly { to: string }[]) => items.map((item) => item.to);

/** The app's tree with a branch a later issue adds (the back office, data ranking). */
const grown: RouteObject[] = [
  ...tree,
  { path: '/bms', handle: routeHandle('login'), children: [{ index: true, element: null }] },
  { path: '/datarank', handle: routeHandle('all'), element: null },
];

describe('site map', () => {
  it('shows a visitor the open areas only, in table order', () => {
    const nav = visibleNav(NAV_TABLE, null, tree);
    expect(paths(nav.main)).toEqual([
      '/',
      '/track-data',
      '/device',
      '/pictures',
      '/datarank',
      '/activity/applycalendar',
      '/about',
      '/ad/volunteerwanted',
    ]);
    expect(nav.user).toEqual([]);
  });

  it('shows a signed-in user every playback page and the account, but no back office', () => {
    const nav = visibleNav(NAV_TABLE, pilot, tree);
    expect(paths(nav.main)).toEqual([
      '/',
      '/track-data',
      '/multi-playback',
      '/airport-paly',
      '/regional_back',
      '/device',
      '/pictures',
      '/datarank',
      '/share-data',
      '/chat',
      '/activity/applycalendar',
      '/about',
      '/ad/volunteerwanted',
    ]);
    expect(paths(nav.user)).toEqual(['/account', '/follow', '/contract', '/feedback']);
  });

  it('never links to a page that does not exist, even for a permitted user', () => {
    expect(paths(visibleNav(NAV_TABLE, admin, tree).user)).toEqual([
      '/account',
      '/follow',
      '/contract',
      '/feedback',
    ]);
    const nav = visibleNav(NAV_TABLE, admin, tree);
    const shown = paths([...nav.main, ...nav.user]);
    const missing = NAV_TABLE.filter((item) => routeAccess(tree, item.to) === null);
    expect(paths(missing)).toEqual(['/bms']);
    for (const item of missing) expect(shown).not.toContain(item.to);
  });

  it('shows an area as soon as its route is registered; the back office only with a permission', () => {
    expect(paths(visibleNav(NAV_TABLE, admin, grown).user)).toEqual([
      '/account',
      '/follow',
      '/contract',
      '/feedback',
      '/bms',
    ]);
    expect(paths(visibleNav(NAV_TABLE, pilot, grown).user)).toEqual([
      '/account',
      '/follow',
      '/contract',
      '/feedback',
    ]);
    expect(paths(visibleNav(NAV_TABLE, null, grown).main)).toContain('/datarank');
  });

  it('reads the access level of the deepest route with one, and null for the catch-all', () => {
    expect(routeAccess(tree, '/')).toBe('all');
    expect(routeAccess(tree, '/account')).toBe('login');
    expect(routeAccess(tree, '/login')).toBe('visit');
    expect(routeAccess(tree, '/regional_back')).toBe('login');
    expect(routeAccess(tree, '/bms')).toBeNull();
    expect(routeAccess(tree, '/no/such/page')).toBeNull();
  });

  it('hides signed-out pages from a signed-in user', () => {
    const table = [{ to: '/login', labelKey: 'nav.home', end: false }] as const;
    expect(visibleNav(table, null, tree).main).toHaveLength(1);
    expect(visibleNav(table, pilot, tree).main).toHaveLength(0);
  });

  it('gathers a group at its first place in the bar', () => {
    const runs = navRuns(visibleNav(NAV_TABLE, pilot, tree).main);
    expect(runs.map((run) => (run.kind === 'item' ? run.item.to : run.group))).toEqual([
      '/',
      'playback',
      'community',
      '/pictures',
      '/chat',
      '/about',
      '/ad/volunteerwanted',
    ]);
    const group = runs[1];
    expect(group?.kind === 'group' ? paths(group.items) : []).toHaveLength(4);
    const community = runs[2];
    expect(community?.kind === 'group' ? paths(community.items) : []).toEqual([
      '/device',
      '/datarank',
      '/share-data',
      '/activity/applycalendar',
    ]);
  });
});

describe('current area', () => {
  it('marks home on the tracker URLs and their /mobile mirror, not on other pages', () => {
    const home = NAV_TABLE.find((item) => item.to === '/');
    if (home === undefined) throw new Error('no home entry');
    for (const path of ['/', '/tracker/MU5101', '/tracker/MU5101/MU5101-20261124/1', '/mobile']) {
      expect(isNavItemActive(home, path)).toBe(true);
    }
    expect(isNavItemActive(home, '/about')).toBe(false);
    const history = NAV_TABLE.find((item) => item.to === '/track-data');
    expect(history && isNavItemActive(history, '/track-data/MU5101/20261124')).toBe(true);
  });
});
