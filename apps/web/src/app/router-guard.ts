import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { fetchUserInfo, userFetchFailure } from '../session/user.api';
import { currentToken } from '../session/auth.store';
import { useUserStore } from '../session/user.store';
import { isRouteHandle, type Access } from '../session/access';
import { isMobileDevice, probeDevice } from '../lib/device';
import type { UserFetchOutcome } from '../session/user.api';
import { decideAfterUserFetch, decideNavigation } from './guard';
import { variantRedirect } from './mobile-redirect';

/** Access of the deepest matched route that declares one; unmatched paths count as 'all'. */
export function accessOf(routes: RouteObject[], pathname: string): Access {
  const matches = matchRoutes(routes, pathname) ?? [];
  let access: Access = 'all';
  for (const match of matches) {
    if (isRouteHandle(match.route.handle)) access = match.route.handle.access;
  }
  return access;
}

/** True when the path resolves to a real page rather than the catch-all. */
function hasPage(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.length > 0 && matches.every((match) => match.route.path !== '*');
}

/** What the guard reads from the running app; replaced by fakes in tests. */
export interface GuardEnvironment {
  isMobile: () => boolean;
  hasToken: () => boolean;
  hasUser: () => boolean;
  /** Fetches the profile into the user store and reports how it went. */
  loadProfile: () => Promise<UserFetchOutcome>;
}

const browserEnvironment: GuardEnvironment = {
  isMobile: () => isMobileDevice(probeDevice()),
  hasToken: () => currentToken() !== null,
  hasUser: () => useUserStore.getState().user !== null,
  loadProfile: async () => {
    try {
      useUserStore.getState().setUser(await fetchUserInfo());
      return 'loaded';
    } catch (error) {
      return userFetchFailure(error);
    }
  },
};

/**
 * Root loader run on every navigation (spec §4 "Navigation guard"): Mobile/desktop variant
 * redirects first, then the access decision, fetching the profile when a token has none.
 */
export function createGuardLoader(
  routes: RouteObject[],
  environment: GuardEnvironment = browserEnvironment,
) {
  // One profile fetch is shared by navigations that overlap, so the server is asked once.
  let pendingProfile: Promise<UserFetchOutcome> | null = null;

  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<Response | null> => {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;

    const variant = variantRedirect(url.pathname, url.search, environment.isMobile());
    if (variant !== null && hasPage(routes, new URL(variant, url).pathname)) {
      return redirect(variant);
    }

    const access = accessOf(routes, url.pathname);
    let decision = decideNavigation({
      access,
      target,
      hasToken: environment.hasToken(),
      userLoaded: environment.hasUser(),
    });
    if (decision.kind === 'fetchUser') {
      pendingProfile ??= environment.loadProfile().finally(() => {
        pendingProfile = null;
      });
      decision = decideAfterUserFetch(access, target, await pendingProfile);
    }
    return decision.kind === 'redirect' ? redirect(decision.to) : null;
  };
}
