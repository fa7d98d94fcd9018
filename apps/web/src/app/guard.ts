import type { Access } from '../session/access';
import { loginRedirect } from '../session/login-redirect';
import type { UserFetchOutcome } from '../session/user.api';

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

const allow: GuardDecision = { kind: 'allow' };

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
