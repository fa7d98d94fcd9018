import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserFetchOutcome } from '../session/user.api';
import { createGuardLoader, type GuardEnvironment } from './router-guard';

// A small table in the shape of routes.tsx, with a Mobile variant to exercise those redirects.
const table: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, handle: { access: 'all' } },
      { path: 'login', handle: { access: 'visit' } },
      { path: 'account', handle: { access: 'login' } },
      { path: 'tracker/:fnum', handle: { access: 'all' } },
      { path: 'mobile/tracker/:fnum', handle: { access: 'all' } },
      { path: '*' },
    ],
  },
];

function environment(overrides: Partial<GuardEnvironment> = {}): GuardEnvironment {
  return {
    isMobile: () => false,
    hasToken: () => false,
    hasUser: () => false,
    loadProfile: () => Promise.resolve('loaded'),
    ...overrides,
  };
}

async function navigate(loader: ReturnType<typeof createGuardLoader>, path: string) {
  const response = await loader({ request: new Request(`http://skytrace.test${path}`) });
  return response === null ? null : response.headers.get('Location');
}

describe('guard loader', () => {
  it('lets a visitor through to public pages', async () => {
    expect(await navigate(createGuardLoader(table, environment()), '/')).toBeNull();
  });

  it('redirects a signed-out visitor from a login page to sign-in', async () => {
    const loader = createGuardLoader(table, environment());
    expect(await navigate(loader, '/account?x=1')).toBe('/login?redirect=%2Faccount%3Fx%3D1');
  });

  it('redirects a signed-in user away from a visit page', async () => {
    const loader = createGuardLoader(table, environment({ hasToken: () => true }));
    expect(await navigate(loader, '/login')).toBe('/');
  });

  it('fetches the profile once for overlapping navigations', async () => {
    let finish: (outcome: UserFetchOutcome) => void = () => undefined;
    const loadProfile = vi.fn(() => new Promise<UserFetchOutcome>((resolve) => (finish = resolve)));
    const loader = createGuardLoader(table, environment({ hasToken: () => true, loadProfile }));
    const first = navigate(loader, '/account');
    const second = navigate(loader, '/');
    finish('unauthorized');
    expect(await first).toBe('/login?redirect=%2Faccount');
    expect(await second).toBeNull();
    expect(loadProfile).toHaveBeenCalledOnce();
  });

  it('sends a phone to the Mobile variant only when that page exists', async () => {
    const loader = createGuardLoader(table, environment({ isMobile: () => true }));
    expect(await navigate(loader, '/tracker/CA1234?q=1')).toBe('/mobile/tracker/CA1234?q=1');
    // '/' would map to '/mobile', which is not in this table: stay.
    expect(await navigate(loader, '/')).toBeNull();
  });

  it('sends a desktop back from a Mobile variant', async () => {
    const loader = createGuardLoader(table, environment());
    expect(await navigate(loader, '/mobile/tracker/CA1234')).toBe('/tracker/CA1234');
  });
});
