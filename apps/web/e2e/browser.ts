import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core (no browser
// download), and screenshots under test-results/ at the root. Each page opens in a context of
// its own (no cookies, storage, cache or service workers shared with any other page) of one
// browser per test file, launched on a fresh temporary profile: launching a browser costs about
// a second of the machine's two cores, a context a tenth of that. A page that needs what
// Chromium keeps from off-the-record contexts (Web Push) asks for a browser of its own, with a
// fresh profile directory given to launchPersistentContext (Playwright refuses `--user-data-dir`
// in `args`).

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
/**
 * A phone's layout for the tests that check what fits and what shows: the iPhone 13's CSS
 * viewport, touch and user agent at one device pixel per CSS pixel. Layout does not depend on the
 * pixel ratio, but SwiftShader's WebGL paints every device pixel on the CPU: at 3× each map frame
 * is nine times the work, which made the phone tests most of CI's browser time. Only the start
 * measure (phone-start.e2e.ts, bench:web) keeps the real ratio.
 */
export const PHONE = { ...IPHONE_13, deviceScaleFactor: 1 };
/** How much slower the phone's CPU is made (CDP Emulation.setCPUThrottlingRate), issue 15. */
export const PHONE_CPU_THROTTLING = 4;

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

const openContexts: (() => Promise<void>)[] = [];
let sharedBrowser: Promise<Browser> | null = null;

const LAUNCH = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true };

function browser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch(LAUNCH);
  return sharedBrowser;
}

/** A context in a browser of its own, on a fresh profile directory removed when it closes. */
async function ownBrowserContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'skytrace-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { ...LAUNCH, ...options });
  openContexts.push(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
  return context;
}

async function sharedBrowserContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await (await browser()).newContext(options);
  openContexts.push(() => context.close());
  return context;
}

/**
 * A page in a fresh context (no cookies, no storage) that records console errors;
 * `ownBrowser` for a page that needs a full profile (Web Push, which Chromium turns off in
 * off-the-record contexts).
 */
export async function openPage(
  options: BrowserContextOptions = {},
  { ownBrowser = false }: { ownBrowser?: boolean } = {},
): Promise<OpenedPage> {
  const contextOptions = { locale: 'en-US', ...options };
  const context = ownBrowser
    ? await ownBrowserContext(contextOptions)
    : await sharedBrowserContext(contextOptions);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Closes every page's context opened by openPage (call in afterEach). */
export async function closeBrowsers(): Promise<void> {
  await Promise.all(openContexts.splice(0).map((close) => close()));
}

/** Closes the file's shared browser (e2e/setup.ts, after each file). */
export async function closeSharedBrowser(): Promise<void> {
  const launched = sharedBrowser;
  sharedBrowser = null;
  await closeBrowsers();
  if (launched) await (await launched).close();
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
