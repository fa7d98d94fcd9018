import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, horizontalOverflow, openPage, screenshot, url } from './browser';

// Each legal page has a fixed language (spec §2); the volunteer page follows the interface.
const LEGAL_PAGES = [
  { path: '/terms', heading: '服务条款', lang: 'zh-CN' },
  { path: '/terms-en', heading: 'Terms of Service', lang: 'en' },
  { path: '/privacy', heading: '隐私政策', lang: 'zh-CN' },
  { path: '/privacy-en', heading: 'Privacy Policy', lang: 'en' },
];

describe('static pages', () => {
  afterEach(closeBrowsers);

  for (const legal of LEGAL_PAGES) {
    it(`renders ${legal.path} in its own language`, async () => {
      const { page, errors } = await openPage();
      await page.goto(url(legal.path));
      const heading = page.getByRole('heading', { level: 1, name: legal.heading });
      await heading.waitFor();
      expect(await page.locator('article').getAttribute('lang')).toBe(legal.lang);
      expect(await page.locator('article h2').count()).toBeGreaterThan(5);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `static${legal.path.replace('/', '-')}`);
      expect(errors).toEqual([]);
    });
  }

  it('links each legal page to its other edition', async () => {
    const { page } = await openPage();
    await page.goto(url('/privacy'));
    await page.getByRole('link', { name: 'English edition' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-en');
  });

  for (const locale of ['en-US', 'zh-CN']) {
    it(`renders the volunteer page in ${locale}`, async () => {
      const { page, errors } = await openPage({ locale });
      await page.goto(url('/ad/volunteerwanted'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const text = await page.locator('article').innerText();
      expect(text).toContain('beast_reduce_plus_out');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(text).toContain(locale === 'zh-CN' ? '树莓派' : 'Raspberry Pi');
      expect(await page.title()).toBe(
        locale === 'zh-CN' ? '招募志愿者 - 天迹 ADS-B' : 'Volunteers wanted - Skytrace',
      );
      await screenshot(page, `volunteer-${locale}`);
      expect(errors).toEqual([]);
    });
  }
});
