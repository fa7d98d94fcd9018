import { formatIcaoHex, API_V2_PATHS } from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_DIR, signUpToken } from './account';
import { levelFlightBurst, movedAlongTrack, startBeastFeed, type LevelFlight } from './feeder';
import { BASE_URL, closeBrowsers, openPage, screenshot, settled, url } from './browser';

// The tracker's tools end to end (spec §2–§5, §9): filter, labels, multi-select (with the tracks
// of every selected flight) and hot flights. Like tracker.e2e.ts this test is the receiver: it
// feeds Beast frames for five aircraft into the server's feeder port. They fly near Guangzhou,
// far outside the views the other files count their own aircraft in, so no two files see each
// other's traffic.

/** The probes of TrackerMap.tsx this test reads (typed here: tracker.e2e.ts declares its own). */
interface Probes {
  aircraftCount: () => number;
  renderStats: () => { rendered: number } | null;
  labelStats: () => { inView: number; drawn: number } | null;
  aircraftPoint: (hex: string) => { x: number; y: number } | null;
  /** Points of each flown track drawn, by ICAO hex (tracks.controller.ts flownPointCounts). */
  trackPointsByFlight: () => Record<string, number>;
}

const CENTRE = { lng: 113.3, lat: 23.1 };

type Flight = LevelFlight;

// Slow enough to stay near the centre for the whole test; spread so labels need not overlap.
const FLIGHTS: Flight[] = [
  {
    icao: 0x7a0001,
    callsign: 'CES5301',
    squawk: '3101',
    lat: 23.35,
    lon: 113.0,
    altitudeFt: 31_000,
    speedKt: 420,
    track: 90,
  },
  {
    icao: 0x7a0002,
    callsign: 'CSN3901',
    squawk: '3102',
    lat: 22.85,
    lon: 113.0,
    altitudeFt: 12_000,
    speedKt: 300,
    track: 270,
  },
  {
    icao: 0x7a0003,
    callsign: 'CCA1501',
    squawk: '3103',
    lat: 23.35,
    lon: 113.6,
    altitudeFt: 25_000,
    speedKt: 380,
    track: 180,
  },
  {
    icao: 0x7a0004,
    callsign: 'CHH7101',
    squawk: '3104',
    lat: 22.85,
    lon: 113.6,
    altitudeFt: 6_000,
    speedKt: 250,
    track: 0,
  },
  // SF Airlines, a cargo airline: an unscheduled cargo flight (no schedule in this database).
  {
    icao: 0x7a0005,
    callsign: 'CSS6801',
    squawk: '3105',
    lat: 23.1,
    lon: 113.3,
    altitudeFt: 9_000,
    speedKt: 220,
    track: 45,
  },
];

const hexOf = (flight: Flight) => formatIcaoHex(flight.icao);

/** Every flight at `seconds` after the start, straight and level. */
function burst(seconds: number): Uint8Array {
  return levelFlightBurst(FLIGHTS, seconds);
}

let stopFeed: (() => void) | null = null;
let feedStartedMs = 0;

beforeAll(async () => {
  const feed = await startBeastFeed(burst);
  stopFeed = feed.stop;
  feedStartedMs = feed.startedMs;
});

/**
 * A phone's view (390 px) that holds every flight where it will be `aheadSeconds` from now: the
 * flights spread apart at up to 720 kt, and a fixed view at zoom 8 (1.07° wide) lost the first of
 * them about four minutes after the feed began, which a loaded machine's run of this file
 * reaches before the phone test. Centred on their box; zoomed out only as far as the box needs.
 */
function phoneViewOfFlights(aheadSeconds: number): string {
  const seconds = (Date.now() - feedStartedMs) / 1000 + aheadSeconds;
  const now = FLIGHTS.map((flight) => movedAlongTrack(flight, flight.track, seconds));
  const lats = now.map((p) => p.lat);
  const lons = now.map((p) => p.lon);
  const lat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const lon = (Math.min(...lons) + Math.max(...lons)) / 2;
  const spreadDeg = Math.max(
    Math.max(...lons) - Math.min(...lons),
    Math.max(...lats) - Math.min(...lats),
  );
  // MapLibre's 512 px tiles: 390 px span 390 × 360 / (512 × 2^z) degrees; keep a 30 % margin.
  const fitZoom = Math.log2((0.7 * 390 * 360) / (512 * Math.max(spreadDeg, 0.01)));
  const zoom = Math.min(8, Math.floor(fitZoom * 4) / 4);
  return `/mobile/tracker/${lon.toFixed(4)},${lat.toFixed(4)}/${zoom}`;
}

afterAll(() => stopFeed?.());

type Metric = 'aircraft' | 'rendered' | 'labels';

/**
 * Waits until a probe reads `value` (op 'eq') or at least `value` (op 'gte'), for up to
 * `timeout` ms: a wait, not a timing target (a phone's map drawn in software on cores
 * shared with two other files' browsers can take more than 30 s for its first labels).
 */
async function waitProbe(
  page: Page,
  metric: Metric,
  op: 'eq' | 'gte',
  value: number,
  timeout = 30_000,
) {
  const waited = page.waitForFunction(
    ([metric, op, value]) => {
      const probes = (window as unknown as { __skytrace?: Probes }).__skytrace;
      if (probes === undefined) return false;
      const actual =
        metric === 'aircraft'
          ? probes.aircraftCount()
          : metric === 'rendered'
            ? (probes.renderStats()?.rendered ?? -1)
            : (probes.labelStats()?.drawn ?? -1);
      return op === 'eq' ? actual === value : actual >= value;
    },
    [metric, op, value] as const,
    { timeout, polling: 100 },
  );
  await waited.catch(async (error: unknown) => {
    // What the page had when the wait gave up: which of aircraft, rendering or labels lagged.
    const seen = await page
      .evaluate(() => {
        const probes = (window as unknown as { __skytrace?: Probes }).__skytrace;
        return JSON.stringify({
          path: window.location.pathname,
          aircraft: probes?.aircraftCount(),
          rendered: probes?.renderStats(),
          labels: probes?.labelStats(),
        });
      })
      .catch(() => 'page gone');
    throw new Error(`${metric} ${op} ${value} not reached; page had ${seen}`, { cause: error });
  });
}

/** One API call as the web client makes it (form body); fails the test on a non-200 code. */
async function api<T>(path: string, body?: Record<string, string>, token?: string): Promise<T> {
  const response = await fetch(url(`/api/v2${path}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : new URLSearchParams(body).toString(),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** A signed-in viewer opens the flight path of `flight`: one view for the hot list. */
async function viewFlight(flight: Flight): Promise<void> {
  const token = await signUpToken('spotter');
  await api(`${API_V2_PATHS.flightPath}?icao=${hexOf(flight)}`, undefined, token);
}

/** Waits until the map draws a flown track of at least `points` points for each of `hexes`. */
async function waitTracks(page: Page, hexes: string[], points: number): Promise<void> {
  await page.waitForFunction(
    ([hexes, points]) => {
      const probes = (window as unknown as { __skytrace?: Probes }).__skytrace;
      const counts = probes?.trackPointsByFlight() ?? {};
      return hexes.every((hex) => (counts[hex] ?? 0) >= points);
    },
    [hexes, points] as const,
    { timeout: 30_000, polling: 250 },
  );
}

/** Clicks aircraft `flight` where the map draws it now. */
async function clickAircraft(page: Page, flight: Flight): Promise<void> {
  const map = await page.getByRole('region', { name: /Radar map|雷达地图/ }).boundingBox();
  const at = await page.evaluate((hex) => {
    const probes = (window as unknown as { __skytrace?: Probes }).__skytrace;
    return probes?.aircraftPoint(hex) ?? null;
  }, hexOf(flight));
  expect(at, hexOf(flight)).not.toBeNull();
  await page.mouse.click((map?.x ?? 0) + (at?.x ?? 0), (map?.y ?? 0) + (at?.y ?? 0));
}

/** Zooms the map in by about `levels` around aircraft `flight` with the mouse wheel. */
async function zoomAt(page: Page, flight: Flight, levels: number): Promise<void> {
  const map = await page.getByRole('region', { name: /Radar map|雷达地图/ }).boundingBox();
  const at = await page.evaluate((hex) => {
    const probes = (window as unknown as { __skytrace?: Probes }).__skytrace;
    return probes?.aircraftPoint(hex) ?? null;
  }, hexOf(flight));
  await page.mouse.move((map?.x ?? 0) + (at?.x ?? 0), (map?.y ?? 0) + (at?.y ?? 0));
  // MapLibre zooms by about one level per 450 px of wheel delta (its wheelZoomRate).
  for (let step = 0; step < levels * 2; step++) {
    await page.mouse.wheel(0, -225);
    await page.waitForTimeout(80);
  }
  await page.waitForTimeout(1000);
}

describe('tracker tools', () => {
  afterEach(closeBrowsers);

  /** A desktop page on the fed aircraft, once every one of them is drawn. */
  async function openTools() {
    const opened = await openPage({ viewport: { width: 1366, height: 800 } });
    await opened.page.goto(url(`/tracker/${CENTRE.lng},${CENTRE.lat}/8`));
    await opened.page.getByRole('region', { name: 'Radar map' }).waitFor();
    await waitProbe(opened.page, 'aircraft', 'gte', FLIGHTS.length);
    await waitProbe(opened.page, 'rendered', 'gte', FLIGHTS.length);
    return opened;
  }

  // Two tests (filters; labels, multi-select, hot flights and Chinese) rather than one, so that
  // neither comes near the time limit when the software renderer shares the cores.
  it('filters aircraft and labels them, keeping the filters over a reload', async () => {
    const { page, errors } = await openTools();

    // Labels show by themselves: fewer than 1000 aircraft in view (spec §9).
    await waitProbe(page, 'labels', 'gte', FLIGHTS.length);
    await screenshot(page, 'tracker-tools-labels-en', false);

    // Filter: invalid input is refused, a valid one leaves only the matching aircraft.
    const tools = page.getByRole('toolbar', { name: 'Map tools' });
    await tools.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('region', { name: 'Filter flights' });
    await panel.getByRole('button', { name: 'Airlines', exact: true }).click();
    const codes = panel.getByRole('textbox', { name: 'Codes' });
    await codes.fill('CHINA EASTERN');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await panel.getByRole('alert').filter({ hasText: 'Please add valid filter' }).waitFor();
    // IATA (MU) and ICAO (CSN) designators mixed, lower case: compared upper-case.
    await codes.fill('mu  csn');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await panel.getByRole('alert').waitFor({ state: 'detached' });
    await waitProbe(page, 'rendered', 'eq', 2);
    await panel
      .getByRole('status')
      .filter({ hasText: /^2 of \d+ aircraft$/ })
      .waitFor();
    await waitProbe(page, 'labels', 'eq', 2);
    // Choosing the open filter label again closes its form (spec §4).
    await panel.getByRole('button', { name: 'Airlines', exact: true }).click();
    await codes.waitFor({ state: 'detached' });
    // A second condition must also be met: altitude above 5000 m leaves only CES5301.
    await panel.getByRole('button', { name: 'Altitude', exact: true }).click();
    await panel.getByRole('textbox', { name: 'Minimum' }).fill('5000');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await waitProbe(page, 'rendered', 'eq', 1);
    await screenshot(page, 'tracker-tools-filter-en', false);
    // The conditions survive a reload (kept locally).
    await page.reload();
    await waitProbe(page, 'aircraft', 'gte', FLIGHTS.length);
    await waitProbe(page, 'rendered', 'eq', 1);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 of \d+ aircraft$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const reloaded = page.getByRole('region', { name: 'Filter flights' });
    await reloaded.getByRole('button', { name: /^Remove filter: Airlines/ }).click();
    await reloaded.getByRole('button', { name: /^Remove filter: Altitude/ }).click();
    await reloaded.getByText('No filter yet').waitFor();
    // An ICAO airport code is written as live data names the airport (IATA when it has one).
    await reloaded.getByRole('button', { name: 'Airport', exact: true }).click();
    await reloaded.getByRole('textbox', { name: 'Codes' }).fill('zbaa');
    await reloaded.getByRole('button', { name: 'Add', exact: true }).click();
    await reloaded.getByText('Airport: PEK', { exact: true }).waitFor();
    // The fed aircraft have no schedule, so no origin or destination: none is left.
    await waitProbe(page, 'rendered', 'eq', 0);
    await reloaded.getByRole('button', { name: 'Remove filter: Airport: PEK' }).click();
    await reloaded.getByRole('button', { name: 'Airport', exact: true }).click();
    await reloaded.getByRole('textbox', { name: 'Codes' }).waitFor({ state: 'detached' });
    await waitProbe(page, 'rendered', 'gte', FLIGHTS.length);
    // Service (spec §3 fservice), derived by the server: with no schedule on record the airline
    // flights are unscheduled passenger flights and SF Airlines' an unscheduled cargo flight.
    await reloaded.getByRole('button', { name: 'Service', exact: true }).click();
    await reloaded.getByRole('button', { name: 'Add', exact: true }).click();
    await reloaded.getByRole('alert').filter({ hasText: 'Please add valid filter' }).waitFor();
    await reloaded.getByRole('checkbox', { name: 'Unscheduled cargo' }).check();
    await reloaded.getByRole('button', { name: 'Add', exact: true }).click();
    await reloaded.getByText('Service: Unscheduled cargo', { exact: true }).waitFor();
    await waitProbe(page, 'rendered', 'eq', 1);
    await screenshot(page, 'tracker-tools-service-en', false);
    await reloaded
      .getByRole('button', { name: 'Remove filter: Service: Unscheduled cargo' })
      .click();
    await reloaded.getByRole('checkbox', { name: 'Unscheduled passenger', exact: true }).check();
    await reloaded.getByRole('checkbox', { name: 'Scheduled passenger', exact: true }).check();
    await reloaded.getByRole('button', { name: 'Add', exact: true }).click();
    await waitProbe(page, 'rendered', 'eq', FLIGHTS.length - 1);
    await reloaded
      .getByRole('button', {
        name: 'Remove filter: Service: Scheduled passenger, Unscheduled passenger',
      })
      .click();
    await reloaded.getByRole('button', { name: 'Service', exact: true }).click();
    await waitProbe(page, 'rendered', 'gte', FLIGHTS.length);
    expect(errors).toEqual([]);
  });

  it('sets labels, multi-selects and lists hot flights, in English and Chinese', async () => {
    const { page, errors } = await openTools();
    // Label settings: fields written to the shared settings, and the never/auto switch.
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    const labels = page.getByRole('region', { name: 'Aircraft labels' });
    await labels.getByRole('checkbox', { name: 'Altitude' }).check();
    await labels.getByRole('checkbox', { name: 'Route' }).check();
    await labels.getByRole('radio', { name: 'Never' }).check();
    await waitProbe(page, 'labels', 'eq', 0);
    await labels.getByRole('radio', { name: /^Automatic/ }).check();
    await waitProbe(page, 'labels', 'gte', FLIGHTS.length);
    const stored = await page.evaluate(() => localStorage.getItem('skytrace_display_settings'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      state: { tagFields: ['fnum', 'height', 'airLine'], labelMode: 'auto' },
    });
    await screenshot(page, 'tracker-tools-label-settings-en', false);
    await page.getByRole('button', { name: 'Labels', exact: true }).click();

    // Multi-select: two aircraft clicked on the map, one clicked again leaves the list.
    await page.getByRole('button', { name: 'Multi-select' }).click();
    const [first, second] = [FLIGHTS[0], FLIGHTS[3]] as [Flight, Flight];
    await clickAircraft(page, first);
    await page.getByRole('region', { name: 'Selected flights 1/20' }).waitFor();
    await clickAircraft(page, second);
    const list = page.getByRole('region', { name: 'Selected flights 2/20' });
    await list.waitFor();
    await list.getByRole('button', { name: /^Show (MU5301|CES5301)$/ }).waitFor();
    await list.getByRole('button', { name: /^Show (HU7101|CHH7101)$/ }).waitFor();
    await settled(page);
    await screenshot(page, 'tracker-tools-multi-en', false);
    await clickAircraft(page, first);
    await page.getByRole('region', { name: 'Selected flights 1/20' }).waitFor();
    await page.getByRole('button', { name: 'Leave multi-select' }).click();
    await page.getByRole('region', { name: /^Selected flights/ }).waitFor({ state: 'detached' });
    expect(
      await page.getByRole('button', { name: 'Multi-select' }).getAttribute('aria-pressed'),
    ).toBe('false');

    // Hot flights: the list opens and answers (a list or the empty message).
    await page.getByRole('button', { name: 'Hot flights' }).click();
    const hot = page.getByRole('region', { name: 'Hot flights' });
    await hot.getByText('Most viewed in the last 30 minutes').waitFor();
    await hot
      .getByRole('listitem')
      .or(hot.getByText(/No flight has been viewed/))
      .first()
      .waitFor();
    await screenshot(page, 'tracker-tools-hot-en', false);

    // Chinese: the same tools, translated.
    await page.getByRole('button', { name: '中文' }).click();
    const hotZh = page.getByRole('region', { name: '热门航班' });
    await hotZh.getByText('最近 30 分钟浏览最多').waitFor();
    const toolsZh = page.getByRole('toolbar', { name: '地图工具' });
    await toolsZh.getByRole('button', { name: '筛选' }).click();
    const panelZh = page.getByRole('region', { name: '筛选航班' });
    await panelZh.getByRole('button', { name: '航班性质', exact: true }).click();
    await panelZh.getByRole('checkbox', { name: '不定期货运' }).waitFor();
    await panelZh.getByRole('button', { name: '机场', exact: true }).click();
    await panelZh.getByRole('textbox', { name: '代码' }).fill('P');
    await panelZh.getByRole('button', { name: '添加', exact: true }).click();
    await panelZh.getByRole('alert').filter({ hasText: '请添加有效的筛选条件' }).waitFor();
    await panelZh.getByRole('button', { name: '航空公司', exact: true }).click();
    await panelZh.getByRole('textbox', { name: '代码' }).fill('CA');
    await panelZh.getByRole('button', { name: '添加', exact: true }).click();
    // HU7101, still shown in the detail bar, stays on the map although the filter hides it.
    await waitProbe(page, 'rendered', 'eq', 2);
    await panelZh
      .getByRole('status')
      .filter({ hasText: /^1 \/ \d+ 架飞机$/ })
      .waitFor();
    await toolsZh.getByRole('button', { name: '多选' }).click();
    await clickAircraft(page, FLIGHTS[2] as Flight);
    // Multi mode starts with the flight already shown (HU7101) and adds the clicked one.
    const listZh = page.getByRole('region', { name: '已选航班 2/20' });
    await listZh.getByRole('button', { name: /^查看 (CA1501|CCA1501)$/ }).waitFor();
    await settled(page);
    await screenshot(page, 'tracker-tools-zh', false);
    await page.getByRole('button', { name: '退出多选' }).click();
    await panelZh.getByRole('button', { name: '全部删除' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    expect(errors).toEqual([]);
  });

  it.skipIf(OUTBOX_DIR === undefined)(
    'draws and refreshes the flown track of every flight selected in multi mode',
    async () => {
      const token = await signUpToken('spotter');
      const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
      await page.context().addCookies([{ name: 'skytrace_token', value: token, url: BASE_URL }]);
      // Path requests per aircraft: the multi-mode refresh shows in them.
      const pathRequests = new Map<string, number>();
      const lastPathRequest = new Map<string, number>();
      page.on('request', (request) => {
        const address = new URL(request.url());
        if (!address.pathname.endsWith('/dynamic/flightPath')) return;
        const hex = address.searchParams.get('icao') ?? '';
        pathRequests.set(hex, (pathRequests.get(hex) ?? 0) + 1);
        lastPathRequest.set(hex, Date.now());
      });
      await page.goto(url(`/tracker/${CENTRE.lng},${CENTRE.lat}/8`));
      await waitProbe(page, 'rendered', 'gte', FLIGHTS.length);
      await page.getByRole('button', { name: 'Multi-select' }).click();
      const [first, second] = [FLIGHTS[1], FLIGHTS[2]] as [Flight, Flight];
      await clickAircraft(page, first);
      await page.getByRole('region', { name: 'Selected flights 1/20' }).waitFor();
      await waitTracks(page, [hexOf(first)], 2);
      // The second flight takes the detail bar; the first keeps its track, refreshed on its own.
      await clickAircraft(page, second);
      await page.getByRole('region', { name: 'Selected flights 2/20' }).waitFor();
      await page.getByRole('region', { name: /Flight (CA1501|CCA1501)/ }).waitFor();
      await waitTracks(page, [hexOf(first), hexOf(second)], 3);
      // Every 10 s: a third path request for the first flight (bar, hand-over, refresh).
      await expect
        .poll(() => pathRequests.get(hexOf(first)) ?? 0, { timeout: 20_000, interval: 250 })
        .toBeGreaterThanOrEqual(3);
      // Zoomed in on the first flight: at zoom 8 a minute of flight is a few pixels.
      await zoomAt(page, first, 4);
      await screenshot(page, 'tracker-tools-multi-tracks-en', false);
      // Deselecting the first removes its track; the second keeps its own.
      await clickAircraft(page, first);
      await page.getByRole('region', { name: 'Selected flights 1/20' }).waitFor();
      await page.waitForFunction(
        ([gone, kept]) => {
          const probes = (window as unknown as { __skytrace?: Probes }).__skytrace;
          const counts = probes?.trackPointsByFlight() ?? {};
          return counts[gone] === undefined && (counts[kept] ?? 0) >= 3;
        },
        [hexOf(first), hexOf(second)] as const,
        { timeout: 10_000, polling: 100 },
      );
      // Its refresh would come one interval (10 s) after its last answer: wait that long past
      // its last request, not a fixed 11 s after the deselection.
      const before = pathRequests.get(hexOf(first)) ?? 0;
      const due = (lastPathRequest.get(hexOf(first)) ?? Date.now()) + 11_000;
      await page.waitForTimeout(Math.max(0, due - Date.now()));
      expect(pathRequests.get(hexOf(first)) ?? 0).toBe(before);
      await page.getByRole('button', { name: 'Leave multi-select' }).click();
      expect(errors).toEqual([]);
    },
    90_000,
  );

  it('fits the tools on a phone, clear of the map options, with labels on the map', async () => {
    const { page, errors } = await openPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    await page.goto(url(phoneViewOfFlights(30)));
    await waitProbe(page, 'labels', 'gte', FLIGHTS.length, 60_000);
    // Every tool button stays clear of the map-options button at the top right.
    const options = await page.getByRole('button', { name: 'Map options' }).boundingBox();
    expect(options).not.toBeNull();
    for (const name of ['Filter', 'Labels', 'Multi-select', 'Hot flights']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      const hidden =
        box !== null &&
        options !== null &&
        box.x + box.width > options.x &&
        box.y < options.y + options.height &&
        options.y < box.y + box.height;
      expect(hidden, name).toBe(false);
    }
    await screenshot(page, 'tracker-tools-phone-en', false);
    expect(errors).toEqual([]);
  });

  it.skipIf(OUTBOX_DIR === undefined)(
    'lists a viewed flight among the hot flights and selects it from there',
    async () => {
      const viewed = FLIGHTS[2] as Flight;
      await viewFlight(viewed);
      const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
      // Start elsewhere: picking the hot flight flies the map to it.
      await page.goto(url('/tracker/110.0000,30.0000/8'));
      await page.getByRole('region', { name: 'Radar map' }).waitFor();
      await page.getByRole('button', { name: 'Hot flights' }).click();
      const hot = page.getByRole('region', { name: 'Hot flights' });
      const item = hot.getByRole('button', { name: /^Show (CA1501|CCA1501) on the map$/ });
      await item.waitFor();
      expect(await item.innerText()).toMatch(/1 view$/);
      await screenshot(page, 'tracker-tools-hot-list-en', false);
      await item.click();
      await page.waitForURL((u) => /^\/tracker\/(CA1501|CCA1501)$/.test(u.pathname));
      await page.getByRole('region', { name: /Flight (CA1501|CCA1501)/ }).waitFor();
      await waitProbe(page, 'aircraft', 'gte', FLIGHTS.length);
      await page.getByRole('button', { name: '中文' }).click();
      await page
        .getByRole('region', { name: '热门航班' })
        .getByRole('button', { name: /^在地图上查看 (CA1501|CCA1501)$/ })
        .filter({ hasText: '1 次浏览' })
        .waitFor();
      await settled(page);
      await screenshot(page, 'tracker-tools-hot-selected-zh', false);
      expect(errors).toEqual([]);
    },
  );
});
