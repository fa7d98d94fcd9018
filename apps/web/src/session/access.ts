import type { Messages } from '../i18n/resources/en';

/** Spec §2 access levels: everyone, signed-in only, signed-out only. */
export type Access = 'all' | 'login' | 'visit';

export type RouteTitleKey = keyof Messages['routes'];

/** What every route of the table declares in its React Router `handle`. */
export interface RouteHandle {
  access: Access;
  /** Key under `routes.` in the translations; no key means the bare product name. */
  titleKey?: RouteTitleKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  const access = (value as { access?: unknown }).access;
  return access === 'all' || access === 'login' || access === 'visit';
}

/** A route's `handle`: its access level and, when it has one, its title key. */
export function routeHandle(access: Access, titleKey?: RouteTitleKey): RouteHandle {
  return titleKey === undefined ? { access } : { access, titleKey };
}
