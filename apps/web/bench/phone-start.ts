// The first seconds on a phone (issue 15 item 5), for `npm run bench:web`: Chromium with the
// iPhone 13 profile (390 × 844, 3× pixels, touch, Safari's agent) and its CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate) opens `/` in a fresh profile (cold cache) and records, on the
// page's clock from navigation start: the phone variant chosen (`skytrace:variant`, the URL is
// /mobile from then), the first painted aircraft, the search box and the menu button on screen
// (the entry's boot ones, ui/boot-chrome.ts, or the shell's, whichever is first), and the land
// drawn (`skytrace:land`: the base map's layers added and every tile of the view drawn). Target:
// all of them within 2 s. Reported apart: when the React shell's own search box and menu button
// took over (search results and the menu's sheet work from then).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, IPHONE_13, PHONE_CPU_THROTTLING } from '../e2e/browser';
import { endTrace, startTrace, summariseTrace, traceLines } from './phone-trace';
export const PHONE_READY_TARGET_MS = 2000;

export interface PhoneStart {
  /** ms after navigation start; null when it did not happen within the wait. */
  variant: number | null;
  firstAircraft: number | null;
  search: number | null;
  menu: number | null;
  /** The React shell's search box and menu button (the boot ones hand over to them). */
  shellSearch: number | null;
  shellMenu: number | null;
  land: number | null;
  /** The latest of the five: the page is usable and shows a map. */
  ready: number | null;
  path: string;
  aircraftInView: number;
  /** With `trace`: where the main thread's time went (phone-trace.ts), as report lines. */
  trace?: string[];
}

/**
 * Records when the search box and the menu button are first laid out on screen, the boot ones or
 * the shell's, and the shell's apart. A string, not a function: tsx would wrap a function's inner
 * arrows in a helper the page does not have.
 */
const WATCH_CHROME = `(() => {
  const seen = {};
  window.__phoneChrome = seen;
  const selectors = {
    search: '.tracker-search__input, .boot-chrome__input',
    menu: '.compact-bar__toggle, .boot-chrome__menu',
    shellSearch: '.tracker-search__input',
    shellMenu: '.compact-bar__toggle',
  };
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (seen[name] !== undefined) continue;
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box !== undefined && box.width > 0 && box.height > 0) seen[name] = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * One cold phone start of `/` on the server at `baseUrl`; waits up to `waitMs` for each step.
 * `trace` records a performance trace of it (slower: the figures are not comparable).
 */
export async function measurePhoneStart(
  baseUrl: string,
  { waitMs = 20_000, trace = false }: { waitMs?: number; trace?: boolean } = {},
): Promise<PhoneStart> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-phone-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'en-US',
    ...IPHONE_13,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript({ content: WATCH_CHROME });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_THROTTLING });
    if (trace) await startTrace(cdp);
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    const read = () =>
      page.evaluate(() => {
        const marks = Object.fromEntries(
          performance.getEntriesByType('mark').map((entry) => [entry.name, entry.startTime]),
        );
        const chrome = (window as unknown as { __phoneChrome?: Record<string, number> })
          .__phoneChrome;
        return {
          variant: marks['skytrace:variant'] ?? null,
          firstAircraft: marks['skytrace:first-aircraft'] ?? null,
          search: chrome?.search ?? null,
          menu: chrome?.menu ?? null,
          shellSearch: chrome?.shellSearch ?? null,
          shellMenu: chrome?.shellMenu ?? null,
          land: marks['skytrace:land'] ?? null,
          path: window.location.pathname,
          aircraftInView: window.__skytrace?.aircraftCount() ?? 0,
        };
      });
    const started = Date.now();
    let state = await read();
    const complete = () =>
      state.variant !== null &&
      state.firstAircraft !== null &&
      state.search !== null &&
      state.menu !== null &&
      state.shellSearch !== null &&
      state.shellMenu !== null &&
      state.land !== null;
    while (!complete() && Date.now() - started < waitMs) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = await read();
    }
    const steps = [state.variant, state.firstAircraft, state.search, state.menu, state.land];
    const ready = steps.every((step) => step !== null) ? Math.max(...steps) : null;
    if (!trace || state.variant === null) return { ...state, ready };
    const events = await endTrace(cdp);
    const milestones = Object.fromEntries(
      (
        [
          ['first aircraft', state.firstAircraft],
          ['land', state.land],
          ['search on screen', state.search],
          ["the shell's search", state.shellSearch],
        ] as const
      ).filter((entry): entry is [string, number] => entry[1] !== null),
    );
    const summary = summariseTrace(events, milestones, state.variant);
    return { ...state, ready, trace: traceLines(summary, milestones) };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** One line per run, for the bench's report. */
export function phoneStartLine(label: string, run: PhoneStart): string {
  const ms = (value: number | null) => (value === null ? 'never' : value.toFixed(0));
  const verdict =
    run.ready !== null && run.ready <= PHONE_READY_TARGET_MS
      ? '✓'
      : `✗ (target ≤ ${PHONE_READY_TARGET_MS.toString()})`;
  return (
    `${label}: variant ${ms(run.variant)} · first aircraft ${ms(run.firstAircraft)} · search ` +
    `${ms(run.search)} · menu ${ms(run.menu)} · land ${ms(run.land)} → all on screen ` +
    `${ms(run.ready)} ms ${verdict}; the shell's search ${ms(run.shellSearch)} · menu ` +
    `${ms(run.shellMenu)}; ${run.path}, ${run.aircraftInView.toString()} aircraft in view`
  );
}
