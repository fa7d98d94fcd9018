import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpToken } from './account';
import { BASE_URL, closeBrowsers, openPage, screenshot, settled } from './browser';
import { levelFlightBurst, startBeastFeed, type LevelFlight } from './feeder';

// Issue 19 item 6 in Chromium: the track option "waypoints" draws the navaids (OurAirports,
// apps/server/src/airroutes/navaids.ts) along the selected flight's track. This test is the
// receiver of one aircraft flying east over the Hohhot NDB "KJ" (40.870 N, 111.888 E; no other
// browser test looks at Inner Mongolia): the option on, KJ's dot is drawn and labelled; off, it
// goes.

const FLIGHT: LevelFlight = {
  icao: 0x7d1a01,
  callsign: 'CHB6392',
  squawk: '4522',
  lat: 40.87,
  lon: 111.75,
  altitudeFt: 9_000,
  speedKt: 160,
  track: 90,
};
const HEX = '7D1A01';
const NAVAID = 'KJ';

let token: string;
let stopFeed: (() => void) | null = null;

beforeAll(async () => {
  stopFeed = (await startBeastFeed((seconds) => levelFlightBurst([FLIGHT], seconds))).stop;
  token = await signUpToken('waypoints');
}, 120_000);
afterAll(() => stopFeed?.());
afterEach(() => closeBrowsers());

async function waypoints(page: Page) {
  return page.evaluate(() => window.__skytrace?.waypoints() ?? { shown: [], rendered: [] });
}

describe('track option waypoints', () => {
  it('draws the navaid along the flown track when on, and removes it when off', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1366, height: 860 } });
    await page.context().addCookies([{ name: 'skytrace_token', value: token, url: BASE_URL }]);
    await page.goto(`${BASE_URL}/tracker/111.8880,40.8700/9`);
    await page.waitForFunction((hex) => window.__skytrace?.aircraftPoint(hex) != null, HEX, {
      timeout: 60_000,
      polling: 200,
    });
    // Selecting it with a click opens the detail bar with its track options.
    const map = await page.getByRole('region', { name: 'Radar map' }).boundingBox();
    const at = await page.evaluate((hex) => window.__skytrace?.aircraftPoint(hex), HEX);
    if (map === null || !at) throw new Error('no map or aircraft to click');
    await page.mouse.click(map.x + at.x, map.y + at.y);
    // The route names the flight (its IATA number when the airline's is known, else the callsign).
    await page.waitForURL(/\/tracker\/[A-Z0-9]+$/, { timeout: 30_000 });
    // The flown track has points (the layer shows navaids along it only).
    await page.waitForFunction(
      (hex) => (window.__skytrace?.trackPointsByFlight()[hex] ?? 0) > 1,
      HEX,
      {
        timeout: 60_000,
        polling: 200,
      },
    );
    const options = page.getByRole('group', { name: 'Track options' });
    const toggle = options.getByRole('checkbox', { name: 'Waypoints (navaids)' });
    // A fresh profile starts with the option off: nothing drawn.
    expect(await toggle.isChecked()).toBe(false);
    expect(await waypoints(page)).toEqual({ shown: [], rendered: [] });

    await toggle.check();
    await page.waitForFunction(
      (ident) => window.__skytrace?.waypoints().rendered.includes(ident) ?? false,
      NAVAID,
      { timeout: 30_000, polling: 200 },
    );
    expect((await waypoints(page)).shown).toContain(NAVAID);
    const label = page.locator('.waypoint-label', { hasText: `${NAVAID} NDB` });
    await label.waitFor();
    expect(await label.getAttribute('title')).toBe('Hohhot');
    // The label sits beside the dot, and the dot within the navaid's reach of the aircraft.
    const box = await label.boundingBox();
    const aircraft = await page.evaluate((hex) => window.__skytrace?.aircraftPoint(hex), HEX);
    expect(box).not.toBeNull();
    expect(aircraft).toBeTruthy();
    if (box !== null && aircraft) {
      // At zoom 9 a pixel is ~230 m here; the navaid is within 25 km (~110 px) of the track.
      const dx = box.x - 8 - (map.x + aircraft.x);
      const dy = box.y + box.height / 2 - (map.y + aircraft.y);
      expect(Math.hypot(dx, dy)).toBeLessThan(400);
    }
    await settled(page);
    await screenshot(page, 'waypoints-on-en', false);

    await toggle.uncheck();
    await page.waitForFunction(
      () => {
        const drawn = window.__skytrace?.waypoints();
        return drawn !== undefined && drawn.shown.length === 0 && drawn.rendered.length === 0;
      },
      null,
      { timeout: 30_000, polling: 200 },
    );
    expect(await page.locator('.waypoint-label').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
