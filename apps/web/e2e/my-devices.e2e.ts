import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { API_V2_FULL_PATHS, API_V2_PATHS, type DeviceDay } from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_DIR, signUpToken } from './account';
import {
  BASE_URL,
  PHONE,
  closeBrowsers,
  horizontalOverflow,
  openPage,
  screenshot,
  settled,
  url,
} from './browser';
import { openApp } from './open-app';
import { BEAST_PORT } from './feeder';

// A volunteer's path in Chromium: a feeder UUID on /share-data/script with its set-up lines
// copied, a real Beast feed (the recorded capture-ulss7.beast behind readsb's `1a e4` UUID
// frame) over TCP to the server's feeder port, then /device/index with the device's live
// figures and history chart, an alias of spaces refused and a real one saved; in English,
// Chinese and on a phone.

const CAPTURE = resolve(import.meta.dirname, '../../../../shared/data/adsb/capture-ulss7.beast');

let token = '';
let uuid = '';
const ADMIN = process.env.E2E_ADMIN_USERNAME ?? 'e2eadmin';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';

async function adminToken(): Promise<string> {
  const response = await fetch(url(API_V2_FULL_PATHS.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: '1', username: ADMIN, password: ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`login of ${ADMIN} answered ${body.code}`);
  return body.data.token;
}

async function api<T>(path: string, query = ''): Promise<T> {
  const response = await fetch(new URL(`/api/v2${path}${query}`, BASE_URL), {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: T }).data;
}

/** Sends readsb's UUID frame for `feederUuid`, then the recorded capture, and closes. */
async function feedCapture(feederUuid: string): Promise<void> {
  const frame = Buffer.concat([
    Buffer.from([0x1a, 0xe4]),
    Buffer.from(`${feederUuid.replace(/-/g, '')}ffff`, 'ascii'),
  ]);
  const socket = connect(BEAST_PORT, '127.0.0.1');
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('error', fail);
  });
  socket.write(frame);
  socket.write(readFileSync(CAPTURE));
  await new Promise<void>((done) => socket.end(done));
}

async function openAs(language: 'zh' | 'en', options: Parameters<typeof openPage>[0] = {}) {
  const device = {
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
    ...options,
  };
  return openApp(language, { device, token });
}

/** The first device card, once its live figures are shown. */
async function deviceCard(page: Page) {
  const card = page.locator('[data-testid^="device-card-"]').first();
  await card.waitFor();
  return card;
}

beforeAll(async () => {
  if (OUTBOX_DIR !== undefined) token = await signUpToken('feeder');
}, 60_000);
afterEach(() => closeBrowsers());

describe.runIf(OUTBOX_DIR !== undefined)('share data and my devices', () => {
  it('gives a UUID with set-up lines to copy (en)', async () => {
    const { page, errors } = await openAs('en');
    await page.goto(url('/share-data'));
    await page.waitForURL(/\/share-data\/script$/);
    await page.getByText('You have no feeder UUID yet.').waitFor();
    await page.getByRole('button', { name: 'Get a new UUID' }).click();
    await page.getByText(/New UUID created:/).waitFor();
    const setup = await api<{ identities: { uuid: string }[]; host: string; beastPort: number }>(
      API_V2_PATHS.feederSetup,
    );
    uuid = setup.identities[0]?.uuid ?? '';
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const connector = `--net-connector ${setup.host},${setup.beastPort},beast_reduce_plus_out,uuid=${uuid}`;
    await page.getByText(connector, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Copy: readsb net-connector' }).click();
    await page.getByRole('button', { name: 'Copied: readsb net-connector' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(connector);
    // The HTTP feeder script names this server's feed URL and the UUID.
    await page.getByText(`UUID = "${uuid}"`).waitFor();
    await settled(page);
    await screenshot(page, 'my-devices-share-script-en');
    await page.getByRole('link', { name: 'Build a receiver' }).click();
    await page.getByRole('heading', { name: 'Build an ADS-B receiver' }).waitFor();
    await page.getByText('Troubleshooting').waitFor();
    await settled(page);
    await screenshot(page, 'my-devices-build-guide-en');
    expect(errors).toEqual([]);
  });

  it('shows the fed receiver with its figures and history, and renames it (en)', async () => {
    expect(uuid).not.toBe('');
    await feedCapture(uuid);
    // The day is written at each statistics flush (DEVICE_FLUSH_SECONDS, 30 s by default). A
    // flush can land while the capture is still being read (seen at load 15: 5,958 of its
    // 8,928 frames), so wait for the flush that has them all.
    let today: DeviceDay | undefined;
    const counted = () => (today?.message_count ?? 0) > 8000;
    for (let attempt = 0; attempt < 150 && !counted(); attempt += 1) {
      const mine = await api<{ devId: number }[]>(API_V2_PATHS.myDeviceList);
      const devId = mine[0]?.devId ?? 0;
      today = (await api<DeviceDay[]>(API_V2_PATHS.deviceTwoWeek, `?devId=${devId}`)).at(-1);
      if (!counted()) await new Promise((done) => setTimeout(done, 500));
    }
    expect(today?.message_count).toBeGreaterThan(8000);

    const { page, errors } = await openAs('en');
    await page.goto(url('/device/index'));
    const card = await deviceCard(page);
    await card.getByText('Online', { exact: true }).waitFor();
    await card.getByText('Today vs yesterday').waitFor();
    const chart = card.locator('[data-testid^="device-chart-"]');
    await chart.waitFor();
    await expect.poll(() => chart.getAttribute('data-drawn')).toBe('message_count:14');
    // The section's tab of this page is there and current.
    await page.locator('.device-tabs__tab--active', { hasText: 'My devices' }).waitFor();

    await card.getByRole('button', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Device alias cannot be empty').waitFor();
    await dialog.getByRole('textbox').fill('Rooftop 1090');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Rooftop 1090').waitFor();

    // The antenna's position on the map picker (MapLibre), typed in to the metre.
    await card.getByRole('button', { name: 'Set position' }).click();
    const picker = page.getByRole('dialog', { name: /Antenna position of Rooftop 1090/ });
    await picker.locator('[data-testid="position-map"] canvas').waitFor();
    await picker.getByLabel('Latitude').fill('31.2304');
    await picker.getByLabel('Longitude').fill('121.4737');
    await picker.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Position saved').waitFor();
    const devId = Number(
      (await card.getAttribute('data-testid'))?.replace('device-card-', '') ?? '0',
    );
    const position = await api<{ lat: number; lon: number }>(
      API_V2_PATHS.devicePosition,
      `?devId=${devId}`,
    );
    expect(position).toMatchObject({ lat: 31.2304, lon: 121.4737 });

    await card.getByText('Full history').click();
    await expect.poll(() => chart.getAttribute('data-drawn')).toBe('message_count:1');
    await card.getByText('Last 14 days').click();
    await settled(page);
    await screenshot(page, 'my-devices-list-en');
    expect(errors).toEqual([]);
  });

  it('shows the same pages in Chinese', async () => {
    const { page, errors } = await openAs('zh');
    await page.goto(url('/device/index'));
    const card = await deviceCard(page);
    await card.getByText('在线', { exact: true }).waitFor();
    await card.getByText('今天与昨天').waitFor();
    await card.locator('[data-testid^="device-chart-"][data-drawn]').waitFor();
    await settled(page);
    await screenshot(page, 'my-devices-list-zh');
    await page.goto(url('/share-data/script'));
    await page.getByRole('heading', { name: '让你的接收机向天迹上传数据' }).waitFor();
    await settled(page);
    await screenshot(page, 'my-devices-share-script-zh');
    await page.goto(url('/share-data/buildreceiver'));
    await page.getByRole('heading', { name: '自己搭建 ADS-B 接收机' }).waitFor();
    await settled(page);
    await screenshot(page, 'my-devices-build-guide-zh');
    expect(errors).toEqual([]);
  });

  it('fits a phone without sideways scrolling', async () => {
    const { page, errors } = await openAs('en', PHONE);
    await page.goto(url('/device/index'));
    const card = await deviceCard(page);
    await card.locator('[data-testid^="device-chart-"][data-drawn]').waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'my-devices-list-phone');
    await screenshot(page, 'my-devices-list-phone-view', false);
    await page.goto(url('/share-data/script'));
    await page.getByRole('button', { name: 'Copy: readsb net-connector' }).waitFor();
    await settled(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'my-devices-share-script-phone');
    // One screen of it at the phone's size, where the set-up lines start.
    await page.getByRole('button', { name: 'Copy: readsb net-connector' }).scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'my-devices-share-script-phone-view', false);
    expect(errors).toEqual([]);
  });

  it('lists the device in the back office and monitors it (zh, en)', async () => {
    expect(uuid).not.toBe('');
    const saved = token;
    token = await adminToken();
    try {
      const { page, errors } = await openAs('en');
      await page.goto(url('/bms/devices/list'));
      await page.getByRole('heading', { name: 'Devices' }).waitFor();
      await page.getByRole('searchbox', { name: 'Alias, UUID or owner' }).fill('Rooftop');
      await page.getByRole('searchbox', { name: 'Alias, UUID or owner' }).press('Enter');
      const row = page.locator('[data-testid="devices-table"] tr', { hasText: uuid });
      await row.waitFor();
      await row.getByText('Online').waitFor();
      await settled(page);
      await screenshot(page, 'my-devices-bms-list-en');
      await row.getByRole('button', { name: 'Details' }).click();
      await page.getByTestId('device-data').getByText('Rooftop 1090').waitFor();
      await settled(page);
      await screenshot(page, 'my-devices-bms-details-en');
      await page.goto(url('/bms/devices/monitor'));
      await page.getByTestId('device-summary').getByText('Online').waitFor();
      await page.getByRole('tab', { name: 'Statistics' }).click();
      await page.getByTestId('device-statistics-chart').waitFor();
      await settled(page);
      await screenshot(page, 'my-devices-bms-monitor-en');
      expect(errors).toEqual([]);

      const zh = await openAs('zh');
      await zh.page.goto(url('/bms/devices/list'));
      await zh.page.locator('[data-testid="devices-table"] tr', { hasText: uuid }).waitFor();
      await settled(zh.page);
      await screenshot(zh.page, 'my-devices-bms-list-zh');
      expect(zh.errors).toEqual([]);
    } finally {
      token = saved;
    }
  });
});
