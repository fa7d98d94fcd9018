// The /device section's children (spec §2) as tabs. A tab shows only when the router has a page
// at its path (like the site map in app/nav.ts), so the section grows as the kit applications,
// fittings and device pages arrive, and no tab leads to a page that does not exist.
import { matchRoutes, type RouteObject } from 'react-router';
import type { MyDevicesMessages } from '../../i18n/resources/en/my-devices';

export interface DeviceTab {
  to: string;
  labelKey: `myDevices.tabs.${Exclude<keyof MyDevicesMessages['tabs'], 'label'>}`;
}

export const DEVICE_TABS: readonly DeviceTab[] = [
  { to: '/device/all', labelKey: 'myDevices.tabs.all' },
  { to: '/device/index', labelKey: 'myDevices.tabs.mine' },
  { to: '/device/apply', labelKey: 'myDevices.tabs.apply' },
  { to: '/device/my-apply', labelKey: 'myDevices.tabs.myApply' },
  { to: '/device/replace-fittings', labelKey: 'myDevices.tabs.replaceFittings' },
  { to: '/device/my-replace-fittings', labelKey: 'myDevices.tabs.myReplaceFittings' },
];

/** True when a page of `routes` answers `path` (not only the catch-all or a redirect). */
export function routeAnswers(routes: readonly RouteObject[], path: string): boolean {
  const last = matchRoutes([...routes], path)?.at(-1);
  if (last === undefined || last.route.path === '*') return false;
  // `/device/apply` without its own page would match `/device/:devId`-like patterns only by
  // accident; a tab needs a route whose pattern is its path or an index below it.
  const route = last.route;
  return Boolean(route.lazy || route.Component || route.element || route.children);
}

/** The tabs whose pages exist in `routes`. */
export function visibleDeviceTabs(
  routes: readonly RouteObject[],
  tabs: readonly DeviceTab[] = DEVICE_TABS,
): DeviceTab[] {
  return tabs.filter((tab) => routeAnswers(routes, tab.to));
}
