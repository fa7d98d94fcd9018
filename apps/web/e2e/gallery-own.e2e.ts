import sharp from 'sharp';
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  type Picture,
  type PicturePage,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAdminServer, type AdminServer } from './bms-ops-server';
import { PHONE, closeBrowsers, horizontalOverflow, openPage, screenshot, settled } from './browser';
import { openApp } from './open-app';

// Issue 18 (h18) in Chromium: under a photo, the strip of the other approved photos of its
// airframe (newest first, linking to each, "More" to the search; the type strip hidden as the
// fleet does not know this airframe's type); the author edits a photo's caption and airport
// (a bad IATA code refused in the form) and deletes it after a confirmation, from the photo's
// page and from "My photos"; another photographer's photo offers neither. In English, in Chinese
// and on a phone, where the strip scrolls sideways.

let server: AdminServer;
let member: string;
const REGISTRATION = 'B-7101';
const ids = { m1: 0, m2: 0, m3: 0, m4: 0, m5: 0, admin: 0, pending: 0 };

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code.toString()}`);
  return envelope.data;
}

/** A real photo (a sky in `hue` with a fuselage) uploaded as `token`; answers its stored name. */
async function upload(token: string, hue: number): Promise<string> {
  const bytes = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: hue, b: 220 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="800"><rect x="200" y="360" width="800" height="90" rx="45" fill="#f4f4f4"/><polygon points="560,400 700,400 520,640 460,640" fill="#d9d9d9"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${server.baseUrl}${API_V2_FULL_PATHS.uploadImage}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await response.json()) as { data: UploadResult }).data.file;
}

async function plane(token: string, hue: number, approve = true): Promise<number> {
  const [saved] = await call<Picture[]>('POST', API_V2_FULL_PATHS.savePlaneImages, token, {
    registration: REGISTRATION,
    shotDate: '2026-05-01',
    caption: `Photo ${hue.toString()}`,
    files: [await upload(token, hue)],
  });
  const id = saved?.id ?? 0;
  if (approve) await call('POST', ADSB_FULL_PATHS.imageAudit, server.token, { id, status: 1 });
  return id;
}

async function myIds(): Promise<number[]> {
  const page = await call<PicturePage>('GET', API_V2_FULL_PATHS.myPhoto, member);
  return page.list.map((picture) => picture.id);
}

beforeAll(async () => {
  server = await startAdminServer();
  const login = await fetch(`${server.baseUrl}${API_V2_FULL_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginType: '1',
      username: 'opsmember',
      password: 'e2e operations password 1',
    }),
  });
  member = ((await login.json()) as { data: { token: string } }).data.token;
  ids.m1 = await plane(member, 100);
  ids.m2 = await plane(member, 120);
  ids.m3 = await plane(member, 140);
  ids.m4 = await plane(member, 160);
  ids.m5 = await plane(member, 180);
  ids.admin = await plane(server.token, 200);
  ids.pending = await plane(member, 60, false);
}, 600_000);
afterAll(() => server.stop());
afterEach(() => closeBrowsers());

async function openAs(
  token: string,
  language: 'zh' | 'en',
  device: Parameters<typeof openPage>[0] = { viewport: { width: 1280, height: 900 } },
) {
  return openApp(language, { device, token, baseUrl: server.baseUrl });
}

const stripIds = (page: import('playwright-core').Page, testId: string) =>
  page
    .getByTestId(`${testId}-list`)
    .locator('.photo-strip__item')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-picture'))));

describe('own photos and the detail strips', () => {
  it('shows the airframe strip, then edits and deletes the photo from its page (en)', async () => {
    const { page, errors } = await openAs(member, 'en');
    await page.goto(`${server.baseUrl}/pictures/detail/${ids.m1.toString()}`);
    const strip = page.getByTestId('gallery-same-airframe');
    await strip
      .getByRole('heading', { name: `Other photos of this airframe (${REGISTRATION})` })
      .waitFor();
    // Newest first, without the photo itself or the one still waiting for review.
    expect(await stripIds(page, 'gallery-same-airframe')).toEqual([
      ids.admin,
      ids.m5,
      ids.m4,
      ids.m3,
      ids.m2,
    ]);
    expect(await strip.getByText('by opsadmin').count()).toBe(1);
    expect(await page.getByTestId('gallery-same-airframe-more').getAttribute('href')).toBe(
      `/pictures/search/${REGISTRATION}/registration`,
    );
    // The fleet does not know B-7101's type: that strip is not shown at all.
    expect(await page.getByTestId('gallery-same-type').count()).toBe(0);
    await settled(page);
    await screenshot(page, 'gallery-own-detail-en');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByTestId('gallery-own-edit');
    await form.getByText('The photo stays approved: only its details change.').waitFor();
    await form.getByLabel('Caption').fill('Evening departure');
    await form.getByLabel('Airport').fill('P1K');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('An IATA airport code has three letters').waitFor();
    await settled(page);
    await screenshot(page, 'gallery-own-edit-en');
    await form.getByLabel('Airport').fill('pek');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const facts = page.locator('.gallery-facts');
    await facts.getByText('Evening departure').waitFor();
    await facts.getByText('PEK', { exact: true }).waitFor();
    const edited = await call<Picture>(
      'GET',
      `${API_V2_FULL_PATHS.imageDetail}?id=${ids.m1.toString()}`,
      server.token,
    );
    expect(edited).toMatchObject({ caption: 'Evening departure', airport: 'PEK', status: 1 });

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/Delete this photo for good\?/).waitFor();
    await settled(page);
    await screenshot(page, 'gallery-own-delete-en');
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL(/\/pictures\/my$/);
    await page.getByText('The photo was deleted.').waitFor();
    expect(await myIds()).not.toContain(ids.m1);
    expect(errors).toEqual([]);
  });

  it("offers no edit or delete on another photographer's photo (en)", async () => {
    const { page, errors } = await openAs(member, 'en');
    await page.goto(`${server.baseUrl}/pictures/detail/${ids.admin.toString()}`);
    await page.getByTestId('gallery-same-airframe').waitFor();
    expect(await page.getByTestId('gallery-own-actions').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('edits and deletes from My photos (zh)', async () => {
    const { page, errors } = await openAs(member, 'zh');
    await page.goto(`${server.baseUrl}/pictures/my`);
    const card = page.locator(`.gallery-card[data-picture="${ids.m2.toString()}"]`);
    await card.getByRole('button', { name: '编辑', exact: true }).click();
    const form = card.getByTestId('gallery-own-edit');
    await form.getByLabel('说明').fill('晨光中的滑行');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('照片信息已保存。').waitFor();
    await settled(page);
    await screenshot(page, 'gallery-own-my-zh');
    const saved = await call<Picture>(
      'GET',
      `${API_V2_FULL_PATHS.imageDetail}?id=${ids.m2.toString()}`,
      member,
    );
    expect(saved.caption).toBe('晨光中的滑行');
    await card.getByRole('button', { name: '删除', exact: true }).click();
    await card
      .getByRole('alertdialog')
      .getByText(/确定永久删除这张照片吗/)
      .waitFor();
    await settled(page);
    await screenshot(page, 'gallery-own-my-delete-zh');
    await card.getByRole('button', { name: '永久删除' }).click();
    await page.getByText('照片已删除。').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await myIds()).not.toContain(ids.m2);
    expect(errors).toEqual([]);
  });

  it('scrolls the strip sideways and edits and deletes on a phone (en)', async () => {
    const { page, errors } = await openAs(member, 'en', PHONE);
    await page.goto(`${server.baseUrl}/pictures/detail/${ids.m3.toString()}`);
    const list = page.getByTestId('gallery-same-airframe-list');
    await list.locator('.photo-strip__item').first().waitFor();
    expect(await stripIds(page, 'gallery-same-airframe')).toEqual([ids.admin, ids.m5, ids.m4]);
    // The strip scrolls inside itself; the page does not overflow.
    expect(await list.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await list.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, 'gallery-own-detail-en-phone');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByTestId('gallery-own-edit');
    await form.getByLabel('Caption').fill('Rotation on 36R');
    await form.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page);
    await screenshot(page, 'gallery-own-edit-en-phone', false);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('.gallery-facts').getByText('Rotation on 36R').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL(/\/pictures\/my$/);
    await page.getByText('The photo was deleted.').waitFor();
    await settled(page);
    await screenshot(page, 'gallery-own-my-en-phone');
    expect(await myIds()).not.toContain(ids.m3);
    expect(errors).toEqual([]);
  });
});
