import type { Access } from './access';

// Spec §4 "Navigation guard" as pure decisions; router-guard.ts runs them against the stores.

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The user has a token but no profile yet: fetch it, then call decideAfterUserFetch. */
  | { kind: 'fetchUser' };

export interface GuardInput {
  access: Access;
  /** Path and query the visitor asked for, kept as the redirect target. */
  target: string;
  hasToken: boolean;
  userLoaded: boolean;
}

/** How fetching GET /user/user/info ended. */
export type UserFetchOutcome = 'loaded' | 'unauthorized' | 'failed';

const allow: GuardDecision = { kind: 'allow' };

/** The sign-in page, remembering where to come back to. */
export function loginRedirect(target: string): string {
  return target === '/' || target === ''
    ? '/login'
    : `/login?redirect=${encodeURIComponent(target)}`;
}

/** Only same-site paths are accepted as redirect targets, so a link cannot send users away. */
export function safeRedirectTarget(raw: string | null): string {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return '/';
  }
  return raw;
}

export function decideNavigation(input: GuardInput): GuardDecision {
  if (!input.hasToken) {
    return input.access === 'login' ? { kind: 'redirect', to: loginRedirect(input.target) } : allow;
  }
  if (input.access === 'visit') return { kind: 'redirect', to: '/' };
  if (!input.userLoaded) return { kind: 'fetchUser' };
  return allow;
}

/**
 * After the profile fetch: a 401 (token already cleared) or any other failure sends a login
 * route to sign-in; every other route proceeds without a profile.
 */
export function decideAfterUserFetch(
  access: Access,
  target: string,
  outcome: UserFetchOutcome,
): GuardDecision {
  if (outcome === 'loaded' || access !== 'login') return allow;
  return { kind: 'redirect', to: loginRedirect(target) };
}
