import { ADSB_FULL_PATHS, API_V2_FULL_PATHS } from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAsAdmin, openSignedIn } from './back-office-setup';
import { startAdminServer, type AdminServer } from './bms-ops-server';
import { BASE_URL, closeBrowsers, horizontalOverflow, screenshot, url } from './browser';
import { FEED_SECONDS } from './recorded-feeds';

// The remaining coverage pages of the back office in Chromium (issue 17, h17-rest): trajectory
// lookup (checks on the form, the server's answer for a window with no recorded flight, the map
// drawn), the coverage range (figures and map) and the air-route coverage (table, map, export), in Chinese and English and on a phone. The
// server is SIM=off with a fresh data directory: the answers are the real empty ones; the data
// cases are covered by apps/server/src/ranking/coverage-rest.test.ts. Then, on the run's data
// server, the trajectory of an aircraft the run's recorded feed flew (recorded-feeds.ts: CCA1331
// climbing out of PEK) is looked up and drawn.

let server: AdminServer;

beforeAll(async () => {
  server = await startAdminServer();
}, 600_000);
afterAll(() => server.stop());
afterEach(() => closeBrowsers());

const openAs = (language: 'zh' | 'en', viewport?: { width: number; height: number }) =>
  openAsAdmin(server, language, viewport);

const TEXT = {
  en: {
    trajectory: 'Trajectory lookup',
    devices: 'Devices',
    icao: 'ICAO address (6 hex digits)',
    search: 'Search',
    need: 'Enter an ICAO address or a flight number.',
    badIcao: 'An ICAO address is six hexadecimal digits',
    none: 'No recorded flight of this aircraft in the window.',
    range: 'Coverage range',
    receivers: 'Receivers',
    airway: 'Air-route coverage',
    routes: 'Routes',
  },
  zh: {
    trajectory: '轨迹查询',
    devices: '设备',
    icao: 'ICAO 地址（6 位十六进制）',
    search: '查询',
    need: '请输入 ICAO 地址或航班号。',
    badIcao: 'ICAO 地址为 6 位十六进制数字',
    none: '该时间段内没有这架飞机的航班记录。',
    range: '覆盖范围',
    receivers: '接收机',
    airway: '航路覆盖',
    routes: '航线',
  },
} as const;

describe('trajectory lookup and coverage range pages', () => {
  for (const language of ['zh', 'en'] as const) {
    const text = TEXT[language];
    it(`checks the form, asks the server and draws the map (${language})`, async () => {
      const { page, errors } = await openAs(language);
      await page.goto(`${server.baseUrl}/bms/devices/trajectory`);
      await page.getByRole('heading', { name: text.trajectory }).waitFor();
      await page.locator('.bms__sider').getByText(text.devices).first().waitFor();
      await page.locator('[data-testid="overlay-map"][data-ready="true"]').waitFor();
      // Nothing entered, then a malformed address: the page says so and asks nothing.
      await page.getByRole('button', { name: text.search }).click();
      await page.getByText(text.need).waitFor();
      await page.getByLabel(text.icao).fill('78ZZ01');
      await page.getByRole('button', { name: text.search }).click();
      await page.getByText(text.badIcao).waitFor();
      // A well-formed address: the server's real answer (no flight recorded on a fresh server).
      const answered = page.waitForResponse((response) =>
        response.url().includes('/adsb/trajectory/any'),
      );
      await page.getByLabel(text.icao).fill('780a3b');
      await page.getByRole('button', { name: text.search }).click();
      expect((await answered).status()).toBe(200);
      await page.getByText(text.none).waitFor();
      await screenshot(page, `bms-trajectory-${language}`);

      await page.goto(`${server.baseUrl}/bms/devices/range`);
      await page.getByRole('heading', { name: text.range }).waitFor();
      const figures = page.getByTestId('range-figures');
      await figures.getByText(text.receivers).waitFor();
      await page.locator('[data-testid="overlay-map"][data-ready="true"]').waitFor();
      await page
        .locator('[data-testid="overlay-map"][data-features="0"]')
        .waitFor({ state: 'attached' });
      await screenshot(page, `bms-range-${language}`);

      // Air-route coverage: the server's answer for yesterday, figures, map and export.
      const airway = page.waitForResponse((response) =>
        response.url().includes('/adsb/adsb/airway?'),
      );
      await page.goto(`${server.baseUrl}/bms/devices/airway`);
      await page.getByRole('heading', { name: text.airway }).waitFor();
      expect((await airway).status()).toBe(200);
      await page.getByTestId('airway-figures').getByText(text.routes).waitFor();
      await page.getByTestId('airway-table').waitFor();
      await page.getByTestId('export-button').waitFor();
      await page.locator('[data-testid="overlay-map"][data-ready="true"]').waitFor();
      await screenshot(page, `bms-airway-${language}`);
      expect(errors).toEqual([]);
    }, 90_000);
  }

  it('fits a phone (zh)', async () => {
    const { page, errors } = await openAs('zh', { width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/bms/devices/trajectory`);
    await page.getByRole('heading', { name: TEXT.zh.trajectory }).waitFor();
    await page.locator('[data-testid="overlay-map"][data-ready="true"]').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'bms-trajectory-phone-zh');
    expect(errors).toEqual([]);
  }, 90_000);
});

describe('trajectory of a recorded flight', () => {
  let adminToken = '';
  let startSeconds = 0;

  beforeAll(async () => {
    const startedMs = inject('recordedFeedStartedMs');
    if (startedMs === 0) throw new Error(inject('recordedFeedError'));
    startSeconds = Math.floor(startedMs / 1000) - 60;
    const response = await fetch(url(API_V2_FULL_PATHS.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        loginType: '1',
        username: process.env.E2E_ADMIN_USERNAME ?? 'e2eadmin',
        password: process.env.E2E_ADMIN_PASSWORD ?? '',
      }),
    });
    const body = (await response.json()) as { code: number; data: { token: string } };
    expect(body.code).toBe(200);
    adminToken = body.data.token;
  });

  it('draws the recorded climb-out of CCA1331 (en)', async () => {
    // The server records in real time: wait until the feed's flight is stored whole.
    const query = () =>
      `${ADSB_FULL_PATHS.trajectoryAny}?icao=7c1001&startTime=${startSeconds}&endTime=${Math.ceil(Date.now() / 1000) + 60}`;
    for (let attempt = 0; ; attempt += 1) {
      const answer = (await (
        await fetch(url(query()), { headers: { authorization: `Bearer ${adminToken}` } })
      ).json()) as { data: { flights: { firstSeen: number; lastSeen: number }[] } };
      const flight = answer.data.flights[0];
      if (flight && flight.lastSeen - flight.firstSeen >= FEED_SECONDS - 10) break;
      if (attempt >= 90) throw new Error('CCA1331 was not recorded');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const { page, errors } = await openSignedIn({ baseUrl: BASE_URL }, adminToken, 'en', {
      viewport: { width: 1280, height: 860 },
    });
    await page.goto(url('/bms/devices/trajectory'));
    await page.locator('[data-testid="overlay-map"][data-ready="true"]').waitFor();
    await page.getByLabel(TEXT.en.icao).fill('7C1001');
    await page.getByRole('button', { name: TEXT.en.search }).click();
    await page.getByTestId('trajectory-table').getByText('CCA1331').waitFor();
    // One line drawn, fitted to the climb-out.
    await page
      .locator('[data-testid="overlay-map"][data-features="1"]')
      .waitFor({ state: 'attached' });
    await screenshot(page, 'bms-trajectory-recorded-en');
    expect(errors).toEqual([]);
  }, 150_000);
});
