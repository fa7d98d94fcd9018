import { API_V2_PATHS, CHINA_TIME_OFFSET_SECONDS } from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpToken } from './account';
import {
  BASE_URL,
  PHONE,
  closeBrowsers,
  horizontalOverflow,
  openPage,
  screenshot,
  settled,
} from './browser';
import { openApp } from './open-app';
import { levelFlightBurst, startBeastFeed, type LevelFlight } from './feeder';

// Issue 19: the "Following" panel of the live map. This test is the receiver of one airframe
// flying near Harbin (no other browser test looks there), which the user follows; a flight
// number followed for today is not flying. The panel lists both with their §3 fields; the live
// one, clicked, selects the aircraft and centres the map on it; the other links to its flight
// history; a follow added while the panel is open appears on its next refresh; a signed-out
// visitor is asked to sign in. English and Chinese on a desktop, a bottom sheet on a phone.

const AIRFRAME: LevelFlight = {
  icao: 0x7d1901,
  callsign: 'CSN6391',
  squawk: '4521',
  lat: 45.7,
  lon: 126.6,
  altitudeFt: 30_000,
  speedKt: 200,
  track: 90,
};
const HEX = '7d1901';
/** The map opens south-west of the aircraft, so centring on it is a measurable move. */
const START_VIEW = '/tracker/125.6000,45.1000/8';
/** A phone's view is narrower (about 2° of longitude at zoom 8): it opens nearer. */
const PHONE_VIEW = '/tracker/126.3000,45.5000/8';
/** Today in China time (the calendar of flight dates). */
const TODAY = new Date(Date.now() + CHINA_TIME_OFFSET_SECONDS * 1000).toISOString().slice(0, 10);
// The planned follow is next week's CA1501: the shared simulator flies today's CA1501 at some
// hours of the day, and a live one would show as in flight.
const NEXT_WEEK = new Date(Date.now() + (CHINA_TIME_OFFSET_SECONDS + 7 * 86_400) * 1000)
  .toISOString()
  .slice(0, 10);

let token: string;
let stopFeed: (() => void) | null = null;

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(`/api/v2${path}?lang=en`, BASE_URL), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

beforeAll(async () => {
  stopFeed = (await startBeastFeed((seconds) => levelFlightBurst([AIRFRAME], seconds))).stop;
  token = await signUpToken('followpanel');
  await api('POST', API_V2_PATHS.addFollow, { kind: 'aircraft', icaoId: HEX.toUpperCase() });
  await api('POST', API_V2_PATHS.addFollow, { kind: 'flight', fnum: 'CA1501', date: NEXT_WEEK });
  // The server sees the airframe flying before any page looks (flightStatusCode 1).
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mine = await api<{ list: { icaoId: string | null; flightStatusCode: number }[] }>(
      'GET',
      API_V2_PATHS.myFollow,
    );
    if (mine.list.some((row) => row.icaoId === HEX.toUpperCase() && row.flightStatusCode === 1))
      break;
    if (Date.now() > deadline) throw new Error('the followed airframe is not seen flying');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);
afterAll(() => stopFeed?.());
afterEach(() => closeBrowsers());

async function openAs(language: 'en' | 'zh', device: Parameters<typeof openPage>[0]) {
  return openApp(language, { device, token });
}

/** Waits until the fed airframe is in the page's live data. */
async function aircraftShown(page: Page) {
  await page.waitForFunction((hex) => window.__skytrace?.aircraftPoint(hex) != null, HEX, {
    timeout: 60_000,
    polling: 200,
  });
}

/** Waits until the map's centre is within 0.05° of the airframe's track (it flies east). */
async function centredOnAircraft(page: Page) {
  await page.waitForFunction(
    (lat) => {
      const view = window.__skytrace?.view();
      if (view === undefined) return false;
      const [lng, centreLat] = view.center;
      return Math.abs(centreLat - lat) < 0.05 && lng > 126.55 && lng < 127.2;
    },
    AIRFRAME.lat,
    { timeout: 30_000, polling: 200 },
  );
}

describe('following panel on the map', () => {
  it('lists the follows, centres a live one, links the others, refreshes (en)', async () => {
    const { page, errors } = await openAs('en', { viewport: { width: 1366, height: 860 } });
    await page.goto(`${BASE_URL}${START_VIEW}`);
    await aircraftShown(page);
    await page
      .getByRole('toolbar', { name: 'Map tools' })
      .getByRole('button', { name: 'Following' })
      .click();
    const panel = page.getByRole('region', { name: 'Following' });
    const list = panel.getByRole('list', { name: 'Following' });
    await list.getByRole('listitem').nth(1).waitFor({ timeout: 30_000 });
    const live = list.getByRole('listitem').filter({ hasText: 'In flight' });
    expect(await live.count()).toBe(1);
    expect(await live.textContent()).toMatch(/Aircraft.*Took off.*Landed/);
    const planned = list.getByRole('listitem').filter({ hasText: 'CA1501' });
    expect(await planned.textContent()).toMatch(/Not flying.*Scheduled/);
    expect(
      await planned.getByRole('link', { name: 'Flight history of CA1501' }).getAttribute('href'),
    ).toBe(`/track-data/CA1501/${NEXT_WEEK.replaceAll('-', '')}`);
    await settled(page);
    await screenshot(page, 'follow-panel-en', false);

    await live.getByRole('button', { name: /^Show .+ on the map$/ }).click();
    await centredOnAircraft(page);
    await page.waitForURL(/\/tracker\/[^/,]+$/);

    // A follow added elsewhere shows on the panel's next refresh (every 30 s).
    await api('POST', API_V2_PATHS.addFollow, { kind: 'flight', fnum: 'MU5391', date: TODAY });
    await list.getByRole('listitem').filter({ hasText: 'MU5391' }).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  });

  it('shows the panel in Chinese, and asks a signed-out visitor to sign in', async () => {
    const { page, errors } = await openAs('zh', { viewport: { width: 1366, height: 860 } });
    await page.goto(`${BASE_URL}${START_VIEW}?tool=following`);
    const panel = page.getByRole('region', { name: '我的关注' });
    await panel.getByText('飞行中').waitFor({ timeout: 30_000 });
    expect(await panel.textContent()).toMatch(/计划起飞.*实际起飞.*实际落地/);
    await settled(page);
    await screenshot(page, 'follow-panel-zh', false);
    expect(errors).toEqual([]);

    const visitor = await openPage({ viewport: { width: 1366, height: 860 } });
    await visitor.page.goto(`${BASE_URL}/?tool=following`);
    const prompt = visitor.page.getByRole('region', { name: 'Following' });
    await prompt.getByText('Sign in to see the flights and aircraft you follow.').waitFor();
    const login = prompt.getByRole('link', { name: 'Log in' });
    expect(await login.getAttribute('href')).toMatch(/^\/login/);
    await settled(visitor.page);
    await screenshot(visitor.page, 'follow-panel-signed-out-en', false);
  });

  it('opens as a bottom sheet on a phone and centres the live aircraft', async () => {
    const { page, errors } = await openAs('zh', PHONE);
    await page.goto(`${BASE_URL}/mobile${PHONE_VIEW}`);
    await aircraftShown(page);
    await page.getByRole('button', { name: '我的关注' }).click();
    const sheet = page.locator('.following-sheet');
    const live = sheet.getByRole('listitem').filter({ hasText: '飞行中' });
    await live.waitFor({ timeout: 30_000 });
    await settled(page);
    await screenshot(page, 'follow-panel-phone-zh', false);
    expect(await horizontalOverflow(page)).toBe(0);
    await live.getByRole('button', { name: /^在地图上查看 / }).click();
    await centredOnAircraft(page);
    await page.waitForURL(/\/mobile\/tracker\/[^/,]+$/);
    expect(errors).toEqual([]);
  });
});
