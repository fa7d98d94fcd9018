import { API_V2_PATHS } from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpToken } from './account';
import { BASE_URL, closeBrowsers, screenshot } from './browser';
import { openApp } from './open-app';
import { beastBurst, startBeastFeed } from './feeder';

// Issue 19 item 5 end to end in Chromium: a user follows an airframe; a receiver (Beast over
// TCP into the server's feeder port) hears it squawk 7700; the server's live watch turns that
// into an `emergency` event, the notifier finds the follower and sends the notice to the
// user's open socket; the tracker shows it in the user's language, and a click opens the flight.

const ICAO = 0x7c1f70;
let token: string;
let stopFeed: (() => void) | null = null;

beforeAll(async () => {
  token = await signUpToken('notice');
  const response = await fetch(new URL(`/api/v2${API_V2_PATHS.addFollow}?lang=en`, BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ kind: 'aircraft', icaoId: ICAO.toString(16) }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}, 120_000);
afterAll(() => stopFeed?.());
afterEach(() => closeBrowsers());

describe('in-page notices', () => {
  it('shows a followed aircraft’s emergency squawk while the tracker is open', async () => {
    const { page, errors } = await openApp('en', { token });
    await page.goto(`${BASE_URL}/tracker/116.4000,39.9000/8`);
    // The socket is connected and subscribed: the squawk must come after, or it is told to nobody.
    await page.waitForFunction(
      () => (window.__skytrace?.liveStats().locationBatches ?? 0) >= 1,
      undefined,
      {
        timeout: 60_000,
      },
    );
    stopFeed = (
      await startBeastFeed((seconds) =>
        beastBurst(
          [
            {
              icao: ICAO,
              callsign: 'CES5101',
              squawk: '7700',
              // Over Lhasa: far from the other files' aircraft (the tracker test counts its own).
              lat: 29.6,
              lon: 91.1,
              altitudeFt: 8000,
              speedKt: 250,
              track: 90,
              verticalRateFpm: 0,
            },
          ],
          seconds,
        ),
      )
    ).stop;
    const toasts = page.getByRole('status', { name: 'Notices' });
    const toast = toasts.getByRole('button').filter({ hasText: '7700' });
    await toast.waitFor({ timeout: 60_000 });
    // In the user's language (their account's, English here), whatever the page's.
    expect(await toast.textContent()).toMatch(/squawks 7700.*Emergency squawk 7700/);
    await screenshot(page, 'follow-notice-en', false);
    await toast.click();
    await page.waitForURL(/\/tracker\/(CES|MU)5101$/);
    // The detail bar's follow button follows the flight of the day, then offers to unfollow.
    await page.getByRole('button', { name: 'Follow flight' }).click();
    await page.getByRole('button', { name: 'Unfollow' }).waitFor();
    await screenshot(page, 'follow-detail-en', false);
    const mine = await fetch(new URL(`/api/v2${API_V2_PATHS.myFollow}?lang=en`, BASE_URL), {
      headers: { authorization: `Bearer ${token}` },
    });
    const page1 = ((await mine.json()) as { data: { list: { fnum: string | null }[] } }).data;
    expect(page1.list.map((row) => row.fnum)).toContain('MU5101');
    expect(errors).toEqual([]);
  });
});
