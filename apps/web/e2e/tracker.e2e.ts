import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_DIR, signUpToken } from './account';
import { levelFlightBurst, startBeastFeed, type LevelFlight } from './feeder';
import { BASE_URL, closeBrowsers, openPage, screenshot, settled, url } from './browser';

// The live radar end to end: this test is the receiver. It feeds Beast frames for a few aircraft
// near the default centre (spec §9) into the server's feeder port (FEED_BEAST_PORT, set by
// scripts/browser-tests.mjs) and checks they reach the map through ingest, the live table, the
// protobuf socket and the aircraft layer. WebGL runs on SwiftShader here, so waits are generous.

type Flight = LevelFlight;

const FLIGHTS: Flight[] = [
  {
    icao: 0x780a5c,
    callsign: 'CES5101',
    squawk: '2231',
    lat: 33.42,
    lon: 104.3,
    altitudeFt: 35_000,
    speedKt: 450,
    track: 90,
  },
  {
    icao: 0x780b11,
    callsign: 'CSN3301',
    squawk: '4412',
    lat: 33.3,
    lon: 104.62,
    altitudeFt: 24_000,
    speedKt: 410,
    track: 210,
  },
  {
    icao: 0x781234,
    callsign: 'CCA981',
    squawk: '7700',
    lat: 33.52,
    lon: 104.5,
    altitudeFt: 9_000,
    speedKt: 280,
    track: 320,
  },
];

/**
 * A flight far outside the default view (near Shanghai): only the server's search finds it. Kept
 * away from the other files' traffic (Beijing: playback; Guangzhou: tracker tools), which count
 * what flies in their views.
 */
const FAR_FLIGHT: Flight = {
  icao: 0x78a001,
  callsign: 'CHH7777',
  squawk: '3344',
  lat: 31.4,
  lon: 121.2,
  altitudeFt: 31_000,
  speedKt: 430,
  track: 180,
};
const FED = [...FLIGHTS, FAR_FLIGHT];

/** Every flight at `seconds` after the start, straight and level. */
function burst(seconds: number): Uint8Array {
  return levelFlightBurst(FED, seconds);
}

let stopFeed: (() => void) | null = null;

beforeAll(async () => {
  stopFeed = (await startBeastFeed(burst)).stop;
});

afterAll(() => stopFeed?.());

async function waitForAircraft(page: Page, count: number): Promise<number> {
  const started = Date.now();
  await page.waitForFunction(
    (wanted) => (window.__skytrace?.aircraftCount() ?? 0) >= wanted,
    count,
    { timeout: 30_000, polling: 100 },
  );
  return Date.now() - started;
}

// A signed-in user for the full detail (spec §6): registered through the real code flow
// (e2e/account.ts reads the mailed code from the server's outbox).

const IPHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('live radar', () => {
  afterEach(closeBrowsers);

  it('shows fed aircraft, finds one by callsign, details it, switches units and language', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
    const detailCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/dynamic\/(flightBase|flightPath)/.test(request.url())) detailCalls.push(request.url());
    });
    await page.goto(url('/'));
    await page.getByRole('region', { name: 'Radar map' }).waitFor();
    const waited = await waitForAircraft(page, FLIGHTS.length);
    console.log(`[tracker] ${FLIGHTS.length} aircraft on the map ${waited} ms after the map`);
    await page.getByRole('status').filter({ hasText: '3 aircraft in view' }).waitFor();
    // The layer drew them (the source holds the rendered features, the canvas shows them).
    await page.waitForFunction(() => (window.__skytrace?.renderStats()?.rendered ?? 0) >= 3);
    const stats = await page.evaluate(() => window.__skytrace?.renderStats());
    console.log(`[tracker] layer updates: ${JSON.stringify(stats)}`);
    await screenshot(page, 'tracker-en', false);

    const search = page.getByRole('combobox', { name: 'Search live flights' });
    expect(await search.getAttribute('type')).toBe('search');
    await search.fill('ces51');
    await page.getByRole('option', { name: /CES5101/ }).click();
    const detail = page.getByRole('region', { name: /Flight (MU5101|CES5101)/ });
    await detail.waitFor();
    await page.waitForURL((u) => /^\/tracker\/(MU5101|CES5101)$/.test(u.pathname));
    const text = await detail.innerText();
    expect(text).toContain('CES5101');
    expect(text).toContain('780A5C');
    expect(text).toContain('2231');
    expect(text).toMatch(/10,668 m/); // 35 000 ft in metres, the default unit
    expect(text).toMatch(/8\d\d km\/h/);
    // A visitor under the default login rule (spec §6): live values only, and the login link
    // that comes back to this flight; neither flightBase nor flightPath is asked for.
    await detail.getByText('Log in to view this information.').waitFor();
    const login = detail.getByRole('link', { name: 'Log in' });
    // The link follows the address, which holds the flight a moment after the detail opens.
    await expect
      .poll(() => login.getAttribute('href'))
      .toMatch(/^\/login\?redirect=%2Ftracker%2F(MU5101|CES5101)$/);
    expect(text).not.toContain('Registration');
    expect(detailCalls).toEqual([]);
    await detail.getByRole('combobox', { name: 'Altitude unit' }).selectOption('foot');
    await detail.getByRole('combobox', { name: 'Speed unit' }).selectOption('knot');
    await detail.getByText('35,000 ft').waitFor();
    await detail.getByText('450 kt').waitFor();
    await screenshot(page, 'tracker-detail-en', false);

    await page.getByRole('button', { name: '中文' }).click();
    const detailZh = page.getByRole('region', { name: /航班 (MU5101|CES5101)/ });
    await detailZh.getByText('应答机编码').waitFor();
    await detailZh.getByText('登录后查看此信息。').waitFor();
    await page.getByRole('combobox', { name: '搜索实时航班' }).waitFor();
    await page.getByRole('status').filter({ hasText: '视野内 3 架飞机' }).waitFor();
    await screenshot(page, 'tracker-detail-zh', false);

    await detailZh.getByRole('button', { name: '关闭航班详情' }).click();
    await page.waitForURL((u) => /^\/tracker\/[\d.-]+,[\d.-]+\/\d+$/.test(u.pathname));
    await detailZh.waitFor({ state: 'detached' });
    // The centre-and-zoom URL is a real page: a reload lands on the same view.
    await page.reload();
    await page.getByRole('region', { name: '雷达地图' }).waitFor();
    // Go back to English for the next tests of this browser profile (each has its own anyway).
    await page.getByRole('button', { name: 'English' }).click();
    expect(errors).toEqual([]);
  });

  it('flags the emergency squawk and opens a flight from its URL as a bottom sheet on phones', async () => {
    const { page, errors } = await openPage({ ...IPHONE, locale: 'zh-CN' });
    await page.goto(url('/tracker/CCA981'));
    await waitForAircraft(page, FLIGHTS.length);
    const sheet = page.getByRole('region', { name: /航班 (CA981|CCA981)/ });
    await sheet.waitFor();
    await sheet.getByRole('alert').filter({ hasText: '紧急应答码 7700' }).waitFor();
    const box = await sheet.boundingBox();
    expect(box).not.toBeNull();
    // A bottom sheet: full width, anchored to the bottom of the viewport.
    expect(Math.round(box?.width ?? 0)).toBe(390);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await settled(page);
    await screenshot(page, 'tracker-mobile-zh', false);
    expect(errors).toEqual([]);
  });

  it.skipIf(OUTBOX_DIR === undefined)(
    'gives a signed-in user every detail field, the schedule and the tracks',
    async () => {
      const token = await signUpToken('tracker');
      const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
      await page.context().addCookies([{ name: 'skytrace_token', value: token, url: BASE_URL }]);
      // Zoomed in on CSN3301's path (south-west from its start) so its track shows on screen.
      await page.goto(url('/tracker/104.58,33.26/11'));
      await waitForAircraft(page, 1);
      const pathAnswer = page.waitForResponse((r) => r.url().includes('/dynamic/flightPath'));
      await page.getByRole('combobox', { name: 'Search live flights' }).fill('CSN3301');
      await page.getByRole('option', { name: /CSN3301/ }).click();
      const detail = page.getByRole('region', { name: /Flight (CZ3301|CSN3301)/ });
      await detail.waitFor();
      expect(((await (await pathAnswer).json()) as { code: number }).code).toBe(200);
      await detail.getByText('Loading flight details…').waitFor({ state: 'detached' });
      const text = await detail.innerText();
      for (const label of [
        'Aircraft type',
        'Updated',
        'Squawk',
        'Altitude',
        'Ground speed',
        'Azimuth',
        'Longitude',
        'Latitude',
        'Registration',
        'Vertical speed',
        'ICAO address',
        'Age of data',
        'Country',
        'Service',
        'STD',
        'ATD',
        'STA',
        'ATA',
        'ETA',
      ]) {
        expect(text, label).toContain(label);
      }
      expect(text).toContain('780B11');
      expect(text).toContain('210°');
      // CSN3301 is a China Southern passenger flight; whether a schedule matched decides which.
      expect(text).toMatch(/Service\s+(Scheduled|Unscheduled) passenger/);
      expect(text).not.toContain('Log in to view this information.');
      // The flown track: the recorded history from flightPath, then each live position.
      const trackWait = Date.now();
      await page.waitForFunction(() => (window.__skytrace?.trackPoints() ?? 0) >= 3, undefined, {
        timeout: 30_000,
        polling: 250,
      });
      console.log(`[tracker] flown track drawn ${Date.now() - trackWait} ms after the detail`);
      const scheduled = detail.getByRole('checkbox', { name: 'Scheduled route' });
      await scheduled.check();
      await detail.getByRole('combobox', { name: 'Time zone' }).selectOption('gmt');
      await settled(page);
      await screenshot(page, 'tracker-signed-in-en', false);
      // The track options and units live in the shared display settings (persisted locally).
      const stored = await page.evaluate(() => localStorage.getItem('skytrace_display_settings'));
      expect(stored).toContain('"showScheduled":true');
      expect(stored).toContain('"timeZoneUnit":"gmt"');

      await detail.getByRole('button', { name: 'Follow this aircraft' }).click();
      await detail
        .getByRole('button', { name: 'Stop following this aircraft', pressed: true })
        .waitFor();
      // Locked: a few batches later the camera still has the aircraft (its label's anchor, 16 px
      // left of the label) in the middle of the map.
      const batches = await page.evaluate(() => window.__skytrace?.liveStats().locationBatches);
      await page.waitForFunction(
        (seen) => (window.__skytrace?.liveStats().locationBatches ?? 0) >= (seen ?? 0) + 3,
        batches,
        { timeout: 20_000, polling: 100 },
      );
      await settled(page);
      const mapBox = await page.getByRole('region', { name: 'Radar map' }).boundingBox();
      const labelBox = await page.locator('.aircraft-label').first().boundingBox();
      if (mapBox === null || labelBox === null) throw new Error('no map or label box');
      const offCentre = Math.hypot(
        labelBox.x - 16 - (mapBox.x + mapBox.width / 2),
        labelBox.y + labelBox.height / 2 - (mapBox.y + mapBox.height / 2),
      );
      expect(offCentre).toBeLessThan(40);
      // Spec §5: locked on a target, only the selected flight is kept on the map.
      await page.waitForFunction(() => window.__skytrace?.renderStats()?.rendered === 1);
      // Unlocked again, the camera stays where it is (and the software renderer gets a rest).
      await detail.getByRole('button', { name: 'Stop following this aircraft' }).click();
      await page.waitForFunction(
        () => window.__skytrace?.renderStats()?.rendered === window.__skytrace?.aircraftCount(),
      );
      await detail.getByRole('button', { name: 'Follow this aircraft', pressed: false }).waitFor();
      await detail.getByRole('button', { name: 'Fold flight details' }).click();
      await detail.getByRole('button', { name: 'Show flight details', expanded: false }).waitFor();
      expect(await detail.getByText('Azimuth').count()).toBe(0);
      await screenshot(page, 'tracker-folded-en', false);
      await detail.getByRole('button', { name: 'Show flight details' }).click();

      await page.getByRole('button', { name: '中文' }).click();
      const detailZh = page.getByRole('region', { name: /航班 (CZ3301|CSN3301)/ });
      await detailZh.getByText('方位角').waitFor();
      // The country of registration in the UI language (780B11 is a Chinese address).
      await detailZh.getByText('中国', { exact: true }).waitFor();
      await detailZh.getByRole('checkbox', { name: '计划航线' }).waitFor();
      await settled(page);
      await screenshot(page, 'tracker-signed-in-zh', false);
      await page.getByRole('button', { name: 'English' }).click();
      expect(errors).toEqual([]);
    },
    180_000,
  );

  it('finds a flight outside the view on the server, by search and by link', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
    await page.goto(url('/'));
    await waitForAircraft(page, FLIGHTS.length);
    const search = page.getByRole('combobox', { name: 'Search live flights' });
    await search.fill('CHH7777');
    // Not in this view, so only the server's search (every live aircraft) can offer it.
    await page.getByRole('option', { name: /CHH7777/ }).click();
    const detail = page.getByRole('region', { name: /Flight (HU7777|CHH7777)/ });
    await detail.getByText('78A001').waitFor({ timeout: 30_000 });
    await page.waitForURL((u) => /^\/tracker\/(HU7777|CHH7777)$/.test(u.pathname));
    await screenshot(page, 'tracker-far-search-en', false);

    // The picked flight is remembered: an empty, focused search box offers it again.
    await detail.getByRole('button', { name: 'Close flight details' }).click();
    await search.fill('');
    await search.focus();
    await page
      .getByRole('listbox', { name: 'Recent searches' })
      .getByRole('option', { name: /7777/ })
      .waitFor();

    // Airports come from the server too; picking one flies there and joins the history.
    await search.fill('PEK');
    await page
      .getByRole('option', { name: /^PEK.*Airport$/ })
      .first()
      .click();
    await search.focus();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await recent.getByRole('option', { name: /PEK/ }).waitFor();
    await screenshot(page, 'tracker-search-history-en', false);

    const linked = await openPage({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
    await linked.page.goto(url('/tracker/CHH7777'));
    const linkedDetail = linked.page.getByRole('region', { name: /航班 (HU7777|CHH7777)/ });
    await linkedDetail.getByText('78A001').waitFor({ timeout: 30_000 });
    await linkedDetail.getByText('登录后查看此信息。').waitFor();
    await screenshot(linked.page, 'tracker-far-link-zh', false);
    expect(errors).toEqual([]);
    expect(linked.errors).toEqual([]);
  });

  it('keeps the landing page at /about, reachable from the navigation', async () => {
    const { page, errors } = await openPage();
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'About' }).click();
    await page.waitForURL((u) => u.pathname === '/about');
    await page.getByRole('heading', { level: 1, name: /Every aircraft overhead/ }).waitFor();
    expect(await page.title()).toBe('About Skytrace - Skytrace');
    expect(errors).toEqual([]);
  });
});
