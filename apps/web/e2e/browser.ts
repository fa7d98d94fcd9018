import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';

// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core (no browser
// download), a fresh profile directory per page, and screenshots under test-results/ at the root.
// Playwright refuses `--user-data-dir` in `args`, so the fresh profile is given to
// launchPersistentContext instead: one browser per page, which also isolates the tests fully.

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../test-results');

/** Chromium's flags for the browser tests and the web benchmarks (no network, no GPU). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The iPhone 13 as Chromium's device list describes it (phone-start.e2e.ts, bench:web). */
export const IPHONE_13 = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
};
/** How much slower the phone's CPU is made (CDP Emulation.setCPUThrottlingRate), issue 15. */
export const PHONE_CPU_THROTTLING = 4;

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

const openBrowsers: (() => Promise<void>)[] = [];

/** A page in a fresh browser profile (no cookies, no storage) that records console errors. */
export async function openPage(options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const profile = mkdtempSync(join(tmpdir(), 'skytrace-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'en-US',
    ...options,
  });
  openBrowsers.push(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Closes every browser opened by openPage (call in afterEach). */
export async function closeBrowsers(): Promise<void> {
  await Promise.all(openBrowsers.splice(0).map((close) => close()));
}

/** Saves a screenshot (whole page unless `fullPage` is false) as test-results/<name>.png. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

export function url(path: string): string {
  return new URL(path, BASE_URL).toString();
}

/** Pixels of horizontal overflow of the document (0 when the page fits its viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Waits until the page has settled for a picture or a measurement: web fonts loaded, every
 * finite CSS animation and transition finished (sheets, menus), an airport playback camera at
 * rest, then two painted frames (MapLibre draws on animation frames). Replaces fixed sleeps.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window.__skytraceAirportView?.moving() ?? false));
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))),
    );
  });
}
