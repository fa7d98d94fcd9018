import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_DIR, signUp, signUpToken, SIGN_UP_PASSWORD } from './account';
import { PHONE, closeBrowsers, horizontalOverflow, screenshot, settled, url } from './browser';
import { openApp } from './open-app';

// Issue 20 item 2 on the phone map (/mobile, the shared test server): the feedback button tops
// the thumb column of map controls, as large as they are and clear of them. A signed-out
// visitor is sent to sign in and comes back to the form, which then knows the map was the page;
// a signed-in user goes straight to the form, which links back to the map. The desktop's corner
// button is not shown there.

const MIN_TAP_TARGET_PX = 44;

async function openPhone(language: 'zh' | 'en', token?: string) {
  return openApp(language, { device: PHONE, token });
}

/** The button's box: a thumb's target, on screen, above the zoom buttons and not over them. */
async function checkPlacement(page: Page, name: string, zoomIn: string): Promise<void> {
  const button = await page.getByRole('link', { name, exact: true }).boundingBox();
  const zoom = await page.getByRole('button', { name: zoomIn, exact: true }).boundingBox();
  if (button === null || zoom === null) throw new Error('no feedback or zoom button box');
  expect(button.width).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
  expect(button.height).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
  expect(button.x + button.width).toBeLessThanOrEqual(PHONE.viewport.width);
  expect(button.y + button.height).toBeLessThanOrEqual(zoom.y);
  expect(await page.locator('.feedback-map-button').count()).toBe(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

describe.skipIf(OUTBOX_DIR === undefined)('feedback from the phone map', () => {
  afterEach(closeBrowsers);

  it('sends a signed-out visitor to sign in and back to the form (zh)', async () => {
    const { username } = await signUp('fbphone');
    const { page, errors } = await openPhone('zh');
    await page.goto(url('/mobile'));
    const button = page.getByRole('link', { name: '反馈', exact: true });
    await button.waitFor();
    await settled(page);
    await checkPlacement(page, '反馈', '放大');
    await screenshot(page, 'feedback-phone-map-zh', false);

    await button.tap();
    await page.waitForURL(
      (u) =>
        u.pathname === '/login' && u.searchParams.get('redirect') === '/feedback?from=%2Fmobile',
    );
    await page.getByRole('heading', { level: 1, name: '登录' }).waitFor();
    await page.locator('input[name=username]').fill(username);
    await page.locator('input[name=password]').fill(SIGN_UP_PASSWORD);
    await page.locator('form button[type=submit]').tap();
    await page.waitForURL((u) => u.pathname === '/feedback' && u.search === '?from=%2Fmobile');
    await page.getByRole('heading', { name: '意见反馈', level: 1 }).waitFor();
    await page.getByLabel('反馈内容').fill('手机地图上的缩放按钮很好用。');
    await page.getByRole('button', { name: '提交反馈' }).tap();
    await page.getByText('感谢您的反馈').waitFor();
    await page.getByTestId('my-feedback').getByText('手机地图上的缩放按钮很好用。').waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'feedback-phone-form-zh');
    // The form says the way back to the map it was opened from.
    await page.getByRole('link', { name: '返回原页面' }).tap();
    await page.waitForURL((u) => u.pathname === '/mobile');
    await page.getByRole('link', { name: '反馈', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the form straight away for a signed-in user (en)', async () => {
    const token = await signUpToken('fbphone');
    const { page, errors } = await openPhone('en', token);
    await page.goto(url('/mobile/tracker/121.4737,31.2304/9'));
    const button = page.getByRole('link', { name: 'Feedback', exact: true });
    await button.waitFor();
    await settled(page);
    await checkPlacement(page, 'Feedback', 'Zoom in');
    await screenshot(page, 'feedback-phone-map-en', false);
    await button.tap();
    await page.waitForURL(
      (u) =>
        u.pathname === '/feedback' &&
        u.searchParams.get('from') === '/mobile/tracker/121.4737,31.2304/9',
    );
    await page.getByRole('heading', { name: 'Feedback', level: 1 }).waitFor();
    await page.getByText('You have not sent any feedback yet.').waitFor();
    await page.getByRole('link', { name: 'Back to where you were' }).waitFor();
    await settled(page);
    await screenshot(page, 'feedback-phone-form-en');
    expect(errors).toEqual([]);
  });
});
