import { API_V2_PATHS } from '@skytrace/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, screenshot, url } from './browser';

// The whole account journey against the real server: the verification code is read from the
// outbox the server writes mail to when no SMTP server is configured (OUTBOX_DIR is set by
// scripts/browser-tests.mjs).
const OUTBOX_DIR = process.env.OUTBOX_DIR;
const suffix = Date.now().toString(36);
const USERNAME = `pilot${suffix}`;
const EMAIL = `pilot.${suffix}@example.com`;
const FIRST_PASSWORD = 'first password 1';
const SECOND_PASSWORD = 'second password 2';

async function outboxCode(recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = readdirSync(OUTBOX_DIR ?? '', { withFileTypes: true })
      .map((entry) => entry.name)
      .filter((name) => name.includes(recipient))
      .sort();
    const newest = files.at(-1);
    if (newest) {
      const text = readFileSync(join(OUTBOX_DIR ?? '', newest), 'utf8').replace(/=\r?\n/g, '');
      const code = /(\d{6})/.exec(text.slice(text.indexOf('\n\n')))?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${recipient} in ${OUTBOX_DIR}`);
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto(url('/login'));
  await page.locator('input[name=username]').fill(USERNAME);
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((u) => u.pathname === '/');
}

describe.skipIf(OUTBOX_DIR === undefined)('accounts', () => {
  afterEach(closeBrowsers);

  it('registers, signs in, changes the password in three steps, signs out and in again', async () => {
    const { page, errors } = await openPage();
    await page.goto(url('/register'));
    await page.locator('form button[type=submit]').click();
    await page.getByText('Email cannot be blank').waitFor();
    await screenshot(page, 'accounts-register-errors-en');
    await page.locator('input[name=username]').fill(USERNAME);
    // The live hint: the length rule at once, the strength check once its chunk has loaded.
    await page.locator('input[name=password]').fill('12345678');
    await page.getByText('Use at least 12 characters; a phrase of several words').waitFor();
    await page.locator('input[name=password]').fill('qwertyuiop123');
    await page.getByText('This password is too easy to guess.').waitFor();
    await screenshot(page, 'accounts-register-weak-password-en');
    await page.locator('input[name=password]').fill(FIRST_PASSWORD);
    await page.getByText(/^Strength: (good|strong)\.$/).waitFor();
    await page.locator('input[name=email]').fill(EMAIL);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.locator('input[name=code]').fill(await outboxCode(EMAIL));
    await page.locator('input[name=terms]').check();
    // Every field still holds what was typed before the form is sent.
    expect(await page.locator('input[name=username]').inputValue()).toBe(USERNAME);
    expect(await page.locator('input[name=email]').inputValue()).toBe(EMAIL);
    await screenshot(page, 'accounts-register-en');
    const registered = page.waitForResponse((r) => r.url().includes(API_V2_PATHS.register));
    await page.locator('form button[type=submit]').click();
    const answer = (await (await registered).json()) as { code: number; msg: string };
    expect(answer, 'register answer').toMatchObject({ code: 200 });
    await page.waitForURL((u) => u.pathname === '/login');
    await screenshot(page, 'accounts-login-en');

    await signIn(page, FIRST_PASSWORD);
    await page.goto(url('/account'));
    await page.getByRole('heading', { level: 1, name: USERNAME }).waitFor();
    await screenshot(page, 'accounts-profile-en');

    await page.goto(url('/account/modify-password'));
    await page.locator('input[name=currentPassword]').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('input[name=password]').fill(SECOND_PASSWORD);
    await page.locator('input[name=confirmPassword]').fill(`${SECOND_PASSWORD}x`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The two passwords do not match').waitFor();
    await page.locator('input[name=confirmPassword]').fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your password was changed.').waitFor();
    await screenshot(page, 'accounts-modify-password-en');

    await page.goto(url('/account'));
    await page.getByRole('button', { name: 'Log out' }).last().click();
    await page.waitForURL((u) => u.pathname === '/');
    expect((await page.context().cookies()).some((c) => c.name === 'skytrace_token')).toBe(false);

    await page.goto(url('/login'));
    await page.locator('input[name=username]').fill(USERNAME);
    await page.locator('input[name=password]').fill(FIRST_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.getByText('The account or password is incorrect.').waitFor();
    await signIn(page, SECOND_PASSWORD);
    expect((await page.context().cookies()).some((c) => c.name === 'skytrace_token')).toBe(true);
    expect(errors.filter((text) => !text.includes('400'))).toEqual([]);
  });

  it('asks for the picture captcha after failed sign-ins, in both languages and on a phone', async () => {
    const cases = [
      { name: 'en', options: {}, alt: 'Picture with characters to type', asked: 'Please enter' },
      { name: 'zh', options: { locale: 'zh-CN' }, alt: '需要输入字符的图片', asked: '请输入图片' },
      {
        name: 'phone-zh',
        options: { locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true },
        alt: '需要输入字符的图片',
        asked: '请输入图片',
      },
    ];
    for (const [index, { name, options, alt, asked }] of cases.entries()) {
      const { page } = await openPage(options);
      const scripts: string[] = [];
      page.on('request', (request) => scripts.push(request.url()));
      await page.goto(url('/login'));
      // Unknown names are counted like real ones: three failures from here bring the captcha.
      await page.locator('input[name=username]').fill(`nobody${index}${suffix}`);
      await page.locator('input[name=password]').fill('not the password');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answered = page.waitForResponse((r) => r.url().includes(API_V2_PATHS.login));
        await page.locator('form button[type=submit]').click();
        await answered;
      }
      const picture = page.getByRole('img', { name: alt });
      await picture.waitFor();
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.captcha img');
        return image?.complete === true && image.naturalWidth === 150;
      });
      const first = await picture.getAttribute('src');
      await page.locator('.captcha__picture').click();
      await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
      await page.locator('form button[type=submit]').click();
      await page.getByText(asked).waitFor();
      await screenshot(page, `accounts-login-captcha-${name}`);
      // The strength check's dictionaries are never fetched for signing in.
      expect(scripts.filter((address) => address.includes('password-strength'))).toEqual([]);
      await closeBrowsers();
    }
  });

  it('shows the account pages in Chinese', async () => {
    const { page } = await openPage({ locale: 'zh-CN' });
    await page.goto(url('/login'));
    await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
    await screenshot(page, 'accounts-login-zh');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await screenshot(page, 'accounts-login-code-zh');
    await page.goto(url('/register'));
    await page.locator('form button[type=submit]').click();
    await page.getByText('邮箱不能为空').waitFor();
    await screenshot(page, 'accounts-register-zh');
    await page.goto(url('/forgot-password'));
    await screenshot(page, 'accounts-forgot-zh');
    await signIn(page, SECOND_PASSWORD);
    for (const [path, name] of [
      ['/account', 'profile'],
      ['/account/modify-password', 'modify-password'],
      ['/account/modify-email', 'modify-email'],
      ['/account/modify-phone', 'modify-phone'],
      ['/account/Authenticate', 'authenticate'],
    ] as const) {
      await page.goto(url(path));
      await page.locator('form').first().waitFor();
      await screenshot(page, `accounts-${name}-zh`);
    }
  });
});
