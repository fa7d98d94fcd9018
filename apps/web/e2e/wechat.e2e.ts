import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBrowsers,
  horizontalOverflow,
  PHONE,
  openPage,
  screenshot,
  settled,
  url,
} from './browser';
import { openApp } from './open-app';
import {
  phoneAccount,
  startFakeWechat,
  startWechatServer,
  type FakeWechat,
  type WechatServer,
} from './wechat-server';

// WeChat sign-in and the /poa pages in Chromium, against a server whose WeChat is a fake
// started here: sign-in by the website QR flow (a new account, then the account page's WeChat
// row), a forged redirect refused, and inside "WeChat" on a phone (its user agent) the /poa
// pages authorise by themselves and bind the phone by SMS code, in Chinese. The shared test
// server has no WeChat: its sign-in page shows no WeChat button.

let fake: FakeWechat;
let server: WechatServer;

beforeAll(async () => {
  fake = await startFakeWechat();
  server = await startWechatServer(fake);
}, 600_000);
afterAll(async () => {
  await server.stop();
  await fake.close();
});
afterEach(() => closeBrowsers());

async function openAs(language: 'zh' | 'en', options: Parameters<typeof openPage>[0] = {}) {
  return openApp(language, { device: options });
}

describe('WeChat sign-in', () => {
  it('signs a new WeChat user in by the QR flow and shows the binding on the account page (en)', async () => {
    fake.person = {
      openid: 'o-e2e-ada',
      nickname: 'Ada on WeChat',
      headimgurl: '',
    };
    const { page, errors } = await openAs('en', { viewport: { width: 1280, height: 860 } });
    await page.goto(`${server.baseUrl}/login`);
    const button = page.getByTestId('wechat-login');
    await button.waitFor();
    await settled(page);
    await screenshot(page, 'wechat-login-en');
    await button.click();
    // The fake WeChat sends the browser back to /wechat-redirect, which signs in and goes home.
    await page.waitForURL(
      (address) =>
        !address.pathname.startsWith('/wechat-redirect') && !address.pathname.startsWith('/login'),
    );
    await page.goto(`${server.baseUrl}/account`);
    await page.getByTestId('wechat-nickname').filter({ hasText: 'Ada on WeChat' }).waitFor();
    await page.getByTestId('wechat-unbind').waitFor();
    await settled(page);
    await screenshot(page, 'wechat-account-en');
    // This account has neither phone nor email: unbinding is refused with the reason.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('wechat-unbind').click();
    await page.getByText(/Add a phone number or email/).waitFor();
    expect(errors.filter((text) => !text.includes('409'))).toEqual([]);
  });

  it('refuses a redirect whose state this window did not start (en)', async () => {
    const { page } = await openAs('en', { viewport: { width: 1280, height: 860 } });
    await page.goto(`${server.baseUrl}/wechat-redirect?code=abc123&state=forged`);
    await page.getByText(/not started in this window/).waitFor();
    await settled(page);
    await screenshot(page, 'wechat-redirect-forged-en');
  });

  it('shows no WeChat button where WeChat is not configured', async () => {
    const { page } = await openAs('en');
    const status = page.waitForResponse((response) => response.url().includes('/wechat/status'));
    await page.goto(url('/login'));
    await page.locator('input[name="username"]').waitFor();
    // Once the status call has answered (not configured), the button is not drawn.
    expect((await (await status).json()) as unknown).toMatchObject({ data: { configured: false } });
    await settled(page);
    expect(await page.getByTestId('wechat-login').count()).toBe(0);
  });
});

describe('/poa pages inside WeChat', () => {
  it('authorises by itself, binds the phone by code and shows my rank, online time and live flights (zh, phone)', async () => {
    const phone = '13912345678';
    await phoneAccount(server, 'poaowner', phone);
    fake.person = { openid: 'o-e2e-poa', nickname: '塔台', headimgurl: '' };
    const { page } = await openAs('zh', {
      ...PHONE,
      userAgent: `${PHONE.userAgent} MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN`,
    });
    await page.goto(`${server.baseUrl}/poa/rank`);
    // Not bound yet: after WeChat's authorise page the phone has to be bound.
    const form = page.getByTestId('poa-bind');
    await form.waitFor();
    await form.getByLabel('手机号').fill(phone);
    await settled(page);
    await screenshot(page, 'wechat-poa-bindphone-zh-phone');
    await form.getByRole('button', { name: /获取验证码|发送/ }).click();
    await page.getByText(/验证码已发送|已发送/).waitFor();
    await form.getByLabel('验证码').fill(server.outboxCode(phone));
    await form.getByRole('button', { name: '绑定并继续' }).click();
    await page.waitForURL((address) => address.pathname === '/poa/rank');
    await page.getByTestId('poa-no-devices').waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'wechat-poa-rank-zh-phone');
    await page.getByRole('link', { name: '在线时长' }).click();
    await page.getByTestId('poa-no-devices').waitFor();
    await page.getByRole('link', { name: '实时航班' }).click();
    await page.getByTestId('poa-no-devices').waitFor();
    await settled(page);
    await screenshot(page, 'wechat-poa-liveflight-zh-phone');
  });

  it('asks a signed-out visitor outside WeChat to continue with WeChat or sign in (en, phone)', async () => {
    const { page } = await openAs('en', PHONE);
    await page.goto(`${server.baseUrl}/poa/onlinetime`);
    await page
      .getByTestId('poa-gate')
      .getByRole('button', { name: 'Continue with WeChat' })
      .waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'wechat-poa-gate-en-phone');
  });
});
