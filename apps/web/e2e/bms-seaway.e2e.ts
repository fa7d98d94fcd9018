import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAsAdmin } from './back-office-setup';
import { startAdminServer, type AdminServer } from './bms-ops-server';
import { closeBrowsers, horizontalOverflow, screenshot } from './browser';

// The back office's Southeast Asia route coverage (`/bms/devices/seaway`, issue 19 item 6 and
// issue 17's last call) in Chromium, in English, Chinese and on a phone. The server is SIM=off
// with a fresh data directory, so the answer is the real empty one (no recorded routes yet);
// the data cases are in apps/server/src/airroutes/airroutes.test.ts.

let server: AdminServer;

beforeAll(async () => {
  server = await startAdminServer();
}, 600_000);
afterAll(() => server.stop());
afterEach(() => closeBrowsers());

const openAs = (language: 'zh' | 'en', viewport?: { width: number; height: number }) =>
  openAsAdmin(server, language, viewport);

const TEXT = {
  en: { title: 'Southeast Asia route coverage', routes: 'Routes', note: 'not an official airway' },
  zh: { title: '东南亚航线覆盖', routes: '航线', note: '并非官方航路' },
} as const;

describe('Southeast Asia route coverage page', () => {
  for (const language of ['en', 'zh'] as const) {
    const text = TEXT[language];
    it(`asks the server and shows figures, map, table and export (${language})`, async () => {
      const { page, errors } = await openAs(language);
      const answer = page.waitForResponse((r) => r.url().includes('/adsb/adsb/seaway?'));
      await page.goto(`${server.baseUrl}/bms/devices/seaway`);
      await page.getByRole('heading', { name: text.title }).waitFor();
      expect((await answer).status()).toBe(200);
      await page.getByText(text.note).waitFor();
      await page.getByTestId('seaway-figures').getByText(text.routes).waitFor();
      await page.getByTestId('seaway-table').waitFor();
      await page.getByTestId('export-button').waitFor();
      await page.locator('[data-testid="overlay-map"][data-ready="true"]').waitFor();
      await page.locator('.bms__sider').getByText(text.title).first().waitFor();
      await screenshot(page, `bms-seaway-${language}`);
      expect(errors).toEqual([]);
    }, 90_000);
  }

  it('fits a phone (zh)', async () => {
    const { page, errors } = await openAs('zh', { width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/bms/devices/seaway`);
    await page.getByRole('heading', { name: TEXT.zh.title }).waitFor();
    await page.locator('[data-testid="overlay-map"][data-ready="true"]').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'bms-seaway-phone-zh');
    expect(errors).toEqual([]);
  }, 90_000);
});
