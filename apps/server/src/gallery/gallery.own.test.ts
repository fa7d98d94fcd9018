// A photo's detail strips and its author's edit and delete over real HTTP on PGlite (issue 18,
// h18): exactly which photos each strip holds, who may change a photo, what an edit does to its
// audit state, and what a delete removes (row, likes, statistics, stored files of every size).
import fs from 'node:fs';
import path from 'node:path';
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  GALLERY_PERMISSION,
  type PhotoStats,
  type Picture,
  type RelatedImages,
  type UploadResult,
} from '@skytrace/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../applications/kit.testing';
import { upsertAircraft } from '../reference/fleet.repo';
import { storedFiles } from '../storage/storage.schema';
import { pictureLikes } from './gallery.schema';
import { startGalleryApp, type GalleryHarness } from './gallery.testing';

type User = { id: number; token: string };
let app: GalleryHarness;
let alice: User;
let bob: User;
let carol: User;
let auditor: User;
const paths = API_V2_FULL_PATHS;
const admin = ADSB_FULL_PATHS;
const ids: Record<string, number> = {};
/** Each upload a different width, so each has its own bytes and stored name. */
let width = 600;

async function uploadFile(user: User, sameWidth?: number): Promise<string> {
  width += 1;
  const upload = await app.upload(paths.uploadImage, user.token, {
    bytes: await testImage('jpeg', sameWidth ?? width, 400),
    name: 'p.jpg',
    type: 'image/jpeg',
  });
  return (upload.body.data as UploadResult).file;
}

async function planePhoto(
  user: User,
  registration: string,
  status: 0 | 1 | 2 = 1,
  file?: string,
): Promise<number> {
  const saved = await app.call('POST', paths.savePlaneImages, {
    token: user.token,
    body: {
      registration,
      shotDate: '2026-04-02',
      caption: 'first light',
      files: [file ?? (await uploadFile(user))],
    },
  });
  const id = (saved.body.data as Picture[])[0]?.id ?? 0;
  if (status !== 0) {
    const body = status === 1 ? { id, status } : { id, status, reason: 'blurred' };
    await app.call('POST', admin.imageAudit, { token: auditor.token, body });
  }
  return id;
}

async function related(id: number, user?: User): Promise<{ status: number; data: RelatedImages }> {
  const answer = await app.call('GET', `${paths.relatedImages}?id=${id}`, {
    ...(user ? { token: user.token } : {}),
  });
  return { status: answer.status, data: answer.body.data as RelatedImages };
}

async function detail(id: number, user: User): Promise<Picture> {
  const answer = await app.call('GET', `${paths.imageDetail}?id=${id}`, { token: user.token });
  return answer.body.data as Picture;
}

const idsOf = (list: Picture[]) => list.map((picture) => picture.id);
const photoDir = () => path.join(app.dataDir, 'uploads', 'photo');
const onDisk = (file: string) =>
  [file, file.replace('.jpg', '-1600.jpg'), file.replace('.jpg', '-400.jpg')].filter((name) =>
    fs.existsSync(path.join(photoDir(), name)),
  );

beforeAll(async () => {
  app = await startGalleryApp();
  [alice, bob, carol] = [await app.user(), await app.user(), await app.user()];
  auditor = await app.user([GALLERY_PERMISSION]);
  // Two airframes of the A320 and one of the B738: two airframes of one type, two types.
  await upsertAircraft(app.database.db, [
    { icao: 0x781111, registration: 'B-1111', typeDesignator: 'A320', operatorIcao: 'CES' },
    { icao: 0x781112, registration: 'B-1112', typeDesignator: 'A320', operatorIcao: 'CES' },
    { icao: 0x782222, registration: 'B-2222', typeDesignator: 'B738', operatorIcao: 'CSN' },
  ]);
  ids.main = await planePhoto(alice, 'B-1111');
  ids.sameBob = await planePhoto(bob, 'B-1111');
  ids.pending = await planePhoto(alice, 'B-1111', 0);
  ids.rejected = await planePhoto(bob, 'B-1111', 2);
  ids.otherA320 = await planePhoto(bob, 'B-1112');
  ids.b738 = await planePhoto(alice, 'B-2222');
  ids.sameNewest = await planePhoto(carol, 'B-1111');
  // Carol likes the other A320 airframe's photo, so it leads "most liked" of the type.
  await app.call('POST', paths.likeImage, { token: carol.token, body: { id: ids.otherA320 } });
}, 120_000);
afterAll(() => app.close());

describe('detail strips', () => {
  it('holds the other approved photos of the airframe (newest) and of the type (most liked)', async () => {
    const { status, data } = await related(ids.main ?? 0);
    expect(status).toBe(200);
    expect(data.registration).toBe('B-1111');
    expect(data.aircraftType).toBe('A320');
    expect(idsOf(data.sameAirframe)).toEqual([ids.sameNewest, ids.sameBob]);
    expect(idsOf(data.sameType)).toEqual([ids.otherA320, ids.sameNewest, ids.sameBob]);
    expect(data.sameType[0]?.author.name).toBeTruthy();
  });

  it('is empty for a type with one photo, and hides photos not approved from everybody', async () => {
    const { data } = await related(ids.b738 ?? 0);
    expect(data.sameAirframe).toEqual([]);
    expect(data.sameType).toEqual([]);
    // The author's waiting photo shows the approved others, never itself or other waiting ones.
    const mine = await related(ids.pending ?? 0, alice);
    expect(idsOf(mine.data.sameAirframe)).toEqual([ids.sameNewest, ids.sameBob, ids.main]);
    // Others cannot reach a waiting photo's strips, as they cannot reach its detail.
    expect((await related(ids.pending ?? 0, bob)).status).toBe(404);
    expect((await related(ids.pending ?? 0)).status).toBe(404);
    expect((await related(999_999)).status).toBe(404);
  });
});

describe('editing one own photo', () => {
  it('changes caption, date and airport; an approved photo stays approved', async () => {
    const answer = await app.call('POST', paths.editImage, {
      token: alice.token,
      body: {
        id: ids.main,
        caption: ' evening departure ',
        shotDate: '2026-03-01',
        airport: 'pek',
      },
    });
    expect(answer.status).toBe(200);
    const edited = answer.body.data as Picture;
    expect(edited).toMatchObject({
      caption: 'evening departure',
      shotDate: '2026-03-01',
      airport: 'PEK',
      status: 1,
      own: true,
      registration: 'B-1111',
    });
    expect((await detail(ids.main ?? 0, bob)).caption).toBe('evening departure');
  });

  it('puts a rejected photo back in the audit queue; a waiting one stays waiting', async () => {
    const rejected = await app.call('POST', paths.editImage, {
      token: bob.token,
      body: { id: ids.rejected, shotDate: '2026-04-03', caption: 'sharper now' },
    });
    expect(rejected.body.data).toMatchObject({ status: 0, reason: '', caption: 'sharper now' });
    const pending = await app.call('POST', paths.editImage, {
      token: alice.token,
      body: { id: ids.pending, shotDate: '2026-04-03', airport: '' },
    });
    expect(pending.body.data).toMatchObject({ status: 0, airport: '' });
  });

  it("refuses someone else's photo, an unknown one, a signed-out call and bad fields, changing nothing", async () => {
    const body = { id: ids.main, caption: 'stolen', shotDate: '2026-01-01' };
    const foreign = await app.call('POST', paths.editImage, { token: bob.token, body });
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe(
      'This photo belongs to another photographer; only its author can change or delete it.',
    );
    const zh = await app.call('POST', paths.editImage, { token: bob.token, body, lang: 'zh' });
    expect(zh.body.msg).toBe('这张照片属于其他摄影师，只有作者本人可以修改或删除。');
    const unknown = { ...body, id: 999_999 };
    expect(
      (await app.call('POST', paths.editImage, { token: alice.token, body: unknown })).status,
    ).toBe(404);
    expect((await app.call('POST', paths.editImage, { body })).status).toBe(401);
    const bad = [
      [{ shotDate: '2099-01-01' }, 'The shooting date cannot be in the future'],
      [{ shotDate: '' }, 'Please enter the shooting date'],
      [{ airport: 'P1K' }, 'An IATA airport code has three letters'],
      [{ airport: 'ZZZ' }, 'There is no airport with this IATA code.'],
      [{ caption: 'x'.repeat(201) }, ''],
    ] as const;
    for (const [fields, message] of bad) {
      const answer = await app.call('POST', paths.editImage, {
        token: alice.token,
        body: { ...body, ...fields },
      });
      expect(answer.status).toBe(400);
      if (message) expect(answer.body.msg).toContain(message);
    }
    expect(await detail(ids.main ?? 0, alice)).toMatchObject({
      caption: 'evening departure',
      shotDate: '2026-03-01',
      airport: 'PEK',
    });
  });

  it('keeps an airport photo on an airport', async () => {
    const saved = await app.call('POST', paths.saveAirportImages, {
      token: carol.token,
      body: { iata: 'PEK', shotDate: '2026-05-01', file: await uploadFile(carol) },
    });
    const id = (saved.body.data as Picture[])[0]?.id;
    const cleared = await app.call('POST', paths.editImage, {
      token: carol.token,
      body: { id, shotDate: '2026-05-02', airport: '' },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.msg).toBe('An airport photo needs the IATA code of its airport');
    const moved = await app.call('POST', paths.editImage, {
      token: carol.token,
      body: { id, shotDate: '2026-05-02', airport: 'SHA' },
    });
    expect(moved.body.data).toMatchObject({ airport: 'SHA', kind: 'airport' });
  });
});

describe('deleting one own photo', () => {
  it("refuses someone else's photo, an unknown one and a signed-out call", async () => {
    const foreign = await app.call('POST', paths.deleteImage, {
      token: alice.token,
      body: { id: ids.otherA320 },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toContain('only its author');
    const unknown = { id: 999_999 };
    expect(
      (await app.call('POST', paths.deleteImage, { token: bob.token, body: unknown })).status,
    ).toBe(404);
    expect(
      (await app.call('POST', paths.deleteImage, { body: { id: ids.otherA320 } })).status,
    ).toBe(401);
    expect((await detail(ids.otherA320 ?? 0, bob)).likes).toBe(1);
  });

  it('removes the photo, its likes, its score and all its stored sizes', async () => {
    const picture = await detail(ids.otherA320 ?? 0, bob);
    const file = path.basename(picture.largeUrl);
    expect(onDisk(file)).toHaveLength(3);
    const before = (await app.call('GET', paths.myStats, { token: bob.token })).body
      .data as PhotoStats;
    const answer = await app.call('POST', paths.deleteImage, {
      token: bob.token,
      body: { id: ids.otherA320 },
    });
    expect(answer.status).toBe(200);
    expect((await app.call('GET', `${paths.imageDetail}?id=${ids.otherA320}`)).status).toBe(404);
    const likes = await app.database.db
      .select()
      .from(pictureLikes)
      .where(eq(pictureLikes.pictureId, ids.otherA320 ?? 0));
    expect(likes).toEqual([]);
    const after = (await app.call('GET', paths.myStats, { token: bob.token })).body
      .data as PhotoStats;
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.totalScore).toBe(before.totalScore - 10);
    expect(onDisk(file)).toEqual([]);
    const rows = await app.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.kind, 'photo'), eq(storedFiles.name, file)));
    expect(rows).toEqual([]);
    // The strips no longer offer it.
    expect(idsOf((await related(ids.main ?? 0)).data.sameType)).not.toContain(ids.otherA320);
  });

  it('keeps the files while another photographer shows the same bytes', async () => {
    const shared = 900;
    const aliceFile = await uploadFile(alice, shared);
    const bobFile = await uploadFile(bob, shared);
    expect(aliceFile).toBe(bobFile);
    const mine = await planePhoto(alice, 'B-2222', 1, aliceFile);
    const theirs = await planePhoto(bob, 'B-2222', 1, bobFile);
    const gone = await app.call('POST', paths.deleteImage, {
      token: alice.token,
      body: { id: mine },
    });
    expect(gone.status).toBe(200);
    expect(onDisk(aliceFile)).toHaveLength(3);
    // Bob's approved photo is still served to anybody, without a signature.
    const still = await detail(theirs, carol);
    const image = await fetch(`${app.base}${still.thumbnailUrl}`);
    expect(image.status).toBe(200);
    await app.call('POST', paths.deleteImage, { token: bob.token, body: { id: theirs } });
    expect(onDisk(aliceFile)).toEqual([]);
  });
});
