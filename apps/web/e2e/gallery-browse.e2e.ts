import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  type AirportImagePage,
  type PhotoStats,
  type Picture,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, openSignedIn, planePhoto } from './back-office-setup';
import { startAdminServer, type AdminServer } from './bms-ops-server';
import { PHONE, closeBrowsers, horizontalOverflow, screenshot, settled } from './browser';

// Issue 18's browsing in Chromium (h18-browse): /pictures newest, most liked and by category;
// the photographer ranking with the viewer's own row and the scoring rules; the photographers one
// follows, unfollowed from there; the home page's showcase strip; the back office's airport
// photos approved and rejected. The photos are real files uploaded, described and audited
// through the real API first. In English, in Chinese and on a phone.

let server: AdminServer;
let member: string;
const ids = { memberPek: 0, memberSha: 0, adminSha: 0, airportPek: 0, airportSha: 0 };

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
  const bytes = await planePhoto({ r: 90, g: hue, b: 220 }).jpeg().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${server.baseUrl}${API_V2_FULL_PATHS.uploadImage}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await response.json()) as { data: UploadResult }).data.file;
}

async function plane(token: string, registration: string, airport: string, hue: number) {
  const [saved] = await call<Picture[]>('POST', API_V2_FULL_PATHS.savePlaneImages, token, {
    registration,
    shotDate: '2026-05-01',
    airport,
    files: [await upload(token, hue)],
  });
  const id = saved?.id ?? 0;
  await call('POST', ADSB_FULL_PATHS.imageAudit, server.token, { id, status: 1 });
  return id;
}

async function airport(token: string, iata: string, hue: number) {
  const [saved] = await call<Picture[]>('POST', API_V2_FULL_PATHS.saveAirportImages, token, {
    iata,
    shotDate: '2026-05-02',
    caption: `Apron at ${iata}`,
    file: await upload(token, hue),
  });
  return saved?.id ?? 0;
}

beforeAll(async () => {
  server = await startAdminServer();
  member = await memberToken(server);
  // The member: two approved photos (20 points); the administrator: one, chosen for the home
  // page (10 + 20 = 30 points), so the administrator ranks first and the member second.
  ids.memberPek = await plane(member, 'B-6001', 'PEK', 150);
  ids.memberSha = await plane(member, 'B-6002', 'SHA', 180);
  ids.adminSha = await plane(server.token, 'B-6003', 'SHA', 120);
  await call('POST', ADSB_FULL_PATHS.imageShowcase, server.token, {
    id: ids.adminSha,
    show: true,
  });
  // The administrator likes the member's oldest photo: it leads "Most liked".
  await call('POST', API_V2_FULL_PATHS.likeImage, server.token, { id: ids.memberPek });
  // The member follows the administrator.
  const admin = await call<PhotoStats>('GET', API_V2_FULL_PATHS.myStats, server.token);
  await call('POST', API_V2_FULL_PATHS.follow, member, { id: admin.userInfo.userId });
  // Two airport photos wait for the back office.
  ids.airportPek = await airport(member, 'PEK', 200);
  ids.airportSha = await airport(member, 'SHA', 90);
}, 600_000);
afterAll(() => server.stop());
afterEach(() => closeBrowsers());

const openAs = (
  token: string | null,
  language: 'zh' | 'en',
  device?: Parameters<typeof openSignedIn>[3],
) => openSignedIn(server, token, language, device);

const cardIds = async (page: import('playwright-core').Page) =>
  page
    .getByTestId('gallery-grid')
    .locator('.gallery-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-picture'))));

describe('gallery browsing', () => {
  it('orders the gallery by newest or most liked and filters by airport (en)', async () => {
    const { page, errors } = await openAs(null, 'en');
    await page.goto(`${server.baseUrl}/pictures`);
    const grid = page.getByTestId('gallery-grid').locator('.gallery-card');
    await grid.nth(2).waitFor();
    expect(await cardIds(page)).toEqual([ids.adminSha, ids.memberSha, ids.memberPek]);
    await page.getByRole('button', { name: 'Most liked' }).click();
    await page.waitForURL(/view=liked/);
    await expect.poll(() => cardIds(page)).toEqual([ids.memberPek, ids.adminSha, ids.memberSha]);
    await page.getByText('♥ 1').waitFor();
    await settled(page);
    await screenshot(page, 'gallery-browse-liked-en');
    await page.getByRole('button', { name: 'By category' }).click();
    await page.getByLabel('Category').selectOption('airport');
    const chips = page.getByRole('list', { name: 'Airport' });
    await chips.getByRole('button', { name: /SHA\s*2/ }).waitFor();
    await chips.getByRole('button', { name: /PEK\s*1/ }).click();
    await page.waitForURL(/category=airport&value=PEK/);
    await expect.poll(() => cardIds(page)).toEqual([ids.memberPek]);
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page);
    await screenshot(page, 'gallery-browse-category-en');
    expect(errors).toEqual([]);
  });

  it('ranks the photographers with my own row marked and the scoring rules (zh)', async () => {
    const { page, errors } = await openAs(member, 'zh');
    await page.goto(`${server.baseUrl}/pictures`);
    await page.getByRole('link', { name: '排行榜' }).click();
    await page.getByRole('heading', { name: '摄影师排行榜' }).waitFor();
    await page.getByText('每张通过审核的照片得 10 分。').waitFor();
    await page.getByText('照片被选为首页展示，再得 20 分。').waitFor();
    const rows = page.getByTestId('gallery-rank').locator('tbody tr');
    await rows.nth(1).waitFor();
    expect(await rows.nth(0).locator('td').allInnerTexts()).toEqual([
      '1',
      'opsadmin',
      '30',
      '1',
      '1',
      '0',
    ]);
    const mine = page.getByTestId('gallery-rank').locator('tr[data-self="Y"]');
    expect(await mine.locator('td').first().innerText()).toBe('2');
    await mine.getByText('我', { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'gallery-rank-zh');
    expect(errors).toEqual([]);
  });

  it('ranks on a phone without overflowing (en)', async () => {
    const { page, errors } = await openAs(member, 'en', PHONE);
    await page.goto(`${server.baseUrl}/pictures/rank`);
    await page.getByRole('heading', { name: 'Photographer ranking' }).waitFor();
    await page.getByTestId('gallery-rank').locator('tr[data-self="Y"]').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page);
    await screenshot(page, 'gallery-rank-en-phone');
    expect(errors).toEqual([]);
  });

  it('lists the photographers I follow and unfollows one there (en)', async () => {
    const { page, errors } = await openAs(member, 'en');
    await page.goto(`${server.baseUrl}/pictures/search/follow`);
    await page.getByTestId('gallery-grid').locator('.gallery-card').first().waitFor();
    await page.getByRole('button', { name: 'Photographers' }).click();
    await page.waitForURL(/view=authors/);
    const card = page.getByTestId('gallery-followed').locator('.gallery-author');
    await card.getByRole('link', { name: 'opsadmin' }).waitFor();
    await card.locator('div', { hasText: 'Score' }).getByText('30', { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'gallery-followed-en');
    await card.getByRole('button', { name: 'Unfollow opsadmin' }).click();
    await page.getByText('You do not follow any photographer yet.', { exact: false }).waitFor();
    expect(await card.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the chosen photos as a strip on the home page, linking to their detail (en)', async () => {
    const { page, errors } = await openAs(null, 'en');
    await page.goto(`${server.baseUrl}/about`);
    const strip = page.getByTestId('showcase-strip');
    await strip.locator('.photo-strip__item').first().waitFor();
    expect(await strip.locator('.photo-strip__item').count()).toBe(1);
    await page.getByRole('heading', { name: 'From the gallery' }).waitFor();
    await settled(page);
    await screenshot(page, 'gallery-showcase-home-en');
    await strip.getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/pictures/detail/${ids.adminSha.toString()}$`));
    await page.getByTestId('gallery-detail').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the showcase strip on a phone (zh)', async () => {
    const { page, errors } = await openAs(null, 'zh', PHONE);
    await page.goto(`${server.baseUrl}/about`);
    await page.getByRole('heading', { name: '图库精选' }).waitFor();
    await page.getByTestId('showcase-strip').locator('img').first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page);
    await screenshot(page, 'gallery-showcase-home-zh-phone');
    expect(errors).toEqual([]);
  });

  it('reviews airport photos in their own back-office list (zh)', async () => {
    const { page, errors } = await openAs(server.token, 'zh');
    await page.goto(`${server.baseUrl}/bms/gallery/airport`);
    await page.getByRole('heading', { name: '机场照片' }).waitFor();
    const table = page.getByTestId('airport-images-table');
    const pekRow = table.locator(`tr[data-row-key="${ids.airportPek.toString()}"]`);
    const shaRow = table.locator(`tr[data-row-key="${ids.airportSha.toString()}"]`);
    await pekRow.getByText('PEK').waitFor();
    await shaRow.getByText('SHA').waitFor();
    await settled(page);
    await screenshot(page, 'gallery-bms-airport-zh');
    await pekRow.getByRole('button', { name: /^通\s?过$/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /OK|确\s?定/ })
      .click();
    await page.getByText(`照片 ${ids.airportPek.toString()} 已通过`).waitFor();
    await shaRow.getByRole('button', { name: /^驳\s?回$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('驳回原因').fill('不是机场');
    await dialog.getByRole('button', { name: /^驳\s?回$/ }).click();
    await page.getByText(`照片 ${ids.airportSha.toString()} 已驳回`).waitFor();
    await expect.poll(() => table.locator('tbody tr[data-row-key]').count()).toBe(0);
    const approved = await call<AirportImagePage>(
      'GET',
      `${ADSB_FULL_PATHS.airportImageList}?status=1`,
      server.token,
    );
    expect(approved.list.map((picture) => picture.id)).toEqual([ids.airportPek]);
    const rejected = await call<AirportImagePage>(
      'GET',
      `${ADSB_FULL_PATHS.airportImageList}?status=2`,
      server.token,
    );
    expect(rejected.list.map((picture) => [picture.id, picture.reason])).toEqual([
      [ids.airportSha, '不是机场'],
    ]);
    // The menu holds the page under "Gallery".
    await page.getByRole('menuitem', { name: '机场照片' }).waitFor();
    expect(errors).toEqual([]);
  });
});
