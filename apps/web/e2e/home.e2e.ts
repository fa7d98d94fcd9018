import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, screenshot, url } from './browser';

describe('home and language switch', () => {
  afterEach(closeBrowsers);

  it('loads in English without console errors', async () => {
    const { page, errors } = await openPage();
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Live flights - Skytrace');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await screenshot(page, 'home-en');
    expect(errors).toEqual([]);
  });

  it('follows a Chinese browser language by default', async () => {
    const { page, errors } = await openPage({ locale: 'zh-CN' });
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('实时航班 - 天迹 ADS-B');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await screenshot(page, 'home-zh');
    expect(errors).toEqual([]);
  });

  it('switches language from the top bar, updating title and texts, and remembers it', async () => {
    const { page, errors } = await openPage();
    await page.goto(url('/'));
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('link', { name: '登录' }).waitFor();
    expect(await page.title()).toBe('实时航班 - 天迹 ADS-B');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('APP_LANGUAGE'))).toBe('zh');

    await page.reload();
    await page.getByRole('link', { name: '登录' }).waitFor();
    expect(await page.title()).toBe('实时航班 - 天迹 ADS-B');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.title()).toBe('Live flights - Skytrace');
    expect(errors).toEqual([]);
  });
});
