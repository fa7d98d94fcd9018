import type { FollowNotice } from '@skytrace/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL, closeBrowsers, openPage } from './browser';

// Issue 19 item 8: the app's Web Push service worker (public/push-sw.js) registered by a real
// page in Chromium at the root scope, receiving a push delivered through the DevTools protocol
// (ServiceWorker.deliverPushMessage: no internet, so not Chromium's own push service) and
// showing the translated notification the server sent, asserted with getNotifications().

afterEach(() => closeBrowsers());

describe('push service worker', () => {
  it('shows a pushed notice as a notification', async () => {
    const { page, errors } = await openPage({}, { ownBrowser: true });
    const origin = new URL(BASE_URL).origin;
    await page.context().grantPermissions(['notifications'], { origin });
    await page.goto(`${BASE_URL}/about`);
    const cdp = await page.context().newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      for (const registration of event.registrations)
        registrations.set(registration.scopeURL, registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/push-sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${origin}/`);
    await expect.poll(() => registrations.get(scope), { timeout: 15_000 }).toBeDefined();
    const notice: FollowNotice = {
      kind: 'landed',
      title: 'B-1234 已落地',
      body: '12:05在 ZSPD 落地',
      icaoId: '780A1B',
      url: '/tracker/MU5101',
      time: 1_800_000_000,
    };
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrations.get(scope) ?? '',
        data: JSON.stringify(notice),
      });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const list = await registration.getNotifications();
        return list.map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        }));
      });
    // A push the browser hands over while its worker is still starting can be dropped (push
    // services redeliver); delivered again until shown, and the tag keeps it one notification.
    await deliver();
    for (let attempt = 0; attempt < 4 && (await shown()).length === 0; attempt += 1) {
      await page.waitForTimeout(3_000);
      if ((await shown()).length === 0) await deliver();
    }
    await expect
      .poll(shown, { timeout: 15_000 })
      .toEqual([
        { title: notice.title, body: notice.body, tag: 'landed:780A1B', url: '/tracker/MU5101' },
      ]);
    expect(errors).toEqual([]);
  });
});
