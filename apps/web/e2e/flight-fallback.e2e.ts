import { API_V2_PATHS, type FlightAnswer } from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_DIR, signUpToken } from './account';
import { levelFlightBurst, startBeastFeed, type LevelFlight } from './feeder';
import { BASE_URL, closeBrowsers, PHONE, openPage, screenshot, url } from './browser';

// The flight-number fallback of the detail bar (spec §8 "Signal missing, help you view
// playback" and "Real-time Flight Unfound") and the hot list's click beacon
// (`/business/recommend/click`), end to end. This test is the receiver, near Hailar in Inner
// Mongolia, far from the other files' traffic:
// - ZH8701 flies for 20 s, then the same airframe calls itself CSZ8702: the recording keeps a
//   ZH8701 leg of today while no aircraft flies that number any more (the fallback's links);
// - CDG4417 (SC4417) is viewed once, so the hot list shows it; its ICAO address is lower than
//   the other files' aircraft, so it heads the list among flights viewed as often.
// ZH8799 never flew: the server answers hasNoFlightInfo.

const CENTRE = { lng: 119.8, lat: 49.1 };
const RENAMED_AT_SECONDS = 20;
const RECORDED: LevelFlight = {
  icao: 0x7c9f01,
  callsign: 'CSZ8701',
  squawk: '4501',
  lat: 49.0,
  lon: 119.9,
  altitudeFt: 29_000,
  speedKt: 420,
  track: 60,
};
const HOT: LevelFlight = {
  icao: 0x0a0f01,
  callsign: 'CDG4417',
  squawk: '4502',
  lat: 49.2,
  lon: 119.7,
  altitudeFt: 33_000,
  speedKt: 440,
  track: 250,
};
const HOT_ID = '0A0F01';

function burst(seconds: number): Uint8Array {
  const recorded = {
    ...RECORDED,
    callsign: seconds < RENAMED_AT_SECONDS ? 'CSZ8701' : 'CSZ8702',
  };
  return levelFlightBurst([recorded, HOT], seconds);
}

/** What the test reads of a hot list row. */
interface HotFlight {
  icaoId: string;
  views: number;
  clicks?: number;
}

let stopFeed: (() => void) | null = null;
let token = '';

async function get(path: string): Promise<{ code: number; data: unknown }> {
  const response = await fetch(new URL(`/api/v2${path}`, BASE_URL), {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { code: number; data: unknown };
}

async function hotList(): Promise<HotFlight[]> {
  return (await get(API_V2_PATHS.hotFlights)).data as HotFlight[];
}

beforeAll(async () => {
  if (OUTBOX_DIR === undefined) return;
  token = await signUpToken('fallback');
  stopFeed = (await startBeastFeed(burst)).stop;
  // Recorded under ZH8701 and no longer flying it (the renamed airframe flies ZH8702).
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await get(`${API_V2_PATHS.flightByNumber}?fnum=ZH8701`);
    const flight = answer.data as FlightAnswer;
    if (answer.code === 200 && flight.recorded.length > 0 && flight.live.length === 0) break;
    if (Date.now() > deadline) throw new Error('ZH8701 was not recorded and renamed in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  // One view of SC4417 (a signed-in user's path call counts as a view).
  const viewed = await get(`${API_V2_PATHS.flightPath}?icao=${HOT_ID}`);
  if (viewed.code !== 200) throw new Error(`the view of ${HOT_ID} failed (${viewed.code})`);
}, 150_000);

afterAll(() => stopFeed?.());

async function signedIn(options: Parameters<typeof openPage>[0]) {
  const opened = await openPage(options);
  await opened.page.context().addCookies([{ name: 'skytrace_token', value: token, url: BASE_URL }]);
  return opened;
}

const DESKTOP = { viewport: { width: 1366, height: 800 } };

/** The unknown number's 404 is the answer the page shows, not a fault: the rest must be clean. */
function unexpected(errors: readonly string[]): string[] {
  return errors.filter(
    (error) =>
      !error.startsWith('Failed to load resource: the server responded with a status of 404') &&
      error !== `[http] 404 network check: ${API_V2_PATHS.flightByNumber}`,
  );
}

describe.skipIf(OUTBOX_DIR === undefined)('flight-number fallback and hot list clicks', () => {
  afterEach(closeBrowsers);

  it('offers today’s recording of a flight no longer flying, and says when none is known (en)', async () => {
    const { page, errors } = await signedIn(DESKTOP);
    await page.goto(url('/tracker/ZH8701'));
    const detail = page.getByRole('region', { name: /Flight ZH8701/ });
    await detail.waitFor();
    const recorded = detail.getByTestId('flight-recorded');
    await recorded.getByText('Signal missing, help you view playback').waitFor({ timeout: 30_000 });
    const replay = recorded.getByRole('link', { name: /Replay today’s/ });
    expect(await replay.count()).toBe(1);
    const href = (await replay.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/playbacksup\/7C9F01\/\d+\/\d+\/\d+$/);
    await screenshot(page, 'flight-fallback-recorded-en', false);
    // The link replays it.
    await replay.click();
    await page.waitForURL((u) => u.pathname === href);
    await page.getByRole('group', { name: 'Playback controls' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) === 1);

    await page.goto(url('/tracker/ZH8799'));
    const unknown = page.getByRole('region', { name: /Flight ZH8799/ });
    await unknown.getByTestId('flight-unfound').waitFor({ timeout: 30_000 });
    expect(await unknown.getByTestId('flight-unfound').innerText()).toBe(
      'Real-time Flight Unfound',
    );
    expect(await unknown.getByTestId('flight-recorded').count()).toBe(0);
    await screenshot(page, 'flight-fallback-unfound-en', false);
    expect(unexpected(errors)).toEqual([]);
  });

  it('shows both answers in Chinese', async () => {
    const { page, errors } = await signedIn({ ...DESKTOP, locale: 'zh-CN' });
    await page.goto(url('/tracker/ZH8701'));
    const detail = page.getByRole('region', { name: /航班 ZH8701/ });
    await detail.getByTestId('flight-recorded').waitFor({ timeout: 30_000 });
    expect(await detail.getByTestId('flight-recorded').innerText()).toMatch(/信号/);
    await screenshot(page, 'flight-fallback-recorded-zh', false);
    await page.goto(url('/tracker/ZH8799'));
    const unknown = page.getByRole('region', { name: /航班 ZH8799/ });
    await unknown.getByTestId('flight-unfound').waitFor({ timeout: 30_000 });
    expect(await unknown.getByTestId('flight-unfound').innerText()).toBe('未找到实时航班');
    await screenshot(page, 'flight-fallback-unfound-zh', false);
    expect(unexpected(errors)).toEqual([]);
  });

  it('offers the recording in the phone’s bottom sheet', async () => {
    const { page, errors } = await signedIn({ ...PHONE });
    await page.goto(url('/tracker/ZH8701'));
    const sheet = page.getByRole('region', { name: /Flight ZH8701/ });
    const replay = sheet.getByTestId('flight-recorded').getByRole('link', { name: /Replay/ });
    await replay.waitFor({ timeout: 30_000 });
    const box = await sheet.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(390);
    expect((await replay.getAttribute('href')) ?? '').toMatch(/\/playbacksup\/7C9F01\//);
    await screenshot(page, 'flight-fallback-phone-en', false);
    expect(errors).toEqual([]);
  });

  it('counts a click on the hot list and ranks the flight by it (en)', async () => {
    const before = (await hotList()).find((flight) => flight.icaoId === HOT_ID);
    expect(before).toMatchObject({ views: 1 });
    const { page, errors } = await signedIn(DESKTOP);
    await page.goto(url(`/tracker/${CENTRE.lng},${CENTRE.lat}/8`));
    await page.getByRole('region', { name: 'Radar map' }).waitFor();
    await page.getByRole('button', { name: 'Hot flights' }).click();
    const item = page.getByRole('button', { name: /Show (SC4417|CDG4417) on the map/ });
    await item.waitFor();
    await screenshot(page, 'hot-list-en', false);
    const beacon = page.waitForResponse((r) => r.url().includes(API_V2_PATHS.recommendClick));
    await item.click();
    const answer = (await (await beacon).json()) as {
      code: number;
      data: { icaoId: string; views: number; clicks: number };
    };
    expect(answer).toMatchObject({ code: 200, data: { icaoId: HOT_ID, views: 1, clicks: 1 } });
    // The pick opened the flight.
    await page.getByRole('region', { name: /Flight (SC4417|CDG4417)/ }).waitFor();
    // The list counts the click with the view: nothing viewed and clicked less ranks above it.
    const list = await hotList();
    const index = list.findIndex((flight) => flight.icaoId === HOT_ID);
    expect(list[index]).toMatchObject({ views: 1, clicks: 1 });
    const score = (flight: HotFlight) => flight.views + (flight.clicks ?? 0);
    for (const flight of list.slice(0, index)) expect(score(flight)).toBeGreaterThanOrEqual(2);
    // A second click within five minutes is the same visitor's: not counted again.
    await page.getByRole('button', { name: 'Hot flights' }).click();
    await page.getByRole('button', { name: 'Hot flights' }).click();
    const again = page.waitForResponse((r) => r.url().includes(API_V2_PATHS.recommendClick));
    await page.getByRole('button', { name: /Show (SC4417|CDG4417) on the map/ }).click();
    expect(((await (await again).json()) as { data: { clicks: number } }).data.clicks).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the hot list in Chinese and on a phone', async () => {
    const zh = await signedIn({ ...DESKTOP, locale: 'zh-CN' });
    await zh.page.goto(url(`/tracker/${CENTRE.lng},${CENTRE.lat}/8`));
    await zh.page.getByRole('region', { name: '雷达地图' }).waitFor();
    await zh.page.getByRole('button', { name: '热门航班' }).click();
    await zh.page.getByRole('button', { name: /在地图上查看 (SC4417|CDG4417)/ }).waitFor();
    await screenshot(zh.page, 'hot-list-zh', false);
    expect(zh.errors).toEqual([]);

    const phone = await signedIn({ ...PHONE });
    await phone.page.goto(url(`/mobile/tracker/${CENTRE.lng},${CENTRE.lat}/8`));
    await phone.page.getByRole('region', { name: 'Radar map' }).waitFor();
    await phone.page.getByRole('button', { name: 'Hot flights' }).click();
    const item = phone.page.getByRole('button', { name: /Show (SC4417|CDG4417) on the map/ });
    await item.waitFor();
    await screenshot(phone.page, 'hot-list-phone-en', false);
    const beacon = phone.page.waitForResponse((r) => r.url().includes(API_V2_PATHS.recommendClick));
    await item.click();
    expect((await beacon).status()).toBe(200);
    expect(phone.errors).toEqual([]);
  });
});
