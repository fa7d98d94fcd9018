import { ADSB_PATHS } from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAdminServer, type AdminServer } from './bms-ops-server';
import { PHONE, closeBrowsers, horizontalOverflow, openPage, screenshot, settled } from './browser';
import { openApp } from './open-app';

// Issue 20 item 4 in Chromium, on a server of its own (its administrator holds bms:activity):
// an activity added in the back office and a kit-distribution round shown on the public calendar
// (/activity/applycalendar: its title has no product suffix) as a month grid and a list, in
// English, in Chinese and on a phone; the kind filter and month switch are in the URL.

let server: AdminServer;

beforeAll(async () => {
  server = await startAdminServer();
  const response = await fetch(`${server.baseUrl}/adsb${ADSB_PATHS.activityAdd}?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify({
      kind: 'distribution',
      title: '第三轮接收机套件发放',
      titleEn: 'Receiver kits, round 3',
      startDate: '2026-12-14',
      endDate: '2026-12-18',
      place: '成都',
      description: 'Kits for the volunteers approved in November.',
      signUpUrl: 'https://example.com/kits',
    }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}, 600_000);
afterAll(() => server.stop());
afterEach(() => closeBrowsers());

async function openAs(
  language: 'en' | 'zh',
  device: Parameters<typeof openPage>[0] = { viewport: { width: 1280, height: 900 } },
  token?: string,
) {
  return openApp(language, { device, token, baseUrl: server.baseUrl });
}

describe('activity calendar', () => {
  it('is edited in the back office and shown as a month and a list (en)', async () => {
    const admin = await openAs('en', undefined, server.token);
    await admin.page.goto(`${server.baseUrl}/bms/community/activities`);
    await admin.page.getByRole('heading', { name: 'Activity calendar' }).waitFor();
    await admin.page.getByRole('button', { name: 'Add activity' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please give the activity a title.').waitFor();
    await dialog.getByLabel('Title (Chinese)').fill('天府机场拍机日');
    await dialog.getByLabel('Title (English)').fill('Tianfu spotting day');
    await dialog.getByLabel('Place').fill('Tianfu airport viewing deck');
    await dialog.getByLabel('Sign-up link').fill('ftp://example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The sign-up link must be an http or https address.').waitFor();
    await dialog.getByLabel('Sign-up link').fill('https://example.com/spotting');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Saved.').waitFor();
    const table = admin.page.getByTestId('bms-activities');
    await table.getByText('天府机场拍机日').waitFor();
    await settled(admin.page);
    await screenshot(admin.page, 'activity-bms-en');

    // The spotting day was saved for today (the dialog's default); the calendar opens on it.
    const { page, errors } = await openAs('en');
    await page.goto(`${server.baseUrl}/activity/applycalendar`);
    const list = page.getByTestId('activity-list');
    await list.getByText('Tianfu spotting day').waitFor();
    expect(await page.title()).toBe('Community activity calendar');
    expect(await list.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      'https://example.com/spotting',
    );
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.waitForURL((u) => u.searchParams.get('month') === '2026-12');
    await list.getByText('Receiver kits, round 3').waitFor();
    const grid = page.getByRole('table', { name: 'Calendar' });
    await expect
      .poll(() =>
        grid.locator('[data-date="2026-12-16"]').getByText('Receiver kits, round 3').count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Event', exact: true }).click();
    await page.getByText('No activities this month.').waitFor();
    await page.getByRole('button', { name: 'All kinds' }).click();
    await list.getByText('Receiver kits, round 3').waitFor();
    await settled(page);
    await screenshot(page, 'activity-calendar-en');
    expect([...errors, ...admin.errors]).toEqual([]);
  });

  it('shows the calendar in Chinese and on a phone', async () => {
    const zh = await openAs('zh');
    await zh.page.goto(`${server.baseUrl}/activity/applycalendar?month=2026-12`);
    await zh.page.getByTestId('activity-list').getByText('第三轮接收机套件发放').waitFor();
    await zh.page.getByText('2026-12-14 至 2026-12-18').waitFor();
    expect(await zh.page.title()).toBe('社区活动日历');
    await settled(zh.page);
    await screenshot(zh.page, 'activity-calendar-zh');
    const phone = await openAs('zh', PHONE);
    await phone.page.goto(`${server.baseUrl}/activity/applycalendar?month=2026-12`);
    await phone.page.getByTestId('activity-list').getByText('第三轮接收机套件发放').waitFor();
    await settled(phone.page);
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'activity-calendar-phone-zh');
    expect([...zh.errors, ...phone.errors]).toEqual([]);
  });
});
