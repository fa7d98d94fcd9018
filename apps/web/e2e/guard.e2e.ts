import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, screenshot, url } from './browser';

describe('navigation guard', () => {
  afterEach(closeBrowsers);

  it('sends a signed-out visitor on a login-only route to sign-in, keeping the target', async () => {
    const { page, errors } = await openPage();
    await page.goto(url('/account'));
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Sign in - Skytrace');
    await screenshot(page, 'guard-login-redirect');
    expect(errors).toEqual([]);
  });

  it('sends an unknown address to /404, then home', async () => {
    const { page, errors } = await openPage();
    await page.goto(url('/no/such/page'));
    await page.waitForURL((u) => u.pathname === '/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    expect(errors).toEqual([]);
  });
});
