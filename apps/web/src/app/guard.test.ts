import { describe, expect, it } from 'vitest';
import { decideAfterUserFetch, decideNavigation, type GuardInput } from './guard';

const base: GuardInput = { access: 'all', target: '/account', hasToken: false, userLoaded: false };

describe('decideNavigation', () => {
  it('lets a signed-out visitor open an "all" page', () => {
    expect(decideNavigation(base)).toEqual({ kind: 'allow' });
  });

  it('lets a signed-out visitor open a "visit" page', () => {
    expect(decideNavigation({ ...base, access: 'visit', target: '/login' })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a signed-out visitor on a login page to sign-in, keeping the target', () => {
    expect(decideNavigation({ ...base, access: 'login', target: '/account?tab=1' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Faccount%3Ftab%3D1',
    });
  });

  it('sends a signed-in user on a visit page home', () => {
    expect(
      decideNavigation({ ...base, access: 'visit', hasToken: true, userLoaded: true }),
    ).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation({ ...base, access: 'visit', hasToken: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('asks for the profile when a token exists without user info', () => {
    expect(decideNavigation({ ...base, hasToken: true })).toEqual({ kind: 'fetchUser' });
    expect(decideNavigation({ ...base, access: 'login', hasToken: true })).toEqual({
      kind: 'fetchUser',
    });
  });

  it('allows a signed-in user with a profile on any non-visit page', () => {
    for (const access of ['all', 'login'] as const) {
      expect(decideNavigation({ ...base, access, hasToken: true, userLoaded: true })).toEqual({
        kind: 'allow',
      });
    }
  });
});

describe('decideAfterUserFetch', () => {
  it('allows once the profile is loaded', () => {
    expect(decideAfterUserFetch('login', '/account', 'loaded')).toEqual({ kind: 'allow' });
  });

  it('sends a login route to sign-in after a 401 or a failure', () => {
    const to = { kind: 'redirect', to: '/login?redirect=%2Faccount' };
    expect(decideAfterUserFetch('login', '/account', 'unauthorized')).toEqual(to);
    expect(decideAfterUserFetch('login', '/account', 'failed')).toEqual(to);
  });

  it('lets other routes proceed after a 401 or a failure', () => {
    for (const outcome of ['unauthorized', 'failed'] as const) {
      expect(decideAfterUserFetch('all', '/terms', outcome)).toEqual({ kind: 'allow' });
    }
  });
});
