import { afterEach, describe, expect, it } from 'vitest';
import { closeBrowsers, openPage, screenshot, url } from './browser';

describe('page failure', () => {
  afterEach(closeBrowsers);

  it('shows a translated failure inside the shell when a page chunk cannot load', async () => {
    const { page } = await openPage();
    // The landing page, since the tracker at / hides the footer behind the map.
    await page.goto(url('/about'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // What a visitor sees after a deployment removed the chunk their loaded app refers to.
    await page.route('**/assets/LegalDocumentPage-*.js', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(1);
    expect(await page.locator('.top-bar').count()).toBe(1);
    await screenshot(page, 'page-failure');
  });
});
