// The gallery end to end over real HTTP (issue 18 items 1–3, 6): photos uploaded as kind
// `photo`, described, audited in the back office, then visible in the index and on the author's
// page; bad files refused with spec §8's message and nothing recorded; other people's uploads
// and the back-office calls guarded.
import fs from 'node:fs';
import path from 'node:path';
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  GALLERY_PERMISSION,
  fillPath,
  type AuditPage,
  type Picture,
  type PicturePage,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../applications/kit.testing';
import { upsertAircraft } from '../reference/fleet.repo';
import { startGalleryApp, type GalleryHarness } from './gallery.testing';

let app: GalleryHarness;
let author: { id: number; token: string };
let other: { id: number; token: string };
let auditor: { id: number; token: string };

beforeAll(async () => {
  app = await startGalleryApp();
  author = await app.user();
  other = await app.user();
  auditor = await app.user([GALLERY_PERMISSION]);
  await upsertAircraft(app.database.db, [
    { icao: 0x780a1b, registration: 'B-1234', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
}, 60_000);
afterAll(() => app.close());

const paths = API_V2_FULL_PATHS;
const admin = ADSB_FULL_PATHS;

async function uploadPhoto(
  token: string,
  format: 'jpeg' | 'png' = 'jpeg',
  width = 640,
): Promise<UploadResult> {
  const answer = await app.upload(paths.uploadImage, token, {
    bytes: await testImage(format, width, 480),
    name: 'photo.jpg',
    type: 'image/jpeg',
  });
  expect(answer.status).toBe(200);
  return answer.body.data as UploadResult;
}

function photoFiles(): string[] {
  const folder = path.join(app.dataDir, 'uploads', 'photo');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

describe('gallery', () => {
  it('takes photos through upload → description → audit → index and author page', async () => {
    const first = await uploadPhoto(author.token, 'jpeg', 640);
    const second = await uploadPhoto(author.token, 'jpeg', 800);
    const saved = await app.call('POST', paths.savePlaneImages, {
      token: author.token,
      body: {
        registration: 'b-1234',
        shotDate: '2026-05-01',
        airport: 'pek',
        caption: 'Rotation on 36R',
        files: [first.file, second.file],
      },
    });
    expect(saved.status).toBe(200);
    const pictures = saved.body.data as Picture[];
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toMatchObject({
      registration: 'B-1234',
      aircraftType: 'A320',
      airport: 'PEK',
      status: 0,
      author: { id: author.id },
    });
    expect(pictures[0]?.airline).toMatch(/China Eastern/i);

    // Waiting: not public, but the author sees it on their own page.
    const before = (await app.call('GET', paths.galleryIndex)).body.data as PicturePage;
    expect(before.list).toHaveLength(0);
    const id = pictures[0]?.id ?? 0;
    expect((await app.call('GET', `${paths.imageDetail}?id=${id}`)).status).toBe(404);
    const mine = (await app.call('GET', paths.myPhoto, { token: author.token })).body
      .data as PicturePage;
    expect(mine.list.map((picture) => picture.status)).toEqual([0, 0]);

    // The back office: the queue, approve one, reject the other with a reason.
    const queue = (await app.call('GET', admin.auditImages, { token: auditor.token })).body
      .data as AuditPage;
    expect(queue.total).toBe(2);
    expect(queue.list.every((row) => !row.read)).toBe(true);
    const approved = await app.call('POST', admin.imageAudit, {
      token: auditor.token,
      body: { id, status: 1 },
    });
    expect(approved.status).toBe(200);
    const rejectId = pictures[1]?.id ?? 0;
    const noReason = await app.call('POST', admin.imageAudit, {
      token: auditor.token,
      body: { id: rejectId, status: 2 },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('Please give the reason for the rejection');
    const rejected = await app.call('POST', admin.imageAudit, {
      token: auditor.token,
      body: { id: rejectId, status: 2, reason: 'Blurred' },
      lang: 'zh',
    });
    expect(rejected.status).toBe(200);
    const again = await app.call('POST', admin.imageAudit, {
      token: auditor.token,
      body: { id, status: 2, reason: 'x' },
    });
    expect(again.status).toBe(409);

    // Approved: in the index, the detail and the author page; the rejection reason for its author.
    const index = (await app.call('GET', paths.galleryIndex)).body.data as PicturePage;
    expect(index.list.map((picture) => picture.id)).toEqual([id]);
    expect(index.isLastPage).toBe(true);
    const detail = await app.call('GET', `${paths.imageDetail}?id=${id}`);
    expect((detail.body.data as Picture).caption).toBe('Rotation on 36R');
    const page = (await app.call('GET', `${paths.otherPhoto}?userId=${author.id}`)).body
      .data as PicturePage;
    expect(page.list.map((picture) => picture.id)).toEqual([id]);
    const after = (await app.call('GET', paths.myPhoto, { token: author.token })).body
      .data as PicturePage;
    expect(after.list.find((picture) => picture.id === rejectId)).toMatchObject({
      status: 2,
      reason: 'Blurred',
    });

    // The stored file is public once approved, with long cache headers.
    const served = await fetch(`${app.base}${index.list[0]?.url ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The showcase takes approved photos only; mark read is logged.
    const show = await app.call('POST', admin.imageShowcase, {
      token: auditor.token,
      body: { id, show: true },
    });
    expect((show.body.data as Picture).showcase).toBe(true);
    const refused = await app.call('POST', admin.imageShowcase, {
      token: auditor.token,
      body: { id: rejectId, show: true },
    });
    expect(refused.status).toBe(409);
    const read = await app.call('POST', fillPath(admin.imageRead, { id: rejectId }), {
      token: auditor.token,
    });
    expect(read.status).toBe(200);
    const detailAdmin = await app.call('GET', fillPath(admin.auditImageDetail, { id: rejectId }), {
      token: auditor.token,
    });
    expect((detailAdmin.body.data as Picture).status).toBe(2);
  });

  it('takes one airport photo by a known IATA code only', async () => {
    const photo = await uploadPhoto(author.token, 'png', 700);
    const unknown = await app.call('POST', paths.saveAirportImages, {
      token: author.token,
      body: { iata: 'QQQ', shotDate: '2026-05-01', file: photo.file },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('There is no airport with this IATA code.');
    const saved = await app.call('POST', paths.saveAirportImages, {
      token: author.token,
      body: { iata: 'sha', shotDate: '2026-05-01', file: photo.file },
    });
    expect(saved.status).toBe(200);
    expect((saved.body.data as Picture[])[0]).toMatchObject({ kind: 'airport', airport: 'SHA' });
  });

  it('refuses bad files by content with spec §8 texts and keeps nothing', async () => {
    const filesBefore = photoFiles().length;
    const text = await app.upload(paths.uploadImage, author.token, {
      bytes: Buffer.from('not an image, only words\n'.repeat(40)),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('Only supports photo format (JPG, JPEG or PNG).');
    const sharp = (await import('sharp')).default;
    const webp = await sharp(await testImage('png'))
      .webp()
      .toBuffer();
    const webpAnswer = await app.upload(paths.uploadImage, author.token, {
      bytes: webp,
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(webpAnswer.status).toBe(400);
    const large = await app.upload(paths.uploadImage, author.token, {
      bytes: Buffer.alloc(21 * 1024 * 1024, 7),
      name: 'large.jpg',
      type: 'image/jpeg',
    });
    expect(large.status).toBe(413);
    expect(large.body.msg).toBe('The file is larger than 20 MB.');
    expect(photoFiles().length).toBe(filesBefore);

    // A PNG named .jpg is taken, and kept, as a PNG.
    const png = await uploadPhoto(author.token, 'png', 900);
    expect(png.format).toBe('png');
    expect(png.file.endsWith('.png')).toBe(true);
  });

  it('refuses seven photos, a future date, and describing somebody else’s upload', async () => {
    const photo = await uploadPhoto(author.token, 'jpeg', 1000);
    const body = { registration: 'B-5678', shotDate: '2026-05-01', files: [photo.file] };
    const seven = await app.call('POST', paths.savePlaneImages, {
      token: author.token,
      body: { ...body, files: Array.from({ length: 7 }, () => photo.file) },
    });
    expect(seven.status).toBe(400);
    expect(seven.body.msg).toContain('At most 6 photos at a time');
    const future = await app.call('POST', paths.savePlaneImages, {
      token: author.token,
      body: { ...body, shotDate: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    const stolen = await app.call('POST', paths.savePlaneImages, { token: other.token, body });
    expect(stolen.status).toBe(403);
    const mine = (await app.call('GET', paths.myPhoto, { token: other.token })).body
      .data as PicturePage;
    expect(mine.list).toHaveLength(0);
    expect((await app.call('POST', paths.savePlaneImages, { body })).status).toBe(401);
  });

  it('keeps the audit calls to holders of the gallery permission', async () => {
    expect((await app.call('GET', admin.auditImages)).status).toBe(401);
    expect((await app.call('GET', admin.auditImages, { token: other.token })).status).toBe(403);
    const audit = await app.call('POST', admin.imageAudit, {
      token: author.token,
      body: { id: 1, status: 1 },
    });
    expect(audit.status).toBe(403);
  });
});
