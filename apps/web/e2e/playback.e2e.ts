import { ADSB_FULL_PATHS, API_V2_FULL_PATHS, API_V2_PATHS } from '@skytrace/contracts';
import sharp from 'sharp';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASE_URL, closeBrowsers, openPage, screenshot, settled, url } from './browser';
import { levelFlightBurst, startBeastFeed, type LevelFlight } from './feeder';
import { FEED_SECONDS, PEK } from './recorded-feeds';

// Playback end to end: three aircraft around Beijing Capital (PEK) are fed for FEED_SECONDS from
// the start of the run (recorded-feeds.ts, started by the global setup), the server records their
// traces (TRACE_FLUSH_SECONDS is lowered by scripts/browser-tests.mjs so they reach the database
// within seconds), and the pages replay them:
// one flight (play, end, speed, seek by bar and chart, units, link), the login rule for visitors,
// several flights picked by historical search, and the airport playback with its runway view.

const OUTBOX_DIR = process.env.OUTBOX_DIR;

interface HistoryFlight {
  flightId: number;
  fnum: string | null;
  dynamicId: string | null;
  callsign: string | null;
  icaoId: string;
  anum: string | null;
  STD: number | null;
  firstSeen: number;
  lastSeen: number;
}

const suffix = Date.now().toString(36);
const USERNAME = `replay${suffix}`;
const EMAIL = `replay.${suffix}@example.com`;
const PASSWORD = 'replay password 1';
let token = '';
let feedStartedSeconds = 0;

interface Envelope<T> {
  code: number;
  data: T;
}

async function api(path: string, init: RequestInit = {}): Promise<Envelope<unknown>> {
  const response = await fetch(new URL(`/api/v2${path}`, BASE_URL), {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token === '' ? {} : { authorization: `Bearer ${token}` }),
    },
  });
  return (await response.json()) as Envelope<unknown>;
}

async function outboxCode(recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = readdirSync(OUTBOX_DIR ?? '')
      .filter((name) => name.includes(recipient))
      .sort();
    const newest = files.at(-1);
    if (newest !== undefined) {
      const text = readFileSync(join(OUTBOX_DIR ?? '', newest), 'utf8').replace(/=\r?\n/g, '');
      const code = /(\d{6})/.exec(text.slice(text.indexOf('\n\n')))?.[1];
      if (code !== undefined) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${recipient}`);
}

/** A fresh account through the real API; its token signs the browser in. */
async function signUp(): Promise<void> {
  const post = async (path: string, body: unknown) =>
    (await api(path, { method: 'POST', body: JSON.stringify(body) })) as Envelope<{
      token?: string;
    }>;
  expect((await post(API_V2_PATHS.sendEmailCode, { email: EMAIL })).code).toBe(200);
  const code = await outboxCode(EMAIL);
  const registered = await post(API_V2_PATHS.registerByEmail, {
    username: USERNAME,
    password: PASSWORD,
    email: EMAIL,
    code,
    terms: true,
  });
  expect(registered.code).toBe(200);
  const login = await post(API_V2_PATHS.login, {
    loginType: '1',
    username: USERNAME,
    password: PASSWORD,
  });
  expect(login.code).toBe(200);
  token = login.data.token ?? '';
  expect(token).not.toBe('');
}

/** The search date of today in China time, as spec §5 wants it. */
function chinaDate(): string {
  const d = new Date(Date.now() + 28_800_000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

async function findRecorded(callsign: string): Promise<HistoryFlight> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = (await api(API_V2_PATHS.historySearch, {
      method: 'POST',
      body: JSON.stringify({ searchText: callsign, searchDate: chinaDate(), timeZone: 28_800 }),
    })) as Envelope<HistoryFlight[]>;
    const flight = answer.code === 200 ? answer.data[0] : undefined;
    if (flight !== undefined && flight.lastSeen - flight.firstSeen >= FEED_SECONDS - 10) {
      return flight;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${callsign} was not recorded`);
}

function playbackPath(flight: HistoryFlight): string {
  if (flight.dynamicId !== null) {
    return `/playback/${encodeURIComponent(flight.dynamicId)}/${Math.floor(flight.STD ?? flight.firstSeen)}`;
  }
  const window = `${Math.floor(flight.firstSeen)}/${Math.ceil(flight.lastSeen)}`;
  return `/playbacksup/${flight.anum ?? flight.icaoId}/${flight.flightId}/${window}`;
}

async function signedInPage(options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage({ viewport: { width: 1366, height: 820 }, ...options });
  await opened.page.context().addCookies([{ name: 'skytrace_token', value: token, url: BASE_URL }]);
  return opened;
}

const playbackTime = (page: Page) => page.evaluate(() => window.__skytracePlayback?.time() ?? 0);

/** Waits until the airport playback's map has settled at this bearing (any sign) and pitch. */
async function waitForCamera(page: Page, bearing: number, pitch: number): Promise<void> {
  await page.waitForFunction(
    ([wanted, tilt]) => {
      const view = window.__skytraceAirportView;
      if (view === undefined || view.moving()) return false;
      const off = Math.abs(((((view.bearing() - wanted) % 360) + 540) % 360) - 180);
      return off < 0.5 && Math.abs(view.pitch() - tilt) < 0.5;
    },
    [bearing, pitch] as const,
    { timeout: 15_000 },
  );
}

beforeAll(async () => {
  const startedMs = inject('recordedFeedStartedMs');
  if (startedMs === 0) throw new Error(inject('recordedFeedError'));
  feedStartedSeconds = Math.floor(startedMs / 1000);
  await signUp();
  await findRecorded('CCA1331');
}, 150_000);

describe.skipIf(OUTBOX_DIR === undefined)('playback', () => {
  afterEach(closeBrowsers);

  it('replays one flight: play to the end, speed, seek by bar and chart, units, shareable link', async () => {
    const flight = await findRecorded('CCA1331');
    const { page, errors } = await signedInPage();
    await page.goto(url(playbackPath(flight)));
    const controls = page.getByRole('group', { name: 'Playback controls' });
    await controls.waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => (window.__skytracePlayback?.drawn().length ?? 0) === 1);
    const detail = page.getByRole('region', { name: 'Values at the current moment' });
    // At the first point: 1,500 ft climbing, shown in metres by default.
    await detail.getByText(/^4\d\d m$/).waitFor();
    await page.getByRole('img', { name: /Altitude and speed profile/ }).waitFor();
    await page.getByRole('navigation', { name: 'Export the track' }).waitFor();
    const kml = await page.getByRole('link', { name: 'KML (Google Earth)' }).getAttribute('href');
    expect(kml).toContain('format=kml');
    expect(kml).toContain(`flightId=${flight.flightId}`);
    await screenshot(page, 'playback-flight-start-en', false);

    // Play runs to the end and stops on the last point.
    const time = controls.locator('output');
    await controls.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('.playback-controls__time')?.getAttribute('data-status') === 'ended',
    );
    const endTime = await playbackTime(page);
    expect(endTime).toBeGreaterThanOrEqual((flight.lastSeen - 1) * 1000);
    await controls.getByRole('button', { name: 'Play', exact: true }).waitFor();

    // Speed cycles 1 → 2 → 4 → 0.5 → 1.
    const speed = controls.getByRole('button', { name: /Playback speed/ });
    const speeds: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await speed.click();
      speeds.push((await speed.innerText()).trim());
    }
    expect(speeds).toEqual(['2×', '4×', '0.5×', '1×']);
    await speed.click();

    // The time bar seeks (keyboard Home → the first point) and a chart click lands mid-flight.
    const bar = controls.getByRole('slider', { name: 'Playback time' });
    await bar.focus();
    await page.keyboard.press('Home');
    expect(Math.abs((await playbackTime(page)) - flight.firstSeen * 1000)).toBeLessThan(1000);
    const chart = page.getByRole('img', { name: /Altitude and speed profile/ });
    const box = await chart.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + 40);
    const middle = await playbackTime(page);
    const start = flight.firstSeen * 1000;
    expect(middle).toBeGreaterThan(start + 5_000);
    expect(middle).toBeLessThan(endTime - 5_000);
    expect(await time.getAttribute('data-status')).toBe('paused');
    await detail.getByRole('checkbox', { name: 'Feet and knots' }).check();
    await detail.getByText(/^\d,\d{3} ft$/).waitFor();
    await detail.getByText(/^(19[5-9]|20[0-5]) kt$/).waitFor();

    // Play at the end restarts from the beginning.
    await controls.getByRole('button', { name: 'End', exact: true }).click();
    expect(await playbackTime(page)).toBe(endTime);
    await controls.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('.playback-controls__time')?.getAttribute('data-status') === 'ended',
    );
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + 40);
    await screenshot(page, 'playback-flight-en', false);

    // The link keeps moment, speed and view (written once a second); a reload reopens there.
    await page.waitForTimeout(1200);
    await page.waitForFunction(() => /[?&]t=\d+/.test(window.location.search), undefined, {
      timeout: 5_000,
    });
    const link = new URL(page.url());
    expect(link.searchParams.get('speed')).toBe('2');
    expect(link.searchParams.get('c')).toMatch(/^[\d.]+,[\d.]+$/);
    const linkedSeconds = Number(link.searchParams.get('t'));
    await page.reload();
    await controls.waitFor();
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) === 1);
    expect(Math.floor((await playbackTime(page)) / 1000)).toBe(linkedSeconds);
    expect((await speed.innerText()).trim()).toBe('2×');

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('group', { name: '回放控制' }).waitFor();
    await page.getByRole('region', { name: '当前时刻的数值' }).getByText('地速').waitFor();
    await settled(page);
    await screenshot(page, 'playback-flight-zh', false);
    await page.getByRole('button', { name: 'English' }).click();
    expect(errors).toEqual([]);
  });

  it('asks visitors to log in when the site requires it for flight data', async () => {
    const flight = await findRecorded('CSN3102');
    const { page, errors } = await openPage();
    await page.goto(url(playbackPath(flight)));
    const alert = page.getByRole('alert').filter({ hasText: 'Log in to view this information.' });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'Log in' }).waitFor();
    await screenshot(page, 'playback-login-en', false);
    expect(errors).toEqual([]);
  });

  it('says when a flight has no recorded track', async () => {
    const { page } = await signedInPage();
    await page.goto(url('/playback/ZZ9999-20000101/946684800'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'No Track Replay Data of the Flight' })
      .waitFor();
  });

  it('replays several flights picked by historical search on one clock', async () => {
    await findRecorded('CSN3102');
    const { page, errors } = await signedInPage();
    await page.goto(url('/multi-playback'));
    const search = page.getByRole('region', { name: 'Find a past flight' });
    for (const callsign of ['CCA1331', 'CSN3102', 'CHH7788']) {
      await search.getByLabel('Flight number, callsign, registration or ICAO').fill(callsign);
      await search.getByRole('button', { name: 'Search' }).click();
      const result = search.getByRole('listitem').filter({ hasText: callsign });
      await result.getByRole('button', { name: 'Add' }).click();
      await result.getByRole('button', { name: 'Added' }).waitFor();
    }
    // The set plays as it is picked: no separate start.
    await page.getByText('Flights to play (3/20)').waitFor();
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) === 3);
    await page.waitForFunction(() => (window.__skytracePlayback?.drawn().length ?? 0) >= 2);
    const controls = page.getByRole('group', { name: 'Playback controls' });
    await controls.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('.playback-controls__time')?.getAttribute('data-status') === 'ended',
    );
    const bar = controls.getByRole('slider', { name: 'Playback time' });
    await bar.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => window.__skytracePlayback?.drawn().length)).toBe(3);
    // The link names the flights, so it reopens the same set.
    expect(new URL(page.url()).searchParams.get('ids')?.split(',')).toHaveLength(3);
    await settled(page);
    await screenshot(page, 'playback-multi-en', false);
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: '多航班回放', level: 2 }).waitFor();
    await settled(page);
    await screenshot(page, 'playback-multi-zh', false);
    await page.getByRole('button', { name: 'English' }).click();
    expect(errors).toEqual([]);
  });

  it('replays the traffic of an airport in a window, with its runways and runway-end views', async () => {
    await findRecorded('CHH7788');
    const { page, errors } = await signedInPage({ locale: 'zh-CN' });
    const start = feedStartedSeconds - 600;
    const end = feedStartedSeconds + 1800;
    await page.goto(url(`/airport-paly?airport=PEK&start=${start}&end=${end}&radius=40`));
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) >= 3, undefined, {
      timeout: 30_000,
    });
    await page.getByText(/起飞 \d+ 架次，降落 \d+ 架次，飞越 \d+ 架次/).waitFor();
    // Listed by flight number when the server knows it (CA1331), else by callsign.
    await page.getByRole('button', { name: /^C?CA1331/ }).click();
    await page.getByRole('region', { name: '当前时刻的数值' }).waitFor();
    await page.getByRole('group', { name: '回放控制' }).waitFor();
    // The chart spans the chosen flight inside the window: a click in its middle seeks to the
    // middle of the feed, when all three were flying.
    const chart = page.getByRole('img', { name: /高度与速度剖面图/ });
    const box = await chart.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + 40);
    const seekedSeconds = (await playbackTime(page)) / 1000;
    expect(seekedSeconds).toBeGreaterThan(feedStartedSeconds + 5);
    expect(seekedSeconds).toBeLessThan(feedStartedSeconds + FEED_SECONDS);
    await page.waitForFunction(() => (window.__skytracePlayback?.drawn().length ?? 0) === 3);
    // Runway-end views: PEK's runways come from the reference data; the camera stands at the
    // 36R threshold looking along the runway's true heading, and the link keeps the view.
    const runways = (await api(`${API_V2_PATHS.airportRunways}?airport=PEK`)) as Envelope<{
      runways: { ends: { ident: string | null; headingDeg: number | null }[] }[];
    }>;
    const heading = (ident: string) =>
      runways.data.runways.flatMap((runway) => runway.ends).find((end) => end.ident === ident)
        ?.headingDeg ?? NaN;
    expect(heading('36R')).toBeGreaterThan(340);
    await page.getByRole('heading', { name: '跑道端视图' }).waitFor();
    await page.getByRole('button', { name: /^36R · \d+°$/ }).click();
    await waitForCamera(page, heading('36R'), 60);
    expect(new URL(page.url()).searchParams.get('rwy')).toBe('36R');
    await settled(page);
    await screenshot(page, 'playback-airport-runway-zh', false);
    await page.reload();
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) >= 3, undefined, {
      timeout: 30_000,
    });
    await waitForCamera(page, heading('36R'), 60);
    expect(await page.getByRole('button', { name: /^36R · / }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: '全区域' }).click();
    await waitForCamera(page, 0, 0);
    expect(new URL(page.url()).searchParams.get('rwy')).toBeNull();
    await settled(page);
    await screenshot(page, 'playback-airport-zh', false);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText(/\d+ departures, \d+ arrivals, \d+ passing/).waitFor();
    await page.getByRole('heading', { name: 'Runway-end views' }).waitFor();
    await screenshot(page, 'playback-airport-en', false);
    await page.getByRole('button', { name: /^18L · \d+°$/ }).click();
    await waitForCamera(page, heading('18L'), 60);
    await settled(page);
    await screenshot(page, 'playback-airport-runway-en', false);
    expect(errors).toEqual([]);
    // The link opens at the same runway end on a phone.
    const phone = await signedInPage({
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
    });
    await phone.page.goto(page.url());
    await waitForCamera(phone.page, heading('18L'), 60);
    await phone.page.getByRole('button', { name: /^18L · / }).scrollIntoViewIfNeeded();
    await settled(phone.page);
    await screenshot(phone.page, 'playback-airport-runway-mobile-zh', false);
    expect(phone.errors).toEqual([]);
  });

  it('replays everything inside an area, streamed in slices and played from the first', async () => {
    await findRecorded('CHH7788');
    const { page, errors } = await signedInPage();
    const start = feedStartedSeconds - 300;
    const end = feedStartedSeconds + 900;
    const box = `${PEK.lon - 0.5},${PEK.lat - 0.4},${PEK.lon + 0.5},${PEK.lat + 0.4}`;
    await page.goto(
      url(`/regional_back?box=${box}&start=${start}&end=${end}&c=${PEK.lon},${PEK.lat}&z=9`),
    );
    await page.waitForFunction(() => (window.__skytracePlayback?.flights() ?? 0) === 3, undefined, {
      timeout: 30_000,
    });
    await page.getByRole('status').filter({ hasText: '3 flights' }).waitFor();
    // Playback started by itself after the first slice and runs to the end of the window.
    await page.waitForFunction(
      () =>
        document.querySelector('.playback-controls__time')?.getAttribute('data-status') === 'ended',
      undefined,
      { timeout: 30_000 },
    );
    const controls = page.getByRole('group', { name: 'Playback controls' });
    const bar = controls.getByRole('slider', { name: 'Playback time' });
    await bar.focus();
    await page.keyboard.press('Home');
    // 300 s before the feed nobody flies; the chosen flight's chart seeks into the feed.
    expect(await page.evaluate(() => window.__skytracePlayback?.drawn().length)).toBe(0);
    await page.getByRole('button', { name: /^C?CA1331/ }).click();
    const chart = page.getByRole('img', { name: /Altitude and speed profile/ });
    const chartBox = await chart.boundingBox();
    await page.mouse.click(
      (chartBox?.x ?? 0) + (chartBox?.width ?? 0) / 2,
      (chartBox?.y ?? 0) + 40,
    );
    expect(await page.evaluate(() => window.__skytracePlayback?.drawn().length)).toBe(3);
    // Slice flights carry their identity into the detail bar.
    await page
      .getByRole('region', { name: 'Values at the current moment' })
      .getByText('CCA1331', { exact: true })
      .waitFor();
    await settled(page);
    await screenshot(page, 'playback-area-en', false);

    // The track files of this view and window (spec §7 track-file lookup): one per recorded
    // flight part, with downloads and its own playback.
    const files = page.getByRole('region', { name: 'Track files' });
    await files.getByRole('button', { name: 'Track files of this view' }).click();
    await files.getByRole('status').filter({ hasText: '3 files' }).waitFor();
    const list = files.getByRole('list', { name: 'Track files' });
    const item = list.getByRole('listitem').filter({ hasText: /C?CA1331/ });
    await item.getByText('ICAO 7C1001').waitFor();
    const gpx = await item.getByRole('link', { name: 'GPX' }).getAttribute('href');
    expect(gpx).toMatch(/exportFullPath\?file_name=7c1001-\d{8}T\d{6}Z-\d+&format=gpx/);
    const download = await fetch(new URL(gpx ?? '', BASE_URL));
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('<trkpt');
    const play = item.getByRole('link', { name: /^Play C?CA1331/ });
    expect(await play.getAttribute('href')).toMatch(/^\/playbacksup\/[^/]+\/\d+\/\d+\/\d+$/);
    await files.scrollIntoViewIfNeeded();
    await screenshot(page, 'playback-area-files-en', false);
    await page.getByRole('button', { name: '中文' }).click();
    await page
      .getByRole('region', { name: '轨迹文件' })
      .getByRole('status')
      .filter({ hasText: '3 个文件' })
      .waitFor();
    await screenshot(page, 'playback-area-files-zh', false);
    await page.getByRole('button', { name: 'English' }).click();
    await play.click();
    await page.getByRole('group', { name: 'Playback controls' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => (window.__skytracePlayback?.drawn().length ?? 0) === 1);
    expect(errors).toEqual([]);

    // On a phone the panel lists the same files.
    const phone = await signedInPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await phone.page.goto(
      url(`/regional_back?box=${box}&start=${start}&end=${end}&c=${PEK.lon},${PEK.lat}&z=9`),
    );
    const phoneFiles = phone.page.getByRole('region', { name: 'Track files' });
    await phoneFiles.getByRole('button', { name: 'Track files of this view' }).click();
    await phoneFiles.getByRole('status').filter({ hasText: '3 files' }).waitFor();
    await phoneFiles.getByRole('link', { name: /^Play C?CA1331/ }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'playback-area-files-mobile-en', false);
    expect(phone.errors).toEqual([]);
  });

  it('lists the recorded days of a flight number, each opening its playback', async () => {
    const flight = await findRecorded('CCA1331');
    const number = flight.fnum ?? flight.callsign ?? 'CCA1331';
    const { page, errors } = await signedInPage({ locale: 'zh-CN' });
    await page.goto(url(`/track-data/${number}`));
    await page.getByRole('table').waitFor();
    const play = page.getByRole('link', { name: '回放' }).first();
    expect(await play.getAttribute('href')).toMatch(/^\/(playback|playbacksup)\//);
    expect(
      await page.getByRole('link', { name: '导出历史（CSV）' }).getAttribute('href'),
    ).toContain('exportFnumDetail');
    await screenshot(page, 'playback-track-data-zh', false);
    await play.click();
    await page.getByRole('group', { name: '回放控制' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  it("shows the airframe's approved gallery photo with the photographer's credit", async () => {
    // A light aircraft whose callsign is its registration, fed here over Ürümqi (away from the
    // other files' regions and from the tracker test's default view, which counts its own
    // aircraft), so the flight's identity names the airframe the photo is of.
    const registration = `B${String(1000 + (Date.now() % 9000)).padStart(4, '0')}`;
    const aircraft: LevelFlight = {
      icao: 0x7c3101,
      callsign: registration,
      squawk: '7001',
      lat: 43.9,
      lon: 87.5,
      altitudeFt: 6_000,
      speedKt: 150,
      track: 90,
    };
    const feed = await startBeastFeed((seconds) => levelFlightBurst([aircraft], seconds));
    try {
      // The member uploads a photo of it, the administrator approves it.
      const jpeg = await sharp({
        create: { width: 1500, height: 1000, channels: 3, background: { r: 96, g: 150, b: 215 } },
      })
        .composite([
          {
            input: Buffer.from(
              '<svg width="1500" height="1000"><rect x="300" y="440" width="900" height="110" rx="55" fill="#f2f2f2"/><polygon points="700,480 860,480 640,760 580,760" fill="#d0d0d0"/></svg>',
            ),
          },
        ])
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'plane.jpg');
      const uploaded = await fetch(new URL(API_V2_FULL_PATHS.uploadImage, BASE_URL), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const file = ((await uploaded.json()) as Envelope<{ file: string }>).data.file;
      const saved = (await api(API_V2_PATHS.savePlaneImages, {
        method: 'POST',
        body: JSON.stringify({
          registration,
          shotDate: new Date().toISOString().slice(0, 10),
          files: [file],
        }),
      })) as Envelope<{ id: number }[]>;
      expect(saved.code).toBe(200);
      const pictureId = saved.data[0]?.id ?? 0;
      const login = await fetch(new URL(API_V2_FULL_PATHS.login, BASE_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          loginType: '1',
          username: process.env.E2E_ADMIN_USERNAME ?? 'e2eadmin',
          password: process.env.E2E_ADMIN_PASSWORD ?? '',
        }),
      });
      const adminToken = ((await login.json()) as Envelope<{ token: string }>).data.token;
      const audit = await fetch(new URL(ADSB_FULL_PATHS.imageAudit, BASE_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ id: pictureId, status: 1 }),
      });
      expect(((await audit.json()) as Envelope<unknown>).code).toBe(200);

      // Recorded for a while (the recorder flushes every few seconds in this run).
      let flight: HistoryFlight | undefined;
      await expect
        .poll(
          async () => {
            const answer = (await api(API_V2_PATHS.historySearch, {
              method: 'POST',
              body: JSON.stringify({
                searchText: registration,
                searchDate: chinaDate(),
                timeZone: 28_800,
              }),
            })) as Envelope<HistoryFlight[]>;
            flight = answer.code === 200 ? answer.data[0] : undefined;
            return flight === undefined ? 0 : flight.lastSeen - flight.firstSeen;
          },
          { timeout: 90_000, interval: 1000 },
        )
        .toBeGreaterThanOrEqual(10);
      if (flight === undefined) throw new Error(`${registration} was not recorded`);
      expect(flight.anum).toBe(registration);

      // By its address: the registration of a callsign is no airframe of the reference fleet.
      const path = `/playbacksup/${flight.icaoId}/${flight.flightId}/${Math.floor(flight.firstSeen)}/${Math.ceil(flight.lastSeen)}`;
      const { page, errors } = await signedInPage();
      await page.goto(url(path));
      await page
        .getByRole('group', { name: 'Playback controls' })
        .waitFor({ timeout: 20_000 })
        .catch(async (error: unknown) => {
          await screenshot(page, 'playback-photo-failed', false);
          throw error;
        });
      await page.waitForFunction(() => (window.__skytracePlayback?.drawn().length ?? 0) === 1);
      const detail = page.getByRole('region', { name: 'Values at the current moment' });
      await detail.waitFor({ timeout: 20_000 });
      const photo = detail.getByTestId('aircraft-photo');
      await photo.waitFor({ timeout: 20_000 });
      const image = photo.locator('img');
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBe(400);
      expect(await image.getAttribute('src')).toMatch(/-400\.jpg$/);
      const credit = photo.getByRole('link', { name: /^© replay.+ · Skytrace gallery$/ });
      await credit.waitFor();
      expect(await photo.getByRole('link').first().getAttribute('href')).toBe(
        `/pictures/detail/${pictureId}`,
      );
      await settled(page);
      await screenshot(page, 'playback-photo-en', false);

      await page.getByRole('button', { name: '中文' }).click();
      await page
        .getByRole('region', { name: '当前时刻的数值' })
        .getByRole('link', { name: /· 天迹图库$/ })
        .waitFor();
      await settled(page);
      await screenshot(page, 'playback-photo-zh', false);
      await page.getByRole('button', { name: 'English' }).click();

      // The photo's link opens it in the gallery.
      await photo.getByRole('link').first().click();
      await page.getByTestId('gallery-detail').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/pictures/detail/${pictureId}`);
      expect(errors).toEqual([]);

      const phone = await signedInPage({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      });
      await phone.page.goto(url(path));
      await phone.page
        .getByRole('group', { name: 'Playback controls' })
        .waitFor({ timeout: 20_000 });
      await phone.page.getByTestId('aircraft-photo').waitFor({ timeout: 20_000 });
      await settled(phone.page);
      await screenshot(phone.page, 'playback-photo-phone-en', false);
      expect(phone.errors).toEqual([]);
    } finally {
      feed.stop();
    }
  });

  it('sends phones to the Mobile playback with its touch layout', async () => {
    const flight = await findRecorded('CCA1331');
    const { page, errors } = await signedInPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    await page.goto(url(playbackPath(flight)));
    await page.waitForURL((u) => u.pathname.startsWith('/mobile/'));
    await page.getByRole('group', { name: 'Playback controls' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => (window.__skytracePlayback?.drawn().length ?? 0) === 1);
    await settled(page);
    await screenshot(page, 'playback-mobile-en', false);
    expect(errors).toEqual([]);
  });
});
