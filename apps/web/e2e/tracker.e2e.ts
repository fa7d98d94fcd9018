import { connect, type Socket } from 'node:net';
import {
  beastTimestampFromMs,
  encodeAirbornePosition,
  encodeGroundVelocity,
  encodeIdentification,
  encodeIdentityReply,
  writeBeastFrame,
} from '@skytrace/adsb';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, screenshot, url } from './browser';

// The live radar end to end: this test is the receiver. It feeds Beast frames for a few aircraft
// near the default centre (spec §9) into the server's feeder port (FEED_BEAST_PORT, set by
// scripts/browser-tests.mjs) and checks they reach the map through ingest, the live table, the
// protobuf socket and the aircraft layer. WebGL runs on SwiftShader here, so waits are generous.

declare global {
  interface Window {
    /** The tracker's test probes (apps/web/src/features/tracker/TrackerMap.tsx). */
    __skytrace?: {
      aircraftCount: () => number;
      renderStats: () => {
        updates: number;
        lastMs: number;
        meanMs: number;
        rendered: number;
      } | null;
    };
  }
}

const BEAST_PORT = Number(process.env.FEED_BEAST_PORT ?? 30004);
const METRES_PER_DEGREE = 111_320;

interface Flight {
  icao: number;
  callsign: string;
  squawk: string;
  lat: number;
  lon: number;
  altitudeFt: number;
  speedKt: number;
  track: number;
}

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

/** One burst of frames for every flight at `seconds` after the start: positions, velocity, identity. */
function burst(seconds: number): Uint8Array {
  const out = new Uint8Array(FLIGHTS.length * 5 * 40);
  const frame = new Uint8Array(14);
  const timestamp = beastTimestampFromMs(seconds * 1000);
  let offset = 0;
  const write = (length: number) => {
    offset = writeBeastFrame(out, offset, frame, length, timestamp, 180);
  };
  for (const flight of FLIGHTS) {
    const distance = flight.speedKt * 0.514444 * seconds;
    const radians = (flight.track * Math.PI) / 180;
    const lat = flight.lat + (distance * Math.cos(radians)) / METRES_PER_DEGREE;
    const lon =
      flight.lon +
      (distance * Math.sin(radians)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    const { icao, altitudeFt } = flight;
    write(encodeAirbornePosition(frame, { icao, lat, lon, altitudeFt, odd: false }));
    write(encodeAirbornePosition(frame, { icao, lat, lon, altitudeFt, odd: true }));
    write(
      encodeGroundVelocity(frame, {
        icao,
        groundSpeedKt: flight.speedKt,
        trackDeg: flight.track,
        verticalRateFpm: 0,
      }),
    );
    write(encodeIdentification(frame, { icao, callsign: flight.callsign, category: 3 }));
    write(encodeIdentityReply(frame, { icao, squawk: flight.squawk }));
  }
  return out.slice(0, offset);
}

let feeder: Socket | null = null;
let feedTimer: ReturnType<typeof setInterval> | null = null;

beforeAll(async () => {
  const socket = connect(BEAST_PORT, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  feeder = socket;
  const started = Date.now();
  const send = () => socket.write(burst((Date.now() - started) / 1000));
  send();
  feedTimer = setInterval(send, 500);
});

afterAll(() => {
  if (feedTimer !== null) clearInterval(feedTimer);
  feeder?.destroy();
});

async function waitForAircraft(page: Page, count: number): Promise<number> {
  const started = Date.now();
  await page.waitForFunction(
    (wanted) => (window.__skytrace?.aircraftCount() ?? 0) >= wanted,
    count,
    { timeout: 30_000, polling: 100 },
  );
  return Date.now() - started;
}

const IPHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('live radar', () => {
  afterEach(closeBrowsers);

  it('shows fed aircraft, finds one by callsign, details it, switches units and language', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 800 } });
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
    await detail.getByRole('checkbox', { name: 'Feet and knots' }).check();
    await detail.getByText('35,000 ft').waitFor();
    await detail.getByText('450 kt').waitFor();
    await screenshot(page, 'tracker-detail-en', false);

    await page.getByRole('button', { name: '中文' }).click();
    const detailZh = page.getByRole('region', { name: /航班 (MU5101|CES5101)/ });
    await detailZh.getByText('应答机编码').waitFor();
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
    await page.waitForTimeout(1500);
    await screenshot(page, 'tracker-mobile-zh', false);
    expect(errors).toEqual([]);
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
