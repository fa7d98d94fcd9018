import { ADSB_FULL_PATHS, API_V2_FULL_PATHS } from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, closeBrowsers, openPage, screenshot, settled, url } from './browser';

// Issue 19 item 4 in Chromium: an administrator pastes METARs on the back office's weather page
// (a bad one refused with its line named, nothing stored); the airports around the map's default
// centre get current reports of each flight category; "Airport weather" colours their dots with
// a legend, the radar layer says it is unavailable (no source configured), and an airport's popup
// shows the decoded card, its raw text and the 24-hour chart. English, Chinese and a phone.

const ADMIN = process.env.E2E_ADMIN_USERNAME ?? 'e2eadmin';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const COLOURS = { VFR: '#22c55e', MVFR: '#3b82f6', IFR: '#ef4444', LIFR: '#d946ef' } as const;
const CATEGORIES = ['VFR', 'MVFR', 'IFR', 'LIFR'] as const;

let adminToken: string;

beforeAll(async () => {
  const response = await fetch(url(API_V2_FULL_PATHS.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: '1', username: ADMIN, password: ADMIN_PASSWORD }),
  });
  adminToken = ((await response.json()) as { data: { token: string } }).data.token;
});

function two(value: number): string {
  return String(value).padStart(2, '0');
}

/** A METAR of `category` observed `minutesAgo` before now (rounded to the half hour). */
function metar(icao: string, category: (typeof CATEGORIES)[number], minutesAgo: number): string {
  const at = new Date(Math.floor((Date.now() - minutesAgo * 60_000) / 1_800_000) * 1_800_000);
  const time = `${two(at.getUTCDate())}${two(at.getUTCHours())}${two(at.getUTCMinutes())}Z`;
  const body = {
    VFR: '24006MPS 200V280 CAVOK 18/02 Q1016 NOSIG',
    MVFR: '18004MPS 7000 -RA SCT015 BKN025 12/09 Q1009 NOSIG',
    IFR: '36003MPS 2500 BR BKN008 OVC020 08/07 Q1012 BECMG 4000 BR',
    LIFR: '00000MPS 0300 R16/0450N FG VV001 04/04 Q1021 BECMG 1500 BR',
  }[category];
  return `METAR ${icao} ${time} ${body}`;
}

async function airportsOnMap(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window.__skytraceMapOptions?.airportCount() ?? 0) > 0, null, {
    timeout: 60_000,
    polling: 200,
  });
  return page.evaluate(() => window.__skytraceMapOptions?.airportCodes() ?? []);
}

async function upload(text: string): Promise<number> {
  const response = await fetch(url(ADSB_FULL_PATHS.weatherReports), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ text }),
  });
  return ((await response.json()) as { code: number }).code;
}

/** Opens the map, turns "Airport weather" on and waits for the coloured airports. */
async function weatherMap(page: Page, switchName: string, optionsName: string, expected: string[]) {
  await page.goto(url('/'));
  await page.waitForFunction(() => window.__skytraceMapOptions !== undefined, null, {
    timeout: 60_000,
  });
  await airportsOnMap(page);
  await page.getByRole('button', { name: optionsName, exact: true }).click();
  const panel = page.getByRole('region', { name: optionsName });
  await panel.getByRole('switch', { name: switchName }).check();
  await page.waitForFunction(
    (codes) => codes.every((code) => window.__skytraceMapOptions?.airportCategory(code) !== null),
    expected,
    { timeout: 30_000, polling: 200 },
  );
  return panel;
}

/**
 * Clicks the first airport a click reaches. The point is read only once the map is at rest: on a
 * loaded machine the map may still be moving (the start view, a fit after the options panel),
 * and a point read mid-move is no longer the airport's by the time the click lands.
 */
async function clickAirport(page: Page): Promise<void> {
  const handle = await page.waitForFunction(
    () => {
      const probe = window.__skytraceMapOptions;
      return probe !== undefined && !probe.moving() ? probe.airportPoint() : null;
    },
    null,
    { timeout: 30_000, polling: 200 },
  );
  const at = (await handle.jsonValue()) as [number, number];
  await page.mouse.click(at[0], at[1]);
}

/**
 * Waits until the open popup lies wholly inside the map, with the map at rest: the map pans a
 * popup that grew past its edge back into view, where a user (and a click) can reach all of it.
 */
async function popupInView(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const popup = document.querySelector('.maplibregl-popup')?.getBoundingClientRect();
      const map = document.querySelector('.maplibregl-map')?.getBoundingClientRect();
      if (popup === undefined || map === undefined) return false;
      if (window.__skytraceMapOptions?.moving() ?? true) return false;
      return (
        popup.top >= map.top &&
        popup.bottom <= map.bottom &&
        popup.left >= map.left &&
        popup.right <= map.right
      );
    },
    null,
    { timeout: 15_000, polling: 100 },
  );
  await settled(page);
}

describe('airport weather', () => {
  afterEach(closeBrowsers);

  it('stores pasted reports from the back office, refusing a bad one', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1280, height: 800 } });
    await page.context().addCookies([{ name: 'skytrace_token', value: adminToken, url: BASE_URL }]);
    await page.goto(url('/bms/weather'));
    const box = page.getByRole('textbox', { name: 'Reports' });
    await box.waitFor({ timeout: 60_000 });
    await box.fill(`${metar('ZBAA', 'VFR', 60)}\nMETAR ZBAA nonsense`);
    await page.getByRole('button', { name: 'Store reports' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Line 2' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Line 2 is not a valid METAR or TAF');
    await box.fill(
      `${metar('ZBAA', 'VFR', 60)}\nTAF ZBAA ${metar('ZBAA', 'VFR', 60).slice(11, 18)} ` +
        '2406/2512 34008MPS CAVOK\n  BECMG 2412/2414 1500 BR',
    );
    await page.getByRole('button', { name: 'Store reports' }).click();
    await page.getByRole('status').filter({ hasText: 'stored for ZBAA' }).waitFor();
    await settled(page);
    await screenshot(page, 'weather-bms-en', false);
    // The refused paste is a 400 answer, which Chromium logs as a failed resource.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });

  it('colours airports by flight category and shows the weather card (English)', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
    await page.goto(url('/'));
    const codes = (await airportsOnMap(page)).slice(0, 12);
    expect(codes.length).toBeGreaterThan(0);
    // Two reports per airport (an hour ago and now) so the history chart has a line.
    const reports = codes.flatMap((code, index) => [
      metar(code, CATEGORIES[(index + 1) % 4]!, 60),
      metar(code, CATEGORIES[index % 4]!, 0),
    ]);
    expect(await upload(reports.join('\n'))).toBe(200);

    const panel = await weatherMap(page, 'Airport weather (flight category)', 'Map options', codes);
    for (const [index, code] of codes.entries()) {
      expect(
        await page.evaluate((c) => window.__skytraceMapOptions?.airportCategory(c), code),
      ).toBe(COLOURS[CATEGORIES[index % 4]!]);
    }
    expect(await panel.getByTestId('layer-unavailable-weather').textContent()).toBe(
      'Weather radar unavailable: no radar source is configured on this site.',
    );
    const legend = page.getByRole('region', { name: 'Flight category' });
    await legend.waitFor();
    expect(await legend.textContent()).toMatch(/VFR.*MVFR.*IFR.*LIFR.*METARs of/);
    await settled(page);
    await screenshot(page, 'weather-map-options-en', false);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await clickAirport(page);
    const card = page.getByTestId('airport-weather');
    await card.waitFor({ timeout: 20_000 });
    await popupInView(page);
    const category = await card.getByTestId('weather-category').getAttribute('data-category');
    expect(CATEGORIES).toContain(category);
    expect(await card.textContent()).toMatch(
      /Wind.*Visibility.*Clouds.*Temperature.*Dew point.*QNH/,
    );
    await card.getByText('Raw METAR').click();
    await card.locator('code').first().waitFor();
    expect(await card.locator('code').first().textContent()).toMatch(/^METAR [A-Z]{4} \d{6}Z/);
    await card.getByRole('button', { name: 'Last 24 hours' }).click();
    await card.getByTestId('weather-history-chart').locator('canvas').waitFor({ timeout: 20_000 });
    await popupInView(page);
    await screenshot(page, 'weather-card-en', false);
    expect(errors).toEqual([]);
  });

  it('shows the card in Chinese with the user’s units', async () => {
    const { page, errors } = await openPage({
      viewport: { width: 1366, height: 800 },
      locale: 'zh-CN',
    });
    await page.goto(url('/'));
    const codes = (await airportsOnMap(page)).slice(0, 12);
    expect(
      await upload(codes.map((code, i) => metar(code, CATEGORIES[i % 4]!, 0)).join('\n')),
    ).toBe(200);
    const panel = await weatherMap(page, '机场天气（飞行气象类别）', '地图选项', codes);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: '飞行气象类别' }).waitFor();
    await clickAirport(page);
    const card = page.getByTestId('airport-weather');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toMatch(/风.*能见度.*云.*气温.*露点.*修正海压/);
    await popupInView(page);
    await screenshot(page, 'weather-card-zh', false);
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(url('/'));
    const codes = (await airportsOnMap(page)).slice(0, 12);
    expect(
      await upload(codes.map((code, i) => metar(code, CATEGORIES[i % 4]!, 0)).join('\n')),
    ).toBe(200);
    const panel = await weatherMap(page, 'Airport weather (flight category)', 'Map options', codes);
    await settled(page);
    await screenshot(page, 'weather-options-phone', false);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await clickAirport(page);
    await page.getByTestId('airport-weather').waitFor({ timeout: 20_000 });
    await popupInView(page);
    await screenshot(page, 'weather-card-phone', false);
    expect(errors).toEqual([]);
  });
});
