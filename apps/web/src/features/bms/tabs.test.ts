import { describe, expect, it } from 'vitest';
import { closeTab, HOME_ROUTE, visitTab } from './tabs';

describe('admin tabs', () => {
  it('keeps the home tab first and adds each page once, in visiting order', () => {
    let tabs = visitTab([], '/bms/system/roles');
    tabs = visitTab(tabs, '/bms/system/users');
    tabs = visitTab(tabs, '/bms/system/roles');
    expect(tabs).toEqual([HOME_ROUTE, '/bms/system/roles', '/bms/system/users']);
  });
  it('goes to the previous tab when the active one closes, and stays otherwise', () => {
    const tabs = [HOME_ROUTE, '/a', '/b', '/c'];
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: [HOME_ROUTE, '/a', '/c'], goTo: '/a' });
    expect(closeTab(tabs, '/a', '/c')).toEqual({ tabs: [HOME_ROUTE, '/b', '/c'], goTo: null });
    expect(closeTab([HOME_ROUTE, '/a'], '/a', '/a').goTo).toBe(HOME_ROUTE);
  });
  it('never closes the home tab', () => {
    expect(closeTab([HOME_ROUTE, '/a'], HOME_ROUTE, HOME_ROUTE)).toEqual({
      tabs: [HOME_ROUTE, '/a'],
      goTo: null,
    });
  });
});
