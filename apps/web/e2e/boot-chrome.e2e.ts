import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, PHONE, screenshot, url } from './browser';

// The phone's bar and search box before React (ui/boot-chrome.ts, issue 15): drawn by the entry
// before the React shell's script has even run, then replaced by the shell's own in one commit,
// at the same place, keeping what the user typed and tapped. The shell's script is held back
// here (a route that answers only when told), so the page stays in its first state as long as
// the test looks at it.

type Box = { x: number; y: number; width: number; height: number };

/** Holds the React shell's chunk (`assets/shell-*.js`) until `release()`. */
async function holdShell(page: Page): Promise<{ release: () => Promise<void> }> {
  let held: Route | null = null;
  let released = false;
  await page.route(/\/assets\/shell-[^/]*\.js$/, async (route) => {
    if (released) await route.continue();
    else held = route;
  });
  return {
    release: async () => {
      released = true;
      if (held !== null) await held.continue();
    },
  };
}

/**
 * Counts, after every change of the document, how many search boxes and menu buttons exist
 * (boot ones and the shell's together); the highest counts seen are kept on window.
 */
const COUNT_TWINS = `(() => {
  const most = { search: 0, menu: 0 };
  window.__bootTwins = most;
  new MutationObserver(() => {
    const count = (selector) => document.querySelectorAll(selector).length;
    most.search = Math.max(most.search, count('.boot-chrome__input, .tracker-search__input'));
    most.menu = Math.max(most.menu, count('.boot-chrome__menu, .compact-bar__toggle'));
  }).observe(document, { childList: true, subtree: true });
})();`;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).boundingBox();
  if (box === null) throw new Error(`${selector} is not laid out`);
  return box;
}

function expectSameBox(after: Box, before: Box, what: string): void {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(after[side] - before[side]), `${what} ${side}`).toBeLessThanOrEqual(1);
  }
}

const PLACEHOLDER = {
  'en-US': 'Flight, callsign, registration, ICAO or airport',
  'zh-CN': '航班号、呼号、注册号、ICAO 地址或机场',
};

describe('the phone bar and search box before React', () => {
  afterEach(closeBrowsers);

  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`are drawn before the shell runs and handed over in place (${locale})`, async () => {
      const { page, errors } = await openPage({ ...PHONE, locale });
      await page.addInitScript({ content: COUNT_TWINS });
      const shell = await holdShell(page);
      await page.goto(url('/'));

      const bootInput = page.locator('.boot-chrome__input');
      await bootInput.waitFor();
      await page.locator('.boot-chrome__menu').waitFor();
      // The shell's script has not run: no React search box, no shell-start mark.
      const before = await page.evaluate(() => ({
        shellStarted: performance.getEntriesByName('skytrace:shell-start').length,
        bootMarked: performance.getEntriesByName('skytrace:boot-chrome').length,
        reactSearch: document.querySelectorAll('.tracker-search__input').length,
        path: window.location.pathname,
      }));
      expect(before).toEqual({ shellStarted: 0, bootMarked: 1, reactSearch: 0, path: '/mobile' });
      await expect(bootInput.getAttribute('placeholder')).resolves.toBe(PLACEHOLDER[locale]);
      const boxes = {
        bar: await boxOf(page, '.boot-chrome__bar'),
        menu: await boxOf(page, '.boot-chrome__menu'),
        search: await boxOf(page, '.boot-chrome__input'),
        name: await boxOf(page, '.boot-chrome__bar .logo__name'),
      };
      await screenshot(page, `boot-chrome-${locale}`, false);

      // Typed before React: the shell's box takes the text and the focus.
      await bootInput.fill('CCA');
      await shell.release();
      const search = page.locator('.tracker-search__input');
      await search.waitFor();
      await expect(search.inputValue()).resolves.toBe('CCA');
      await expect(search.evaluate((element) => element === document.activeElement)).resolves.toBe(
        true,
      );
      await page.locator('.compact-bar__toggle').waitFor();
      await expect(page.locator('.boot-chrome').count()).resolves.toBe(0);
      // Never two search boxes or two menu buttons, in any state the document passed through.
      const twins = await page.evaluate(
        () => (window as unknown as { __bootTwins: { search: number; menu: number } }).__bootTwins,
      );
      expect(twins).toEqual({ search: 1, menu: 1 });
      // Nothing moved: the shell's bar, menu button, search box and name where the boot's were.
      expectSameBox(await boxOf(page, '.top-bar--compact'), boxes.bar, 'bar');
      expectSameBox(await boxOf(page, '.compact-bar__toggle'), boxes.menu, 'menu');
      expectSameBox(await boxOf(page, '.tracker-search__input'), boxes.search, 'search');
      expectSameBox(await boxOf(page, '.top-bar--compact .logo__name'), boxes.name, 'name');
      await screenshot(page, `boot-chrome-handed-over-${locale}`, false);
      expect(errors).toEqual([]);
    });
  }

  it('opens the menu the user tapped before the shell arrived', async () => {
    const { page, errors } = await openPage({ ...PHONE });
    const shell = await holdShell(page);
    await page.goto(url('/'));
    const bootMenu = page.locator('.boot-chrome__menu');
    await bootMenu.click();
    // Acknowledged at once: the bars turn into a cross.
    await page.locator('.boot-chrome__menu .burger--open').waitFor();
    await shell.release();
    await page.locator('#compact-menu').waitFor();
    await expect(page.locator('.compact-bar__toggle').getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    await expect(page.locator('.boot-chrome').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('are not drawn on a desktop, nor on a phone page other than the radar', async () => {
    const drawn = (page: Page) =>
      page.evaluate(() => performance.getEntriesByName('skytrace:boot-chrome').length);
    const desktop = await openPage({ viewport: { width: 1280, height: 800 } });
    await desktop.page.goto(url('/'));
    await desktop.page.locator('.tracker-search__input').waitFor();
    await expect(drawn(desktop.page)).resolves.toBe(0);

    const phone = await openPage({ ...PHONE });
    await phone.page.goto(url('/about'));
    await phone.page.locator('.compact-bar__toggle').waitFor();
    await expect(drawn(phone.page)).resolves.toBe(0);
    expect([...desktop.errors, ...phone.errors]).toEqual([]);
  });
});
