import { ADSB_PATHS, API_V2_PATHS } from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, PHONE, openPage, screenshot, settled, url } from './browser';

// The observed-route layers of the map options on the real server (SIM=off, a fresh database:
// the `observed routes` job ran at start over no recorded traffic, so the sets are empty): the
// switches ask the real calls, the layers show and hide, the note says they are observed
// corridors and not airways, in English, Chinese and on a phone.

async function openOptions(page: Page, region: string, button: string) {
  await page.goto(url('/'));
  await page.getByRole('region', { name: region }).waitFor();
  await page.waitForFunction(() => window.__skytraceMapOptions !== undefined, null, {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  return page.getByRole('region', { name: button });
}

const visible = (page: Page, layer: string) =>
  page.evaluate((id) => window.__skytraceMapOptions?.visible(id) ?? false, layer);

describe('observed routes', () => {
  afterEach(closeBrowsers);

  it('switches the domestic and Southeast Asia layers (English)', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
    const panel = await openOptions(page, 'Radar map', 'Map options');
    await panel.getByText('Corridors our recorded flights flew').waitFor();
    const domestic = page.waitForResponse((r) => r.url().includes(ADSB_PATHS.domesticRoutes));
    await panel.getByRole('switch', { name: 'Domestic (observed)' }).check();
    const answer = await domestic;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { data: { routes: unknown[] } };
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('routes-domestic'));
    expect(await page.evaluate(() => window.__skytraceMapOptions?.routeCount('domestic'))).toBe(
      body.data.routes.length,
    );
    const sea = page.waitForResponse((r) => r.url().includes(API_V2_PATHS.seaRoutes));
    await panel.getByRole('switch', { name: 'Southeast Asia (observed)' }).check();
    expect((await sea).status()).toBe(200);
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('routes-sea'));
    await panel.getByRole('switch', { name: 'Domestic (observed)' }).uncheck();
    await page.waitForFunction(() => !window.__skytraceMapOptions?.visible('routes-domestic'));
    expect(await visible(page, 'routes-sea')).toBe(true);
    await settled(page);
    await screenshot(page, 'observed-routes-en', false);
    expect(errors).toEqual([]);
  }, 180_000);

  it('labels them as observed in Chinese', async () => {
    const { page, errors } = await openPage({
      viewport: { width: 1366, height: 800 },
      locale: 'zh-CN',
    });
    const panel = await openOptions(page, '雷达地图', '地图选项');
    await panel.getByRole('switch', { name: '国内（实测）' }).check();
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('routes-domestic'));
    await panel.getByText('并非官方航路').waitFor();
    await settled(page);
    await screenshot(page, 'observed-routes-zh', false);
    expect(errors).toEqual([]);
  }, 180_000);

  it('fits a phone', async () => {
    const { page, errors } = await openPage(PHONE);
    const panel = await openOptions(page, 'Radar map', 'Map options');
    const option = panel.getByRole('switch', { name: 'Southeast Asia (observed)' });
    await option.scrollIntoViewIfNeeded();
    await option.check();
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('routes-sea'));
    await settled(page);
    await screenshot(page, 'observed-routes-phone', false);
    expect(errors).toEqual([]);
  }, 180_000);
});
