import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from './account';
import { BASE_URL, closeBrowsers, openPage, screenshot, url } from './browser';

// The shell's reading of a profile (real name, permissions, a 401) is exercised by answering
// GET /api/v2/user/user/info in the browser with a known profile; the account page, which asks
// the server for more, signs in for real.
const PROFILE = {
  code: 200,
  msg: 'ok',
  data: { username: 'lin.feeder', truename: '林远航', avatar_url: null, permissions: ['bms:user'] },
};

async function signIn(page: Page, profile: unknown = PROFILE): Promise<void> {
  await page.context().addCookies([{ name: 'skytrace_token', value: 'e2e-token', url: BASE_URL }]);
  await page.route('**/api/v2/user/user/info**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(profile) }),
  );
}

describe('signed-in shell', () => {
  afterEach(closeBrowsers);

  it('loads the profile and shows the user menu, with the back-office link for a user with a permission', async () => {
    const { page, errors } = await openPage();
    await signIn(page);
    await page.goto(url('/'));
    const trigger = page.getByRole('button', { name: 'Account menu' });
    await trigger.waitFor();
    expect(await trigger.innerText()).toContain('林远航');
    await trigger.click();
    await page.getByRole('menuitem', { name: 'My account' }).waitFor();
    // The back office exists (/bms) and the profile holds a permission: the link is there.
    expect(await page.getByRole('menuitem', { name: 'Admin system' }).count()).toBe(1);
    await screenshot(page, 'user-menu-en', false);
    expect(errors).toEqual([]);
  });

  it('shows the account page and logs out to the home page', async () => {
    // A real account: the account page also asks the server for the user's feedback replies and
    // WeChat binding, and a made-up token would be answered 401 there, which signs the page out.
    const { token, username } = await signUp('lin');
    const { page, errors } = await openPage({ locale: 'zh-CN' });
    await page.context().addCookies([{ name: 'skytrace_token', value: token, url: BASE_URL }]);
    await page.goto(url('/account'));
    await page.getByRole('heading', { level: 1, name: username }).waitFor();
    expect(await page.locator('.profile').innerText()).toContain(username);
    expect(await page.title()).toBe('个人主页 - 天迹 ADS-B');
    await screenshot(page, 'account-zh');

    await page.getByRole('button', { name: '账户菜单' }).click();
    expect(await page.getByRole('menuitem', { name: '管理系统' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: '登录' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'skytrace_token')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('sends a signed-in user away from the sign-in page', async () => {
    const { page } = await openPage();
    await signIn(page);
    await page.goto(url('/login'));
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('clears the token when the profile request answers 401', async () => {
    const { page } = await openPage();
    await signIn(page, { code: 401, msg: 'token expired', data: null });
    await page.goto(url('/account'));
    await page.waitForURL((u) => u.pathname === '/login');
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'skytrace_token')).toBe(false);
  });
});
