import { formatIcaoHexLower, API_V2_FULL_PATHS } from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { OUTBOX_DIR, signUpToken } from './account';
import { BASE_URL, closeBrowsers, openPage, screenshot, settled, url } from './browser';
import { movedAlongTrack } from './feeder';
import { FEED_SECONDS, KUNMING_AIRCRAFT, KUNMING_CENTRE } from './recorded-feeds';

// Multi-flight playback, flights picked from the map (issue 8): 21 aircraft near Kunming (one
// more than a playback may hold; far from the other files' traffic) are fed for FEED_SECONDS from
// the start of the run (recorded-feeds.ts, started by the global setup); the server records them, and the page, in pick mode, draws the flights of
// its map view during the route's window. A click on a track adds that flight and it plays; a
// second click removes it; the 21st pick is refused with the translated reason; the set is in
// the link and reopens on a phone, where a tap picks one more.

const CENTRE = KUNMING_CENTRE;
const AIRCRAFT = KUNMING_AIRCRAFT;
const MAX_FLIGHTS = 20;

let token = '';
let window_ = { start: 0, end: 0 };

/** Today's date in China time, as the search of spec §5 wants it. */
function chinaDate(): string {
  return new Date(Date.now() + 28_800_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Waits until the server has recorded the whole feed of one aircraft. */
async function waitRecorded(callsign: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(new URL(API_V2_FULL_PATHS.historySearch, BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ searchText: callsign, searchDate: chinaDate(), timeZone: 28_800 }),
    });
    const answer = (await response.json()) as {
      code: number;
      data: { firstSeen: number; lastSeen: number }[];
    };
    const flight = answer.code === 200 ? answer.data[0] : undefined;
    if (flight !== undefined && flight.lastSeen - flight.firstSeen >= FEED_SECONDS - 10) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${callsign} was not recorded`);
}

const candidates = (page: Page) =>
  page.evaluate(() => window.__skytraceMultiPick?.candidates() ?? []);

/**
 * The viewport point of a candidate's drawn track (from the page's read-only probe), once the
 * map has drawn it where a click finds it.
 */
async function trackPoint(page: Page, key: string): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction(
    (k) => window.__skytraceMultiPick?.point(k) ?? null,
    key,
    { timeout: 20_000 },
  );
  const point = await handle.jsonValue();
  if (point === null) throw new Error(`flight ${key} has no track in view`);
  return point;
}

async function signedInPage(options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ viewport: { width: 1366, height: 820 }, ...options });
  await opened.page.context().addCookies([{ name: 'skytrace_token', value: token, url: BASE_URL }]);
  return opened;
}

beforeAll(async () => {
  if (OUTBOX_DIR === undefined) return;
  const startedMs = inject('recordedFeedStartedMs');
  if (startedMs === 0) throw new Error(inject('recordedFeedError'));
  const started = Math.floor(startedMs / 1000);
  window_ = { start: started - 300, end: started + 900 };
  token = await signUpToken('picker');
  await waitRecorded(AIRCRAFT.at(-1)?.callsign ?? '');
}, 150_000);

describe.skipIf(OUTBOX_DIR === undefined)('multi-flight playback picked from the map', () => {
  afterEach(closeBrowsers);

  let sharedLink = '';
  /** The ICAO address of a flight the shared set does not hold. */
  let unpickedIcao = '';

  it('adds a clicked flight and plays it, removes it on a second click, refuses the 21st', async () => {
    const { page, errors } = await signedInPage();
    const path = `/multi-playback/${window_.start}/${window_.end}`;
    await page.goto(url(`${path}?c=${CENTRE.lon},${CENTRE.lat}&z=9.5`));
    const chosen = page.getByRole('region', { name: /^Flights to play/ });
    await chosen.getByText('Search past flights or pick them on the map').waitFor();

    const toggle = page.getByRole('button', { name: 'Pick from the map' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    // The window fields show the route's window.
    expect(await page.getByLabel('From', { exact: true }).inputValue()).not.toBe('');
    const status = page.getByRole('status').filter({ hasText: 'recorded in this view' });
    await status.filter({ hasText: `${AIRCRAFT.length} flights` }).waitFor({ timeout: 30_000 });
    const found = await candidates(page);
    expect(found).toHaveLength(AIRCRAFT.length);

    // A click on a track adds its flight, which loads and plays on the clock.
    const first = found.find((c) => c.icaoId.toLowerCase() === '78f101');
    if (first === undefined) throw new Error('the first aircraft is not offered');
    const point = await trackPoint(page, first.key);
    await page.mouse.click(point.x, point.y);
    await page.getByRole('heading', { name: 'Flights to play (1/20)' }).waitFor();
    await chosen.getByRole('button', { name: `Remove ${first.label}` }).waitFor();
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) === 1);
    expect(new URL(page.url()).searchParams.get('ids')).toBe(first.key);
    const controls = page.getByRole('group', { name: 'Playback controls' });
    await controls.getByRole('button', { name: 'Play', exact: true }).click();
    // The window starts 300 s before the feed: the aircraft appears as the clock passes it.
    await page.waitForFunction(() => window.__skytracePlayback?.drawn().length === 1, undefined, {
      polling: 'raf',
    });
    await page.waitForFunction(
      () =>
        document.querySelector('.playback-controls__time')?.getAttribute('data-status') === 'ended',
    );

    // A second click on the same track removes it (asked again: the chart that appeared with
    // the chosen flight made the map shorter).
    const again = await trackPoint(page, first.key);
    await page.mouse.click(again.x, again.y);
    await page.getByRole('heading', { name: 'Flights to play (0/20)' }).waitFor();
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) === 0);
    expect(new URL(page.url()).searchParams.has('ids')).toBe(false);

    // Twenty from the list of the view (operable without the map), then the map's 21st is refused.
    const inView = page.getByRole('region', { name: 'Flights in this view' });
    const byLabel = [...found].sort((a, b) => a.label.localeCompare(b.label));
    for (const candidate of byLabel.slice(0, MAX_FLIGHTS)) {
      await inView.getByRole('button', { name: `Add ${candidate.label}` }).click();
      await inView.getByRole('button', { name: `Remove ${candidate.label}` }).waitFor();
    }
    await page.getByRole('heading', { name: 'Flights to play (20/20)' }).waitFor();
    const last = byLabel[MAX_FLIGHTS];
    if (last === undefined) throw new Error('no 21st flight');
    const lastPoint = await trackPoint(page, last.key);
    await page.mouse.click(lastPoint.x, lastPoint.y);
    await page
      .getByRole('alert')
      .filter({ hasText: 'At most 20 flights play together. Remove one to add another.' })
      .waitFor();
    await page.waitForFunction(
      () => (window.__skytracePlayback?.flights() ?? 0) === 20,
      undefined,
      {
        timeout: 20_000,
      },
    );
    expect(new URL(page.url()).searchParams.get('ids')?.split(',')).toHaveLength(MAX_FLIGHTS);
    await settled(page);
    await screenshot(page, 'playback-multi-pick-full-en', false);

    // The list of the set removes too; the link follows.
    const removed = byLabel[0];
    if (removed === undefined) throw new Error('no first flight');
    await chosen.getByRole('button', { name: `Remove ${removed.label}` }).click();
    await page.getByRole('heading', { name: 'Flights to play (19/20)' }).waitFor();
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) === 19);
    expect(new URL(page.url()).searchParams.get('ids')?.split(',')).toHaveLength(MAX_FLIGHTS - 1);

    // Into the feed, where every picked aircraft flies, for the pictures.
    const chart = page.getByRole('img', { name: /Altitude and speed profile/ });
    const box = await chart.boundingBox();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + 40);
    await page.waitForFunction(() => window.__skytracePlayback?.drawn().length === 19);
    await settled(page);
    await screenshot(page, 'playback-multi-pick-en', false);
    sharedLink = page.url();
    unpickedIcao = removed.icaoId.toLowerCase();

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: '多航班回放', level: 2 }).waitFor();
    await page.getByRole('button', { name: '从地图选择' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `此范围内记录了 ${AIRCRAFT.length} 个航班` })
      .waitFor();
    await page.getByRole('heading', { name: '待回放航班（19/20）' }).waitFor();
    await settled(page);
    await screenshot(page, 'playback-multi-pick-zh', false);
    await page.getByRole('button', { name: 'English' }).click();
    expect(errors).toEqual([]);
  }, 120_000);

  it('reopens the shared set on a phone, where a tap on a track picks one more', async () => {
    expect(sharedLink).not.toBe('');
    const { page, errors } = await signedInPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    // The phone's map is narrow: centre it on the middle of the unpicked flight's track.
    const aircraft = AIRCRAFT.find((a) => formatIcaoHexLower(a.icao) === unpickedIcao);
    if (aircraft === undefined) throw new Error(`no aircraft ${unpickedIcao}`);
    const middle = movedAlongTrack(aircraft, aircraft.track, FEED_SECONDS / 2);
    const link = new URL(sharedLink);
    link.searchParams.set('c', `${middle.lon.toFixed(4)},${middle.lat.toFixed(4)}`);
    link.searchParams.set('z', '10');
    await page.goto(url(`${link.pathname}${link.search.replace(/%2C/g, ',')}`));
    await page.waitForFunction(
      () => (window.__skytracePlayback?.flights() ?? 0) === 19,
      undefined,
      {
        timeout: 20_000,
      },
    );
    await page.getByRole('button', { name: 'Pick from the map' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ flights? recorded in this view$/ })
      .waitFor({ timeout: 30_000 });
    const target = (await candidates(page)).find((c) => c.icaoId.toLowerCase() === unpickedIcao);
    if (target === undefined) throw new Error('the unpicked flight is not offered');
    const point = await trackPoint(page, target.key);
    await page.touchscreen.tap(point.x, point.y);
    await page.getByRole('heading', { name: 'Flights to play (20/20)' }).waitFor();
    await page.waitForFunction(
      () => (window.__skytracePlayback?.flights() ?? 0) === 20,
      undefined,
      {
        timeout: 20_000,
      },
    );
    await settled(page);
    await screenshot(page, 'playback-multi-pick-mobile-en', false);
    expect(errors).toEqual([]);
  }, 90_000);
});
