import { ADSB_PATHS, ADSB_ROOT, type WaitAreas } from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowsers, PHONE, openPage, screenshot, settled, url } from './browser';
import { HOLDING_CENTRE } from './recorded-feeds';

// The holding-areas route layer end to end (issue 19, h19b). Two aircraft fly holding circles a
// few km apart near Guiyang (far from the other files' traffic) at 5°/s, fed by the run's global
// set-up (recorded-feeds.ts) from its start; through ingest, the live table and the event detector each becomes a stored hold,
// `/adsb/frw/route/wait` groups the two into one area, and the map options' "Holding areas"
// switch draws it with its label and legend, in English, Chinese and on a phone.

const CENTRE = HOLDING_CENTRE;

async function ownArea(): Promise<WaitAreas['areas'][number] | undefined> {
  const response = await fetch(url(`${ADSB_ROOT}${ADSB_PATHS.routeWait}?days=7`));
  const answer = (await response.json()) as { code: number; data: WaitAreas };
  return answer.data.areas.find(
    (area) => Math.abs(area.lat - CENTRE.lat) < 0.15 && Math.abs(area.lon - CENTRE.lon) < 0.15,
  );
}

beforeAll(async () => {
  if (inject('recordedFeedStartedMs') === 0) throw new Error(inject('recordedFeedError'));
  // The holds are fed from the start of the run (recorded-feeds.ts); the call keeps an answer a
  // minute.
  const deadline = Date.now() + 300_000;
  while (((await ownArea())?.holds ?? 0) < 2) {
    if (Date.now() > deadline) throw new Error('the fed holds made no holding area in 300 s');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}, 330_000);

async function switchOn(page: Page, region: string, options: string, name: string) {
  await page.goto(url(`/tracker/${CENTRE.lon},${CENTRE.lat}/10`));
  await page.getByRole('region', { name: region }).waitFor();
  await page.waitForFunction(() => window.__skytraceMapOptions !== undefined, null, {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: options, exact: true }).click();
  const panel = page.getByRole('region', { name: options });
  const toggle = panel.getByRole('switch', { name });
  await toggle.scrollIntoViewIfNeeded();
  const answer = page.waitForResponse((r) => r.url().includes(ADSB_PATHS.routeWait));
  await toggle.check();
  expect((await answer).status()).toBe(200);
  await page.waitForFunction(() => (window.__skytraceMapOptions?.waitAreaCount() ?? 0) > 0);
  await page.waitForFunction(() => window.__skytraceMapOptions?.visible('wait-areas-fill'));
  await page.getByRole('button', { name: options, exact: true }).click();
  return toggle;
}

describe('holding areas layer', () => {
  afterEach(closeBrowsers);

  it('draws the fed holds as one area with its label and legend (English, metres by default)', async () => {
    const area = await ownArea();
    expect(area).toMatchObject({ holds: 2, aircraft: 2, airportIata: 'KWE', altitudeFt: 9_800 });
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
    await switchOn(page, 'Radar map', 'Map options', 'Holding areas (observed)');
    const legend = page.getByRole('region', { name: 'Holding areas, last 7 days' });
    await legend.getByText('30+ holds').waitFor();
    await legend.getByText('the circle holds 90 % of them', { exact: false }).waitFor();
    const label = page.locator(`[data-wait-area="${area?.id ?? 0}"]`);
    await expect.poll(() => label.textContent()).toBe('KWE · 2 holds · 2,987 m');
    await settled(page);
    await screenshot(page, 'wait-areas-en', false);
    expect(errors).toEqual([]);
  }, 180_000);

  it('labels it in Chinese, in metres', async () => {
    const { page, errors } = await openPage({
      viewport: { width: 1366, height: 800 },
      locale: 'zh-CN',
    });
    await switchOn(page, '雷达地图', '地图选项', '等待区（观测）');
    await page.locator('[data-testid="wait-areas-legend"]').getByText('近 7 天等待区').waitFor();
    const label = page.locator('.wait-area-label').filter({ hasText: 'KWE' });
    await expect.poll(() => label.textContent()).toBe('KWE · 等待 2 次 · 2,987 米');
    await settled(page);
    await screenshot(page, 'wait-areas-zh', false);
    expect(errors).toEqual([]);
  }, 180_000);

  it('fits a phone and switches off', async () => {
    const { page, errors } = await openPage(PHONE);
    const toggle = await switchOn(page, 'Radar map', 'Map options', 'Holding areas (observed)');
    await page.locator('.wait-area-label').filter({ hasText: 'KWE' }).waitFor();
    await settled(page);
    await screenshot(page, 'wait-areas-phone', false);
    await page.getByRole('button', { name: 'Map options', exact: true }).click();
    await toggle.uncheck();
    await page.waitForFunction(() => window.__skytraceMapOptions?.waitAreaCount() === 0);
    await page.locator('[data-testid="wait-areas-legend"]').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  }, 180_000);
});
