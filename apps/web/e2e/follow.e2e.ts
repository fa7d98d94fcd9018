import { API_V2_PATHS } from '@skytrace/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpToken } from './account';
import { openSignedIn } from './back-office-setup';
import {
  BASE_URL,
  PHONE,
  closeBrowsers,
  horizontalOverflow,
  openPage,
  screenshot,
  settled,
} from './browser';

// Issue 19 item 5 in Chromium: the followed list (/follow, linked from the account page) shows
// the user's followed flights and airframes with their status, each opening the live flight,
// and removes one; in English, in Chinese and on a phone.

let token: string;

async function api(path: string, body: unknown): Promise<number> {
  const response = await fetch(new URL(`/api/v2${path}?lang=en`, BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { code: number }).code;
}

beforeAll(async () => {
  token = await signUpToken('follow');
  expect(
    await api(API_V2_PATHS.addFollow, { kind: 'flight', fnum: 'MU5101', date: '2026-11-24' }),
  ).toBe(200);
  expect(await api(API_V2_PATHS.addFollow, { kind: 'aircraft', anum: 'B-1234' })).toBe(200);
  expect(await api(API_V2_PATHS.addFollow, { kind: 'aircraft', icaoId: '780A1B' })).toBe(200);
}, 120_000);
afterEach(() => closeBrowsers());

/** A page signed in as this file's user, in `language` (back-office-setup.ts). */
function openAs(language: 'en' | 'zh', device: Parameters<typeof openPage>[0] = {}) {
  return openSignedIn({ baseUrl: BASE_URL }, token, language, device);
}

describe('followed list', () => {
  it('lists the follows, links the live flight, removes one (en)', async () => {
    const { page, errors } = await openAs('en', { viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE_URL}/account`);
    await page.getByRole('link', { name: 'Followed flights' }).click();
    const list = page.getByRole('list', { name: 'Followed flights' });
    await list.getByRole('listitem').nth(2).waitFor();
    expect(await list.getByRole('link', { name: 'MU5101' }).getAttribute('href')).toBe(
      '/tracker/MU5101',
    );
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    await page.getByText('3 of 50').waitFor();
    await settled(page);
    await screenshot(page, 'follow-list-en');
    await list
      .getByRole('listitem')
      .filter({ hasText: 'B-1234' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows the list in Chinese and on a phone', async () => {
    const zh = await openAs('zh', { viewport: { width: 1280, height: 900 } });
    await zh.page.goto(`${BASE_URL}/follow`);
    await zh.page.getByRole('heading', { name: '关注的航班' }).waitFor();
    await zh.page.getByRole('list', { name: '关注的航班' }).getByRole('listitem').nth(1).waitFor();
    await zh.page.getByText('未在飞行').first().waitFor();
    await settled(zh.page);
    await screenshot(zh.page, 'follow-list-zh');
    const phone = await openAs('zh', PHONE);
    await phone.page.goto(`${BASE_URL}/follow`);
    await phone.page
      .getByRole('list', { name: '关注的航班' })
      .getByRole('listitem')
      .nth(1)
      .waitFor();
    await settled(phone.page);
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'follow-list-phone');
    expect([...zh.errors, ...phone.errors]).toEqual([]);
  });

  it('creates, refuses and edits an area alert rule (en) and shows the form (zh, phone)', async () => {
    const { page, errors } = await openAs('en', { viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE_URL}/follow`);
    const form = page.getByRole('region', { name: 'Area alerts' });
    await form.getByLabel('Name').fill('A388 near PEK');
    await form.getByLabel('Latitude').fill('40.08');
    await form.getByLabel('Longitude').fill('116.58');
    await form.getByLabel('Squawks (x = any digit, e.g. 7x00)').fill('7800');
    await form.getByRole('button', { name: 'Add rule' }).click();
    // The shared zod schema refuses 7800 in the page, before any call.
    await form.getByText('A squawk has four digits 0-7; x stands for any digit').waitFor();
    await form.getByLabel('Squawks (x = any digit, e.g. 7x00)').fill('7x00');
    await form.getByLabel('Aircraft types (e.g. A388, B748)').fill('A388');
    await form.getByLabel('Time zone').fill('Asia/Shanghai');
    await form.getByLabel('Quiet from').fill('23:00');
    await form.getByLabel('Quiet until').fill('06:30');
    await form.getByRole('button', { name: 'Add rule' }).click();
    const rules = form.getByRole('list', { name: 'Alert rules' });
    await rules.getByText('A388 near PEK').waitFor();
    await rules.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('Radius (km)').fill('10');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await rules.getByText('within 10 km').waitFor();
    await settled(page);
    await screenshot(page, 'follow-alerts-en');
    expect(errors).toEqual([]);
    const zh = await openAs('zh', PHONE);
    await zh.page.goto(`${BASE_URL}/follow`);
    await zh.page.getByRole('region', { name: '区域提醒' }).getByText('A388 near PEK').waitFor();
    await settled(zh.page);
    expect(await horizontalOverflow(zh.page)).toBeLessThanOrEqual(0);
    await screenshot(zh.page, 'follow-alerts-phone-zh');
    expect(zh.errors).toEqual([]);
  });
});
