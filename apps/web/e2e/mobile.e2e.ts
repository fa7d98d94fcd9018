import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, horizontalOverflow, openPage, screenshot, settled, url } from './browser';

const IPHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

describe('mobile layout', () => {
  afterEach(closeBrowsers);

  for (const locale of ['en-US', 'zh-CN']) {
    it(`shows the compact bar and its menu (${locale})`, async () => {
      const { page, errors } = await openPage({ ...IPHONE, locale });
      await page.goto(url('/'));
      const toggle = page.locator('.compact-bar__toggle');
      await toggle.waitFor();
      expect(await page.locator('.top-bar__nav').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `mobile-home-${locale}`);

      await toggle.click();
      await page.locator('#compact-menu').waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      // Let the burger-to-cross transition finish before the picture.
      await settled(page);
      await screenshot(page, `mobile-menu-${locale}`, false);
      expect(errors).toEqual([]);
    });
  }

  it('fits the volunteer page and its commands on a phone', async () => {
    const { page, errors } = await openPage({ ...IPHONE, locale: 'zh-CN' });
    await page.goto(url('/ad/volunteerwanted'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'mobile-volunteer-zh-CN');
    expect(errors).toEqual([]);
  });

  it('keeps a legal page readable on a phone', async () => {
    const { page, errors } = await openPage({ ...IPHONE, locale: 'en-US' });
    await page.goto(url('/privacy-en'));
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'mobile-privacy-en', false);
    expect(errors).toEqual([]);
  });

  it('keeps a half-filled form when the window narrows past the breakpoint and back', async () => {
    const { page, errors } = await openPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url('/register'));
    await page.locator('input[name=username]').fill('crosswind');
    await page.locator('.top-bar__nav').waitFor();
    await page.setViewportSize({ width: 600, height: 800 });
    await page.locator('.compact-bar__toggle').waitFor();
    expect(await page.locator('input[name=username]').inputValue()).toBe('crosswind');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('.top-bar__nav').waitFor();
    expect(await page.locator('input[name=username]').inputValue()).toBe('crosswind');
    expect(errors).toEqual([]);
  });
});
