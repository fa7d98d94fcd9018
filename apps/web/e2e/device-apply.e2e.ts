import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  fillPath,
  type Application,
  type FittingApplication,
} from '@skytrace/contracts';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, openSignedIn } from './back-office-setup';
import { startAdminServer, type AdminServer } from './bms-ops-server';
import { PHONE, closeBrowsers, horizontalOverflow, screenshot, settled } from './browser';

// Issue 17 items 4, 5 and 8 in Chromium: a volunteer applies for a kit (location picked on the
// map, a real photo uploaded), follows each state after the administrator's audit through the
// API (approved, sent with the express number, not approved with the remark), asks for
// fittings, signs the hosting agreement with a drawn signature and downloads its PDF; the back
// office lists the applications. In English and Chinese and on a phone.

let server: AdminServer;
let member: string;
let photoFile: string;

async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}?lang=en`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

beforeAll(async () => {
  server = await startAdminServer();
  member = await memberToken(server);
  // A real photo of a "roof": a gradient PNG, uploaded by the browser from this file.
  photoFile = `${process.env.TMPDIR ?? '/tmp'}/skytrace-e2e-roof-${process.pid}.png`;
  await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 160, b: 210 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="600"><rect y="380" width="800" height="220" fill="#8a6d4b"/><rect x="380" y="120" width="24" height="260" fill="#444"/></svg>',
        ),
      },
    ])
    .png()
    .toFile(photoFile);
}, 600_000);
afterAll(() => server.stop());
afterEach(() => closeBrowsers());

const openAs = (
  token: string,
  language: 'zh' | 'en',
  device?: Parameters<typeof openSignedIn>[3],
) => openSignedIn(server, token, language, device);

const item = (page: Page, id: number) => page.locator(`[data-application="${id}"]`);

async function myApplications(): Promise<Application[]> {
  return api<Application[]>('GET', API_V2_FULL_PATHS.applyList, member);
}

describe('kit application', () => {
  it('is filled in with a location picked on the map and a photo, then follows the audit (en)', async () => {
    const { page, errors } = await openAs(member, 'en');
    await page.goto(`${server.baseUrl}/device/apply/13900001111`);
    await page.getByRole('heading', { name: 'Apply for a receiver kit' }).waitFor();
    // The recommender comes from the route.
    expect(await page.getByLabel('Recommender (phone or email, optional)').inputValue()).toBe(
      '13900001111',
    );
    // §5 rules in the browser, with their messages.
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Please pick the installation location on the map').waitFor();
    await page.getByText('Name cannot be blank').waitFor();
    await page.getByText('Postcode cannot be blank').waitFor();
    await page.getByText('Please upload at least one photo of the site').waitFor();

    const map = page.getByTestId('kit-location-map');
    await page.locator('[data-testid="kit-location-map"][data-ready="true"]').waitFor();
    // The map opens on China: its middle is in Gansu/Qinghai.
    await map.click();
    await page.getByText(/^Picked: /).waitFor();
    await page.getByLabel('Cable length (m)').fill('6');
    await page.getByLabel('Feeder length (m)').fill('12');
    await page.getByLabel('Recipient name').fill('Zhang Wei');
    await page.getByLabel('Mobile phone').fill('13800138000');
    await page.getByLabel('Address', { exact: true }).fill('1 Century Avenue, Pudong, Shanghai');
    await page.getByLabel('Postcode').fill('2000');
    await page.locator('input[name="photos"]').setInputFiles(photoFile);
    await page.getByRole('img', { name: 'Site photo 1' }).waitFor();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('A postcode has 6 digits').waitFor();
    await page.getByLabel('Postcode').fill('200120');
    await settled(page);
    await screenshot(page, 'kit-apply-en');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Your application has been submitted.', { exact: false }).waitFor();

    const [application] = await myApplications();
    expect(application).toMatchObject({ status: 0, recommender: '13900001111', cableLength: 6 });
    expect(application?.photos).toHaveLength(1);

    await page.goto(`${server.baseUrl}/device/my-apply`);
    const row = item(page, application!.id);
    await row.getByText('Waiting for approval').waitFor();
    await row.getByRole('link', { name: 'Edit' }).waitFor();
    await row.getByRole('button', { name: 'Withdraw' }).waitFor();
    // Edit while pending: the form comes back filled in.
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Change my application' }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('input[name="recipientName"]')?.value ===
        'Zhang Wei',
    );
    await page.getByLabel('Cable length (m)').fill('7');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes have been saved.').waitFor();
    expect((await myApplications())[0]?.cableLength).toBe(7);

    // The administrator approves through the API: the agreement is offered.
    await api('POST', ADSB_FULL_PATHS.applicationAudit, server.token, {
      id: application!.id,
      status: 1,
    });
    await page.goto(`${server.baseUrl}/device/my-apply`);
    await row.locator('[data-status="1"]').waitFor();
    await row.getByRole('link', { name: 'Sign the hosting agreement' }).waitFor();
    expect(await row.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    // … and sends it.
    await api('POST', ADSB_FULL_PATHS.applicationExpress, server.token, {
      id: application!.id,
      expressNumber: 'SF1402345678',
    });
    await page.reload();
    await row.getByText('Receiver sent').waitFor();
    await row.getByText('SF1402345678').waitFor();

    // A second application, rejected with a remark: shown only with that state.
    const second = await api<Application>('POST', API_V2_FULL_PATHS.apply, member, {
      lon: 113.26,
      lat: 23.13,
      cableLength: 3,
      feederLength: 5,
      recipientName: 'Zhang Wei',
      phone: '13800138000',
      address: 'Tianhe Road 1, Guangzhou',
      postcode: '510620',
      photos: application!.photos.map((photo) => photo.file),
    });
    await api('POST', ADSB_FULL_PATHS.applicationAudit, server.token, {
      id: second.id,
      status: 3,
      remark: 'The area is already well covered by other receivers',
    });
    await page.reload();
    await item(page, second.id).getByText('Not approved').waitFor();
    await item(page, second.id)
      .getByText('Reason: The area is already well covered by other receivers')
      .waitFor();
    expect(await page.getByTestId('kit-remark').count()).toBe(1);
    await settled(page);
    await screenshot(page, 'kit-my-apply-en');
    expect(errors).toEqual([]);
  });

  it('asks for fittings and shows their state (en)', async () => {
    const { page, errors } = await openAs(member, 'en');
    await page.goto(`${server.baseUrl}/device/replace-fittings`);
    await page.getByRole('heading', { name: 'Replace fittings' }).waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Please tick at least one fitting').waitFor();
    await page.getByLabel('Feeder', { exact: true }).check();
    await page.getByLabel('SDR', { exact: true }).check();
    await page.getByLabel('Reason for the replacement').fill('The feeder was cut in a storm');
    await page.getByLabel('Recipient name').fill('Zhang Wei');
    await page.getByLabel('Mobile phone').fill('13800138000');
    await page.getByLabel('Address', { exact: true }).fill('1 Century Avenue, Pudong, Shanghai');
    await page.getByLabel('Postcode').fill('200120');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your request has been sent.', { exact: false }).waitFor();
    const [request] = await api<FittingApplication[]>(
      'GET',
      API_V2_FULL_PATHS.fittingApplyList,
      member,
    );
    expect(request?.fittings).toEqual(['feeder', 'sdr']);
    await api('POST', fillPath(ADSB_FULL_PATHS.fittingApprove, { id: request!.id }), server.token);
    await page.goto(`${server.baseUrl}/device/my-replace-fittings`);
    const row = page.locator(`[data-fitting="${request!.id}"]`);
    await row.getByText('Approved').waitFor();
    await row.getByText('Feeder, SDR').waitFor();
    await settled(page);
    await screenshot(page, 'kit-my-fittings-en');
    expect(errors).toEqual([]);
  });

  it('signs the hosting agreement with a drawn signature and downloads the PDF (en)', async () => {
    const { page, errors } = await openAs(member, 'en');
    await page.goto(`${server.baseUrl}/contract`);
    await page.getByRole('heading', { name: 'Hosting agreements' }).waitFor();
    await page.getByRole('link', { name: 'Open' }).first().click();
    await page
      .getByRole('heading', { name: 'Skytrace ADS-B Receiver Hosting Agreement' })
      .waitFor();
    await page.getByText('2. The Host keeps it running').waitFor();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByText('Please draw your signature').waitFor();
    await page.getByText('Name cannot be blank').waitFor();
    await page.getByLabel('Your full name').fill('Zhang Wei');
    const pad = page.getByTestId('contract-signature-pad');
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 24; step += 1) {
      const x = box.x + box.width * (0.15 + step * 0.028);
      const y = box.y + box.height * (0.6 - 0.25 * Math.sin(step / 2.5));
      await page.mouse.move(x, y);
    }
    await page.mouse.up();
    await page.getByLabel('I have read this agreement and accept it.').check();
    await settled(page);
    await screenshot(page, 'kit-contract-signing-en');
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByText('Thank you — the agreement is signed.').waitFor();
    await page.getByTestId('contract-status').getByText('Signed').waitFor();
    await page.getByTestId('contract-signer').getByText('Zhang Wei').waitFor();
    await page.getByRole('img', { name: 'Signature of Zhang Wei' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await settled(page);
    await screenshot(page, 'kit-contract-signed-en');
    expect(errors).toEqual([]);
  });

  it('shows the states, the agreement and the form in Chinese and on a phone (zh)', async () => {
    const { page, errors } = await openAs(member, 'zh');
    await page.goto(`${server.baseUrl}/device/my-apply`);
    await page.getByRole('heading', { name: '我的套件申请' }).waitFor();
    await page.getByText('接收机已寄出').waitFor();
    await page.getByText('未通过').waitFor();
    await settled(page);
    await screenshot(page, 'kit-my-apply-zh');
    await page.goto(`${server.baseUrl}/contract`);
    await page.getByRole('link', { name: '打开' }).first().click();
    await page.getByRole('heading', { name: '天迹 ADS-B 接收设备托管协议' }).waitFor();
    await page.getByText('第二条 托管方的义务').waitFor();
    await settled(page);
    await screenshot(page, 'kit-contract-zh');
    expect(errors).toEqual([]);

    const phone = await openAs(member, 'zh', PHONE);
    await phone.page.goto(`${server.baseUrl}/device/apply`);
    await phone.page.getByRole('heading', { name: '申请接收套件' }).waitFor();
    await phone.page.locator('[data-testid="kit-location-map"][data-ready="true"]').waitFor();
    await phone.page.getByRole('button', { name: '提交申请' }).click();
    await phone.page.getByText('请在地图上选择安装位置').waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await settled(phone.page);
    await screenshot(phone.page, 'kit-apply-zh-phone');
    await phone.page.goto(`${server.baseUrl}/device/my-apply`);
    await phone.page.getByText('接收机已寄出').waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await settled(phone.page);
    await screenshot(phone.page, 'kit-my-apply-zh-phone');
    await phone.page.goto(`${server.baseUrl}/contract`);
    await phone.page.getByRole('link', { name: '打开' }).first().click();
    await phone.page.getByText('第二条 托管方的义务').waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await settled(phone.page);
    await screenshot(phone.page, 'kit-contract-zh-phone');
    expect(phone.errors).toEqual([]);
  });

  it('lists the applications in the back office and rejects one with a reason (zh)', async () => {
    const [sent] = await myApplications();
    const third = await api<Application>('POST', API_V2_FULL_PATHS.apply, member, {
      lon: 104.07,
      lat: 30.67,
      cableLength: 4,
      feederLength: 9,
      recipientName: 'Zhang Wei',
      phone: '13800138000',
      address: 'Tianfu Avenue 100, Chengdu',
      postcode: '610041',
      photos: sent!.photos.map((photo) => photo.file),
    });
    const { page, errors } = await openAs(server.token, 'zh');
    await page.goto(`${server.baseUrl}/bms/devices/applications`);
    await page.getByRole('heading', { name: '套件申请' }).waitFor();
    const table = page.getByTestId('kit-applications-table');
    await table.getByText('opsmember').first().waitFor();
    await table.getByText('已寄出').waitFor();
    const row = table.locator(`tr[data-row-key="${third.id}"]`);
    await row.getByText('等待审核').waitFor();
    await row.getByRole('button', { name: '不通过' }).click();
    const dialog = page.getByRole('dialog');
    // Without a remark the rejection is refused on the spot (spec §4: remark with status 3).
    await dialog.getByRole('button', { name: '不通过' }).click();
    await dialog.getByText('请填写不通过的原因').waitFor();
    await dialog.getByRole('combobox').click();
    await page
      .locator('.ant-select-item-option', { hasText: '场地照片未能清楚显示安装位置' })
      .click();
    await dialog.getByRole('button', { name: '不通过' }).click();
    await page.getByText(`申请 ${third.id} 未通过。`).waitFor();
    await row.getByText('未通过').waitFor();
    expect(
      (await myApplications()).find((application) => application.id === third.id),
    ).toMatchObject({ status: 3, remark: '场地照片未能清楚显示安装位置' });
    await settled(page);
    await screenshot(page, 'kit-bms-applications-zh');
    await page.goto(`${server.baseUrl}/bms/devices/contracts`);
    await page.getByTestId('kit-contracts-table').getByText('Zhang Wei').waitFor();
    await settled(page);
    await screenshot(page, 'kit-bms-contracts-zh');
    expect(errors).toEqual([]);
  });
});
