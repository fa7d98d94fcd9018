import { ADSB_FULL_PATHS, API_V2_FULL_PATHS } from '@skytrace/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  closeBrowsers,
  horizontalOverflow,
  openPage,
  screenshot,
  settled,
  url,
} from './browser';
import { openApp } from './open-app';

// Issue 19: the weather card of the airport page (/airport/{code}, AirportPage shows
// AirportWeather). An administrator stores a marginal-VFR METAR for Ürümqi (ZWWW, an airport no
// other browser test reports on); the page shows it decoded, its category and its raw text, in
// English, in Chinese and on a phone.

const ADMIN = process.env.E2E_ADMIN_USERNAME ?? 'e2eadmin';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const ICAO = 'ZWWW';

const two = (value: number) => String(value).padStart(2, '0');

/** Observed on the half hour before now: snow, 8 km, broken at 2,000 ft (MVFR). */
function report(): string {
  const at = new Date(Math.floor(Date.now() / 1_800_000) * 1_800_000);
  const time = `${two(at.getUTCDate())}${two(at.getUTCHours())}${two(at.getUTCMinutes())}Z`;
  return `METAR ${ICAO} ${time} 31004MPS 8000 -SN BKN020 M08/M11 Q1027 NOSIG`;
}

beforeAll(async () => {
  const login = await fetch(url(API_V2_FULL_PATHS.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: '1', username: ADMIN, password: ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const stored = await fetch(url(ADSB_FULL_PATHS.weatherReports), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: report() }),
  });
  expect(((await stored.json()) as { code: number }).code).toBe(200);
}, 60_000);
afterEach(() => closeBrowsers());

async function openIn(language: 'en' | 'zh', device: Parameters<typeof openPage>[0]) {
  const opened = await openApp(language, { device });
  await opened.page.goto(url(`/airport/${ICAO}`));
  const card = opened.page.getByTestId('airport-weather');
  await card.getByTestId('weather-category').waitFor({ timeout: 60_000 });
  return { ...opened, card };
}

describe('airport page weather card', () => {
  it('shows the decoded METAR, its category and raw text (en)', async () => {
    const { page, errors, card } = await openIn('en', { viewport: { width: 1280, height: 900 } });
    expect(await card.getAttribute('aria-label')).toBe('Weather');
    expect(await card.getByTestId('weather-category').getAttribute('data-category')).toBe('MVFR');
    expect(await card.getByTestId('weather-category').textContent()).toBe('Marginal VFR');
    const text = (await card.textContent()) ?? '';
    expect(text).toMatch(/Wind.*Visibility.*Clouds.*Temperature.*Dew point.*QNH/);
    expect(text).toContain('1027');
    await card.getByText('Raw METAR').click();
    expect(await card.locator('code').first().textContent()).toBe(report());
    await card.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'airport-weather-en');
    expect(errors).toEqual([]);
  });

  it('shows the card in Chinese and on a phone', async () => {
    const zh = await openIn('zh', { viewport: { width: 1280, height: 900 } });
    expect(await zh.card.getAttribute('aria-label')).toBe('天气');
    expect(await zh.card.getByTestId('weather-category').textContent()).toBe('边缘目视（MVFR）');
    expect(await zh.card.textContent()).toMatch(/风.*能见度.*云/);
    await zh.card.scrollIntoViewIfNeeded();
    await settled(zh.page);
    await screenshot(zh.page, 'airport-weather-zh');
    expect(zh.errors).toEqual([]);

    const phone = await openIn('zh', PHONE);
    await phone.card.scrollIntoViewIfNeeded();
    await settled(phone.page);
    expect(await horizontalOverflow(phone.page)).toBe(0);
    const box = await phone.card.boundingBox();
    // The card fits the phone's width.
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'airport-weather-phone-zh');
    expect(phone.errors).toEqual([]);
  });
});
