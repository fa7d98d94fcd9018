import { API_V2_FULL_PATHS, type AdsbCoverage, type DeviceAllPage } from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowsers, horizontalOverflow, screenshot } from './browser';
import { openApp } from './open-app';
import { startAdminServer, type AdminServer } from './bms-ops-server';
import { startSimServer, type SimServer } from './sim-server';

// The device pages over the simulator's receivers (operator-owned devices fed by the simulated
// sky): the detail page of one receiver with today's coverage in zh and en, /device/all with
// the siting advisor, the data ranking, and a phone. The receivers appear once the device
// statistics flush wrote them (30 s).

let sim: SimServer;
let devId = 0;

async function devicesNow(): Promise<DeviceAllPage> {
  const response = await fetch(new URL(`${API_V2_FULL_PATHS.deviceAll}?size=10`, sim.baseUrl));
  return ((await response.json()) as { data: DeviceAllPage }).data;
}

beforeAll(async () => {
  sim = await startSimServer(100);
  // The first receiver with a position, listed once the flush wrote it, and coverage today.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const page = await devicesNow();
    const first = page.rows.find((row) => row.online && row.aircraftToday > 0);
    if (first) {
      devId = first.devId;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  if (devId === 0) throw new Error('no simulator receiver listed in 180 s');
}, 420_000);

afterAll(async () => {
  await sim.stop();
});

afterEach(async () => {
  await closeBrowsers();
});

async function openAs(language: 'zh' | 'en', viewport = { width: 1280, height: 900 }) {
  return openApp(language, { device: { viewport } });
}

function simUrl(path: string): string {
  return new URL(path, sim.baseUrl).toString();
}

describe('device pages', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`shows a receiver's detail with today's coverage (${language})`, async () => {
      const { page, errors } = await openAs(language);
      await page.goto(simUrl(`/device/index/${devId}?date=today`));
      await page.getByTestId('device-status').waitFor();
      const status = await page.getByTestId('device-status').innerText();
      expect(status).toBe(language === 'zh' ? '在线' : 'Online');
      const map = page.getByTestId('coverage-map');
      await page.waitForFunction(
        () => {
          const element = document.querySelector<HTMLElement>('[data-testid="coverage-map"]');
          return element?.dataset.ready === 'true' && Number(element.dataset.points ?? 0) > 0;
        },
        undefined,
        { timeout: 60_000, polling: 200 },
      );
      expect(Number(await map.getAttribute('data-points'))).toBeGreaterThan(0);
      // The receiver hears aircraft now: the live list has rows linking to the tracker.
      await page.getByTestId('live-flights').locator('a[href^="/tracker/"]').first().waitFor();
      // Its own radar picture draws them: a click on one opens the live radar centred on it.
      const point = await (
        await page.waitForFunction(() => window.__skytraceHeardNow?.point() ?? null, undefined, {
          timeout: 30_000,
        })
      ).jsonValue();
      expect(
        Number(await page.getByTestId('heard-now-map').getAttribute('data-aircraft')),
      ).toBeGreaterThan(0);
      await page.getByTestId('heard-now-map').scrollIntoViewIfNeeded();
      await screenshot(page, `device-detail-${language}`);
      const again = await (
        await page.waitForFunction(() => window.__skytraceHeardNow?.point() ?? null)
      ).jsonValue();
      if (point === null || again === null) throw new Error('no aircraft to click');
      await page.mouse.click(again.x, again.y);
      await page.waitForURL((u) => u.pathname.startsWith('/tracker/'));
      expect(point.icao).toMatch(/^[0-9A-F]{6}$/i);
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it('says the device may not be enabled for an unknown id', async () => {
    const { page } = await openAs('zh');
    await page.goto(simUrl('/device/index/999999'));
    await page.getByTestId('device-failure').waitFor();
    expect(await page.getByTestId('device-failure').innerText()).toContain(
      '该设备可能未启用或有其他异常，请联系管理员',
    );
  }, 60_000);

  it('lists all receivers and judges a clicked place', async () => {
    const { page, errors } = await openAs('en');
    await page.goto(simUrl('/device/all'));
    await page.getByTestId('devices-table').locator(`a[href="/device/index/${devId}"]`).waitFor();
    await page.waitForFunction(
      () => {
        const element = document.querySelector<HTMLElement>('[data-testid="devices-map"]');
        return element?.dataset.ready === 'true' && Number(element.dataset.devices ?? 0) > 0;
      },
      undefined,
      { timeout: 30_000 },
    );
    const box = await page.getByTestId('devices-map').boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.8);
    await page.getByTestId('siting-figures').waitFor({ timeout: 20_000 });
    const figures = await page.getByTestId('siting-figures').innerText();
    expect(figures).toMatch(/New area nobody hears/);
    await screenshot(page, 'device-all-en');
    expect(errors).toEqual([]);
  }, 90_000);

  it('shows the ranking and its formula', async () => {
    const { page, errors } = await openAs('zh');
    await page.goto(simUrl('/datarank'));
    await page.waitForURL(/\/datarank\/index$/);
    await page.getByTestId('rank-table').waitFor();
    await page
      .locator('[data-testid="rank-table"] .ant-spin-spinning')
      .waitFor({ state: 'detached', timeout: 20_000 });
    await page
      .getByText('得分 = 独有位置 + 100 × 独有网格 + 1000 × 在线天数（最近 30 天）')
      .waitFor();
    await screenshot(page, 'datarank-zh');
    expect(errors).toEqual([]);
  }, 60_000);

  it('fits a phone', async () => {
    const { page, errors } = await openAs('zh', { width: 390, height: 844 });
    await page.goto(simUrl(`/device/index/${devId}?date=today`));
    await page.getByTestId('device-status').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLElement>('[data-testid="coverage-map"]')?.dataset.ready ===
        'true',
      undefined,
      { timeout: 60_000 },
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'device-detail-phone-zh');
    expect(errors).toEqual([]);
  }, 90_000);

  // The network figures of /device/all: `/business/pcr/adsb` and `/index/country`. The
  // simulator's receivers stand in China, so China lists them all.
  for (const [language, viewport] of [
    ['en', { width: 1280, height: 900 }],
    ['zh', { width: 1280, height: 900 }],
    ['zh', { width: 390, height: 844 }],
  ] as const) {
    it(`shows the coverage rate and the receivers per country (${language}, ${viewport.width} px)`, async () => {
      const rate = (await (
        await fetch(new URL(`${API_V2_FULL_PATHS.adsbCoverageRate}?days=7`, sim.baseUrl))
      ).json()) as { data: AdsbCoverage };
      expect(rate.data.receivers).toBeGreaterThan(0);
      expect(rate.data.aircraft).toBeGreaterThan(0);
      expect(rate.data.days.at(-1)?.areaKm2).toBeGreaterThan(0);
      const { page, errors } = await openAs(language, viewport);
      await page.goto(simUrl('/device/all'));
      const figures = page.getByTestId('network-figures');
      await figures.getByTestId('coverage-rate').waitFor({ timeout: 30_000 });
      const shown = await figures.getByTestId('coverage-rate').innerText();
      expect(shown).toMatch(language === 'zh' ? /位置覆盖率/ : /Position coverage rate/);
      expect(shown).toMatch(/\d+(\.\d)?\s*%/);
      // Seven days, newest first.
      const days = figures.getByTestId('coverage-days').locator('tbody tr.ant-table-row');
      await expect.poll(() => days.count()).toBe(7);
      expect(await days.first().innerText()).toContain(rate.data.days.at(-1)?.day ?? '?');
      // China (the busiest) heads the list; the first page's receivers are public receivers
      // placed in a country.
      const rows = figures.getByTestId('receiver-countries').locator('tbody tr.ant-table-row');
      await rows.filter({ hasText: language === 'zh' ? '中国' : 'China' }).waitFor();
      let placed = 0;
      for (const row of await rows.all())
        placed += Number((await row.locator('td').allInnerTexts())[1]);
      // The simulator lists more receivers as their first flushes land: at most as many as now.
      const after = (await (
        await fetch(new URL(API_V2_FULL_PATHS.adsbCoverageRate, sim.baseUrl))
      ).json()) as { data: AdsbCoverage };
      expect(placed).toBeGreaterThan(0);
      expect(placed).toBeLessThanOrEqual(after.data.receivers);
      if (viewport.width < 500) expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `device-all-network-${language}-${viewport.width}`);
      expect(errors).toEqual([]);
    }, 90_000);
  }
});

describe('back-office coverage pages', () => {
  let admin: AdminServer;
  beforeAll(async () => {
    admin = await startAdminServer();
  }, 600_000);
  afterAll(() => admin.stop());

  for (const language of ['zh', 'en'] as const) {
    it(`shows the coverage data and user ranking pages under Devices (${language})`, async () => {
      const { page, errors } = await openApp(language, {
        device: { viewport: { width: 1280, height: 860 } },
        token: admin.token,
        baseUrl: admin.baseUrl,
      });
      await page.goto(`${admin.baseUrl}/bms/devices/coverage`);
      const title = language === 'zh' ? '覆盖数据' : 'Coverage data';
      await page.getByRole('heading', { name: title }).waitFor();
      await page
        .locator('.bms__sider')
        .getByText(language === 'zh' ? '设备' : 'Devices')
        .first()
        .waitFor();
      await page.getByTestId('coverage-data-table').waitFor();
      await page.getByTestId('export-button').waitFor();
      await screenshot(page, `bms-coverage-${language}`);
      await page.goto(`${admin.baseUrl}/bms/devices/airport-coverage`);
      await page.getByTestId('cover-rate-table').waitFor();
      await screenshot(page, `bms-airport-coverage-${language}`);
      await page.goto(`${admin.baseUrl}/bms/devices/user-rank`);
      await page.getByTestId('user-rank-table').waitFor();
      await screenshot(page, `bms-user-rank-${language}`);
      expect(errors).toEqual([]);
    }, 90_000);
  }
});
