import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpToken } from './account';
import { openSignedIn } from './back-office-setup';
import {
  BASE_URL,
  PHONE,
  closeBrowsers,
  horizontalOverflow,
  openPage,
  screenshot,
  settled,
} from './browser';
import { levelFlightBurst, startBeastFeed, type LevelFlight } from './feeder';

// Issue 20 item 1 in Chromium: the assistant at /chat (signed-in users, reached from the top bar
// and the phone menu) answers in a stream with links, keeps the conversation in this browser,
// clears it, counts the quota; built-in mode (the test server sets no CHAT_API_URL). Its own
// aircraft, fed over the Beast port, is the one it is asked about: low over Shanghai.

const PLANE: LevelFlight = {
  icao: 0x7c7201,
  callsign: 'ZQX7201',
  squawk: '4521',
  lat: 31.2,
  lon: 121.6,
  altitudeFt: 6000,
  speedKt: 220,
  track: 90,
};

let token: string;
let stopFeed: () => void = () => undefined;

beforeAll(async () => {
  token = await signUpToken('chat');
  stopFeed = (await startBeastFeed((seconds) => levelFlightBurst([PLANE], seconds))).stop;
  // Asked about only once the live table has its position (the tracker's own search sees it).
  const deadline = Date.now() + 60_000;
  while (!(await isLive())) {
    if (Date.now() > deadline) throw new Error(`${PLANE.callsign} never reached the live table`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 120_000);
afterEach(() => closeBrowsers());

async function isLive(): Promise<boolean> {
  const address = new URL(API_V2_FULL_PATHS.flightSearch, BASE_URL);
  address.searchParams.set('searchText', PLANE.callsign);
  const body = (await (await fetch(address)).json()) as {
    data: { flights: { callsign: string; lat: number | null }[] } | null;
  };
  return (
    body.data?.flights.some((hit) => hit.callsign === PLANE.callsign && hit.lat !== null) ?? false
  );
}
afterAll(() => stopFeed());

/** A page signed in as this file's user, in `language` (back-office-setup.ts). */
function openAs(language: 'en' | 'zh', device: Parameters<typeof openPage>[0] = {}) {
  return openSignedIn({ baseUrl: BASE_URL }, token, language, device);
}

describe('the assistant page', () => {
  it('answers with links, keeps the conversation, clears it (en)', async () => {
    const { page, errors } = await openAs('en', { viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('link', { name: 'AI assistant' }).first().click();
    await page.getByRole('heading', { name: 'AI assistant' }).waitFor();
    const quota = page.getByTestId('chat-quota');
    await quota.getByText(/^50 of 50 questions left today$/).waitFor();

    const input = page.getByRole('textbox', { name: 'Ask a question…' });
    await input.fill(`Where is ${PLANE.callsign} now?`);
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.getByTestId('chat-assistant').filter({ hasText: 'is now at 31.' });
    await answer.waitFor();
    expect(await answer.textContent()).toContain('1,829 m high');
    const flightLink = answer.getByRole('link', { name: /^Flight / });
    expect(await flightLink.getAttribute('href')).toMatch(/^\/tracker\/[A-Z0-9]+$/);
    expect(await answer.getByRole('link', { name: /^Map / }).getAttribute('href')).toMatch(
      /^\/tracker\/121\.\d{4},31\.\d{4}\/10$/,
    );

    await input.fill('What is flying over Shanghai below 3,000 m?');
    await input.press('Enter');
    await page
      .getByTestId('chat-assistant')
      .filter({ hasText: 'within 60 km of Shanghai' })
      .waitFor();
    await quota.getByText(/questions left today$/).waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'chat-en');

    // Kept in this browser: a reload shows the same conversation.
    await page.reload();
    await page
      .getByTestId('chat-assistant')
      .filter({ hasText: 'within 60 km of Shanghai' })
      .waitFor();
    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(() => page.getByTestId('chat-user').count()).toBe(0);
    await page.getByRole('button', { name: 'Which airport has the most delays?' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('answers in Chinese and says what it cannot answer', async () => {
    const { page, errors } = await openAs('zh', { viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE_URL}/chat`);
    await page.getByRole('heading', { name: 'AI 助手' }).waitFor();
    await page.getByRole('button', { name: '我的接收机状态怎么样？' }).click();
    await page.getByTestId('chat-assistant').getByText('您的账号下还没有绑定接收机。').waitFor();
    const input = page.getByRole('textbox', { name: '输入问题…' });
    await input.fill('给我写一首诗');
    await page.getByRole('button', { name: '发送' }).click();
    await page.getByTestId('chat-assistant').filter({ hasText: '这个问题我回答不了' }).waitFor();
    await settled(page);
    await screenshot(page, 'chat-zh');
    expect(errors).toEqual([]);
  });

  it('is in the phone menu and fits a phone', async () => {
    const { page, errors } = await openAs('zh', PHONE);
    await page.goto(`${BASE_URL}/account`);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('link', { name: 'AI 助手' }).click();
    await page.getByRole('heading', { name: 'AI 助手' }).waitFor();
    await page.getByRole('button', { name: '为什么 CA1234 是热门航班？' }).click();
    await page.getByTestId('chat-assistant').last().waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'chat-phone');
    expect(errors).toEqual([]);
  });

  it('sends signed-out visitors to sign in', async () => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE_URL}/chat`);
    await page.waitForURL((address) => !address.pathname.startsWith('/chat'));
    expect(new URL(page.url()).pathname).toMatch(/login/);
  });
});
