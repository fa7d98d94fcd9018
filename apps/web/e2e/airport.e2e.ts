import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, closeBrowsers, horizontalOverflow, openPage, screenshot, settled } from './browser';
import { DESKTOP, openApp } from './open-app';
import { startSimServer, type SimServer } from './sim-server';

// Issue 19 item 1 in Chromium, on the simulator's sky (its timetable is published as schedules
// and its flights are recorded): the airport page /airport/PEK with its status, figures and
// boards, a board row opening the live flight, and the radar's airport panel opened from PEK's
// label. In English, in Chinese and on a phone.

let sim: SimServer;

beforeAll(async () => {
  sim = await startSimServer(100);
}, 600_000);
afterAll(() => sim.stop());
afterEach(() => closeBrowsers());

const simUrl = (path: string) => new URL(path, sim.baseUrl).toString();

async function openIn(
  language: 'zh' | 'en',
  device: Parameters<typeof openPage>[0] = {},
  liveFlights = true,
) {
  const opened = await openApp(language, { device: { ...DESKTOP, ...device } });
  if (!liveFlights) {
    // Aircraft at PEK's gates would lie over its label: the panel tests hide live flights.
    await opened.page.addInitScript(
      (settings) => {
        window.localStorage.setItem('skytrace_display_settings', settings);
      },
      JSON.stringify({ state: { liveFlights: false, layers: ['airportLabels'] }, version: 2 }),
    );
  }
  return opened;
}

describe('airport page', () => {
  it('shows PEK with its status, figures and boards, a row opening the live flight (en)', async () => {
    const { page, errors } = await openIn('en');
    await page.goto(simUrl('/airport/PEK'));
    await page.getByRole('heading', { level: 1, name: /Beijing Capital/ }).waitFor();
    const status = page.locator('.airport-summary__status [data-status]');
    await status.waitFor();
    expect(['No flights', 'Normal', 'Minor delays', 'Massive delays', 'Closed']).toContain(
      (await status.textContent())?.trim(),
    );
    await page.getByText('Runway in use').waitFor();
    const arrivals = page.getByRole('table', { name: 'Arrivals' });
    await arrivals.locator('tbody tr').first().waitFor();
    const rows = await arrivals.locator('tbody tr').count();
    console.log(`[airport] ${rows.toString()} arrivals at PEK`);
    expect(rows).toBeGreaterThan(3);
    await page.getByRole('tab', { name: 'Departures' }).click();
    const departures = page.getByRole('table', { name: 'Departures' });
    await departures.locator('tbody tr').first().waitFor();
    expect(await departures.locator('tbody tr th').first().textContent()).toMatch(
      /^[A-Z0-9]{2}\d+/,
    );
    await settled(page);
    await screenshot(page, 'airport-page-en');

    // A flight in the air opens the live flight on the radar.
    await page.getByRole('tab', { name: 'Arrivals' }).click();
    await arrivals.locator('tbody tr').first().waitFor();
    const live = page.getByRole('link', { name: /^Open .* on the live map$/ }).first();
    // The board lists by scheduled time: depending on the hour, the flights in the air may be
    // past its first rows, behind "Show … more".
    const more = page.getByRole('button', { name: /^Show \d+ more$/ });
    await expect
      .poll(
        async () => {
          if (await live.isVisible()) return true;
          if (await more.isVisible()) await more.click();
          return false;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
    await live.click();
    await page.waitForURL(/\/tracker\/[A-Z0-9]+\/[A-Z0-9]+-\d{8}\/\d+/);
    expect(errors).toEqual([]);
  });

  it('answers an unknown code with the airport message (en)', async () => {
    const { page } = await openIn('en');
    await page.goto(simUrl('/airport/QQQ'));
    await page.getByRole('alert').getByText('No airport with this code.').waitFor();
  });

  it('shows the page in Chinese', async () => {
    const { page, errors } = await openIn('zh');
    await page.goto(simUrl('/airport/ZBAA'));
    await page.getByRole('heading', { level: 1, name: /首都/ }).waitFor();
    await page.getByText('使用跑道').waitFor();
    await page.getByRole('table', { name: '进港' }).locator('tbody tr').first().waitFor();
    await settled(page);
    await screenshot(page, 'airport-page-zh');
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, errors } = await openIn('en', PHONE);
    await page.goto(simUrl('/airport/PEK'));
    await page.getByRole('table', { name: 'Arrivals' }).locator('tbody tr').first().waitFor();
    await settled(page);
    // The board scrolls inside its own box; the page itself does not.
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'airport-page-phone');
    expect(errors).toEqual([]);
  });
});

/** Clicks the airport's dot (again while the map still settles) and its popup's panel link. */
async function openFromLabel(page: Page, code: string, action: string, name: string) {
  await page.waitForFunction(
    (wanted) => window.__skytraceMapOptions?.airportPoint(wanted) != null,
    code,
    { timeout: 60_000 },
  );
  await settled(page);
  const popup = page.locator('.map-popup');
  try {
    await expect
      .poll(
        async () => {
          const at = await page.evaluate(
            (wanted) => window.__skytraceMapOptions?.airportPoint(wanted) ?? null,
            code,
          );
          if (at) await page.mouse.click(at[0], at[1]);
          return popup.count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await popup.getByRole('link', { name: action }).click();
  } catch (error) {
    await screenshot(page, `airport-panel-failure-${name}`, false);
    throw error;
  }
}

describe('airport panel on the radar', () => {
  for (const [language, action, soon] of [
    ['en', 'Status and boards', 'Arriving soon'],
    ['zh', '机场状态与航班', '即将到达'],
  ] as const) {
    it(`opens from PEK's label (${language})`, async () => {
      const { page, errors } = await openIn(language, {}, false);
      await page.goto(simUrl('/tracker/116.6,40.07/10'));
      await openFromLabel(page, 'ZBAA', action, language);
      const panel = page.locator('.airport-panel');
      await panel.locator('.airport-summary__status [data-status]').waitFor();
      await panel.getByRole('heading', { name: soon }).waitFor();
      await settled(page);
      await screenshot(page, `airport-panel-${language}`, false);
      expect(errors).toEqual([]);
    });
  }

  it('opens on a phone', async () => {
    const { page, errors } = await openIn('en', PHONE, false);
    await page.goto(simUrl('/tracker/116.6,40.07/10'));
    await openFromLabel(page, 'ZBAA', 'Status and boards', 'phone');
    await page.locator('.airport-panel .airport-summary__status [data-status]').waitFor();
    await settled(page);
    await screenshot(page, 'airport-panel-phone', false);
    expect(errors).toEqual([]);
  });
});
