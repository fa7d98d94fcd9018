import { API_V2_PATHS } from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, screenshot, settled, url } from './browser';

// The map options end to end on the real server: the panel opens from the map, a style repaints
// the base map, the day/night layer and live-flight switch act on the map, airport labels come
// from /business/airport/range around the default centre (reference airports), choices survive a
// reload, both languages, and a narrow window gets a full-width sheet. WebGL runs on SwiftShader
// here, so waits are generous.

const oceanColour = (page: Page) =>
  page.evaluate(() => window.__skytraceMapOptions?.paint('ocean', 'background-color'));

const visible = (page: Page, layer: string) =>
  page.evaluate((id) => window.__skytraceMapOptions?.visible(id) ?? false, layer);

async function waitForMapOptions(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__skytraceMapOptions !== undefined, null, {
    timeout: 60_000,
  });
  // The base map's land arrives with the country geometry.
  await page.waitForFunction(() => window.__skytraceMapOptions?.visible('land') === true, null, {
    timeout: 60_000,
  });
}

async function waitForAirports(page: Page): Promise<number> {
  await page.waitForFunction(() => (window.__skytraceMapOptions?.airportCount() ?? 0) > 0, null, {
    timeout: 60_000,
    polling: 200,
  });
  return page.evaluate(() => window.__skytraceMapOptions?.airportCount() ?? 0);
}

describe('map options', () => {
  afterEach(closeBrowsers);

  it('switches style, day/night, live flights and airport labels, and keeps them (English)', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
    const rangeQueries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(API_V2_PATHS.airportRange)) rangeQueries.push(request.url());
    });
    await page.goto(url('/'));
    await page.getByRole('region', { name: 'Radar map' }).waitFor();
    await waitForMapOptions(page);
    expect(await oceanColour(page)).toBe('#0a1a2f');

    // Airport labels are on by default (spec §3): the default centre has reference airports.
    const airports = await waitForAirports(page);
    console.log(`[map-options] ${airports} airports around the default centre`);
    expect(rangeQueries[0]).toMatch(/interFlag=0/);
    expect(await visible(page, 'airports')).toBe(true);

    const toggle = page.getByRole('button', { name: 'Map options', exact: true });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Map options' });
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // No online sources are configured: only the offline base map and the day/night layer.
    expect(await panel.getByRole('radio', { name: 'Default' }).isChecked()).toBe(true);
    expect(await panel.getByRole('radio', { name: 'Satellite' }).count()).toBe(0);
    expect(await panel.getByRole('switch', { name: 'Weather radar' }).count()).toBe(0);

    await panel.getByRole('radio', { name: 'Light' }).check();
    await page.waitForFunction(
      () => window.__skytraceMapOptions?.paint('ocean', 'background-color') === '#b8cadb',
    );
    expect(
      await page.evaluate(() => window.__skytraceMapOptions?.paint('land', 'fill-color')),
    ).toBe('#e4e7ea');

    await panel.getByRole('switch', { name: 'Day and night' }).check();
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('day-night') === true);

    // Devices: a visitor's page asks for the community list when the layer is turned on.
    const deviceList = page.waitForResponse((response) =>
      response.url().includes(API_V2_PATHS.deviceList),
    );
    await panel.getByRole('switch', { name: 'Devices' }).check();
    expect((await deviceList).status()).toBe(200);
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('devices') === true);
    await panel.getByRole('switch', { name: 'Devices' }).uncheck();

    await panel.getByRole('switch', { name: 'Live flights' }).uncheck();
    await page.waitForFunction(
      () => window.__skytraceMapOptions?.visible('aircraft-halo') === false,
    );
    await panel.getByRole('switch', { name: 'Live flights' }).check();
    await page.waitForFunction(
      () => window.__skytraceMapOptions?.visible('aircraft-halo') === true,
    );

    // Brightness dims the vector map below the design value.
    await panel.getByRole('slider', { name: 'Brightness' }).fill('20');
    await page.waitForFunction(
      () => window.__skytraceMapOptions?.paint('ocean', 'background-color') !== '#b8cadb',
    );
    await panel.getByRole('slider', { name: 'Brightness' }).fill('40');
    await page.waitForFunction(
      () => window.__skytraceMapOptions?.paint('ocean', 'background-color') === '#b8cadb',
    );
    await settled(page);
    await screenshot(page, 'map-options-en', false);

    // Clicking an airport opens a popup with its names and codes.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    const at = await page.evaluate(() => window.__skytraceMapOptions?.airportPoint() ?? null);
    expect(at).not.toBeNull();
    await page.mouse.click(at?.[0] ?? 0, at?.[1] ?? 0);
    const popup = page.locator('.map-popup');
    await popup.waitFor({ timeout: 10_000 });
    expect(await popup.textContent()).toMatch(/IATA.*ICAO.*City.*Country/);
    await screenshot(page, 'map-options-airport-popup', false);
    await toggle.click();
    await panel.waitFor();

    // Airport labels off: the layer empties and no more range queries are sent.
    await panel.getByRole('switch', { name: 'Airport labels' }).uncheck();
    await page.waitForFunction(() => window.__skytraceMapOptions?.airportCount() === 0);
    expect(await visible(page, 'airports')).toBe(false);
    const asked = rangeQueries.length;
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(1_500);
    expect(rangeQueries.length).toBe(asked);
    await panel.getByRole('switch', { name: 'Airport labels' }).check();

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // The choices are display settings: they survive a reload.
    await page.reload();
    await waitForMapOptions(page);
    await page.waitForFunction(
      () => window.__skytraceMapOptions?.paint('ocean', 'background-color') === '#b8cadb',
    );
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('day-night') === true);
    expect(errors).toEqual([]);
  }, 180_000);

  it('offers the same options in Chinese with airport names in Chinese', async () => {
    const { page, errors } = await openPage({
      viewport: { width: 1366, height: 800 },
      locale: 'zh-CN',
    });
    await page.goto(url('/'));
    await page.getByRole('region', { name: '雷达地图' }).waitFor();
    await waitForMapOptions(page);
    await waitForAirports(page);
    await page.getByRole('button', { name: '地图选项', exact: true }).click();
    const panel = page.getByRole('region', { name: '地图选项' });
    await panel.getByRole('radio', { name: '海洋' }).check();
    await page.waitForFunction(
      () => window.__skytraceMapOptions?.paint('ocean', 'background-color') === '#06334d',
    );
    await panel.getByRole('switch', { name: '昼夜' }).check();
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('day-night') === true);
    expect(await panel.getByRole('switch', { name: '实时航班' }).isChecked()).toBe(true);
    expect(await panel.getByRole('switch', { name: '机场标签' }).isChecked()).toBe(true);
    await settled(page);
    await screenshot(page, 'map-options-zh', false);

    // Zoomed out (trackerWithCenter route): coastlines, borders and the night side in this style.
    await page.goto(url('/tracker/104.452,33.394/3'));
    await waitForMapOptions(page);
    await page.waitForFunction(() => window.__skytraceMapOptions?.visible('day-night') === true);
    expect(await oceanColour(page)).toBe('#06334d');
    await page.waitForTimeout(1_500);
    await screenshot(page, 'map-options-world-zh', false);
    expect(errors).toEqual([]);
  }, 180_000);

  it('opens as a full-width sheet in a narrow window', async () => {
    const { page, errors } = await openPage({ viewport: { width: 420, height: 820 } });
    await page.goto(url('/'));
    await waitForMapOptions(page);
    await page.getByRole('button', { name: 'Map options', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Map options' });
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(420);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(820, 0);
    await screenshot(page, 'map-options-narrow', false);
    await page.getByRole('button', { name: 'Close map options' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 180_000);
});
