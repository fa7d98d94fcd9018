// Browsing the gallery over real HTTP (issue 18, h18-browse): the all-user ranking with the
// viewer's own row, the photographers one follows, photos by category and by likes, the home
// showcase, and the back office's airport photos with their audit aliases.
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  GALLERY_PERMISSION,
  GALLERY_RANK_PAGE_SIZE,
  fillPath,
  type AirportImagePage,
  type FollowedAuthors,
  type GalleryCategoryValue,
  type Picture,
  type PicturePage,
  type PhotographerRankPage,
  type UploadResult,
} from '@skytrace/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../applications/kit.testing';
import { upsertAircraft } from '../reference/fleet.repo';
import { PhotographerRanking, RANK_CACHE_MS } from './gallery.rank';
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

async function uploadFile(user: User): Promise<string> {
  const upload = await app.upload(paths.uploadImage, user.token, {
    bytes: await testImage('jpeg', 640, 480),
    name: 'p.jpg',
    type: 'image/jpeg',
  });
  return (upload.body.data as UploadResult).file;
}

async function planePhoto(user: User, registration: string, airport = ''): Promise<number> {
  const saved = await app.call('POST', paths.savePlaneImages, {
    token: user.token,
    body: { registration, shotDate: '2026-04-02', airport, files: [await uploadFile(user)] },
  });
  const id = (saved.body.data as Picture[])[0]?.id ?? 0;
  await app.call('POST', admin.imageAudit, { token: auditor.token, body: { id, status: 1 } });
  return id;
}

async function airportPhoto(user: User, iata: string): Promise<number> {
  const saved = await app.call('POST', paths.saveAirportImages, {
    token: user.token,
    body: { iata, shotDate: '2026-05-01', file: await uploadFile(user) },
  });
  return (saved.body.data as Picture[])[0]?.id ?? 0;
}

beforeAll(async () => {
  app = await startGalleryApp();
  [alice, bob, carol] = [await app.user(), await app.user(), await app.user()];
  auditor = await app.user([GALLERY_PERMISSION]);
  await upsertAircraft(app.database.db, [
    { icao: 0x781111, registration: 'B-1111', typeDesignator: 'A320', operatorIcao: 'CES' },
    { icao: 0x782222, registration: 'B-2222', typeDesignator: 'B738', operatorIcao: 'CSN' },
  ]);
  // Alice: two approved photos (20 points); Bob: one (10), chosen for the home page (+20 = 30).
  ids.a1 = await planePhoto(alice, 'B-1111', 'PEK');
  ids.a2 = await planePhoto(alice, 'B-2222', 'SHA');
  ids.b1 = await planePhoto(bob, 'B-1111');
  await app.call('POST', admin.imageShowcase, {
    token: auditor.token,
    body: { id: ids.b1, show: true },
  });
  // Carol likes Alice's second photo, so it leads "most liked".
  await app.call('POST', paths.likeImage, { token: carol.token, body: { id: ids.a2 } });
  ids.port = await airportPhoto(carol, 'PEK');
}, 90_000);
afterAll(() => app.close());

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- names the answer's type at each call
const data = <T>(answer: { body: { data: unknown } }): T => answer.body.data as T;

describe('allUserRank', () => {
  it('ranks photographers by score and marks the viewer’s own row', async () => {
    const page = data<PhotographerRankPage>(
      await app.call('GET', `${paths.allUserRank}?page=1`, { token: alice.token }),
    );
    expect(page.list.map((row) => [row.userId, row.rank, row.totalScore, row.self])).toEqual([
      [bob.id, 1, 30, 'N'],
      [alice.id, 2, 20, 'Y'],
    ]);
    expect(page.list[1]).toMatchObject({ totalCount: 2, useCount: 0, likes: 1 });
    expect(page).toMatchObject({ total: 2, isLastPage: true, page: 1 });
    expect(page.mine).toMatchObject({ userId: alice.id, rank: 2, self: 'Y' });
    // The same rank as the profile's §3 statistics.
    const stats = await app.call('GET', paths.myStats, { token: alice.token });
    expect(stats.body.data).toMatchObject({ rank: '2' });
  });

  it('marks no row when signed out or without a score, and pages past the end', async () => {
    const anonymous = data<PhotographerRankPage>(await app.call('GET', paths.allUserRank));
    expect(anonymous.list.every((row) => row.self === 'N')).toBe(true);
    expect(anonymous.mine).toBeNull();
    const carolView = data<PhotographerRankPage>(
      await app.call('GET', paths.allUserRank, { token: carol.token }),
    );
    expect(carolView.mine).toBeNull();
    const beyond = data<PhotographerRankPage>(await app.call('GET', `${paths.allUserRank}?page=2`));
    expect(beyond.list).toHaveLength(0);
    expect(beyond.isLastPage).toBe(true);
    expect(GALLERY_RANK_PAGE_SIZE).toBeGreaterThan(2);
    expect((await app.call('GET', `${paths.allUserRank}?page=0`)).status).toBe(400);
    expect((await app.call('GET', `${paths.allUserRank}?page=x`)).status).toBe(400);
  });
});

describe('the ranking cache', () => {
  it('serves the same table until RANK_CACHE_MS has passed, then the new scores', async () => {
    let clock = 1_000_000;
    const ranking = new PhotographerRanking(app.database.db, () => clock);
    const before = await ranking.page(1, carol.id);
    expect(before.mine).toBeNull();
    const id = await planePhoto(carol, 'B-3333');
    expect((await ranking.page(1, carol.id)).mine).toBeNull();
    clock += RANK_CACHE_MS;
    const after = await ranking.page(1, carol.id);
    expect(after.mine).toMatchObject({ userId: carol.id, totalScore: 10, rank: 3, self: 'Y' });
    expect(after.total).toBe(3);
    // Put back as it was for the other tests: Carol's photo rejected is no photo of hers.
    await app.database.db.execute(sql`update gallery_pictures set status = 2 where id = ${id}`);
  });
});

describe('myfollowAll', () => {
  it('lists the photographers I follow with their statistics; unfollow takes them off', async () => {
    for (const author of [alice, bob]) {
      await app.call('POST', paths.follow, { token: carol.token, body: { id: author.id } });
    }
    const followed = data<FollowedAuthors>(
      await app.call('GET', paths.myFollowAll, { token: carol.token }),
    );
    expect(followed.list.map((stats) => stats.userInfo.userId)).toEqual([alice.id, bob.id]);
    expect(followed.list[0]).toMatchObject({
      totalCount: 2,
      fansCount: 1,
      following: true,
      self: 'N',
      rank: '2',
    });
    expect(followed.isLastPage).toBe(true);
    await app.call('POST', paths.unFollow, { token: carol.token, body: { id: alice.id } });
    const after = data<FollowedAuthors>(
      await app.call('GET', paths.myFollowAll, { token: carol.token }),
    );
    expect(after.list.map((stats) => stats.userInfo.userId)).toEqual([bob.id]);
    // Someone else's list is their own: Alice follows nobody.
    const alices = data<FollowedAuthors>(
      await app.call('GET', paths.myFollowAll, { token: alice.token }),
    );
    expect(alices.list).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    expect((await app.call('GET', paths.myFollowAll)).status).toBe(401);
  });
});

describe('gallery by category and likes', () => {
  const gallery = async (body: object) => app.call('POST', paths.galleryCategory, { body });

  it('orders by newest or most liked', async () => {
    const newest = data<PicturePage>(await gallery({ order: 'newest' }));
    expect(newest.list.map((p) => p.id)).toEqual([ids.b1, ids.a2, ids.a1]);
    const liked = data<PicturePage>(await gallery({ order: 'liked' }));
    expect(liked.list.map((p) => p.id)).toEqual([ids.a2, ids.b1, ids.a1]);
    expect(liked.isLastPage).toBe(true);
  });

  it('filters by aircraft type, airline and airport, approved photos only', async () => {
    const ofType = data<PicturePage>(await gallery({ category: 'type', value: 'A320' }));
    expect(ofType.list.map((p) => p.id)).toEqual([ids.b1, ids.a1]);
    const types = data<GalleryCategoryValue[]>(
      await app.call('GET', `${paths.galleryCategories}?category=type`),
    );
    expect(types).toEqual([
      { value: 'A320', count: 2 },
      { value: 'B738', count: 1 },
    ]);
    const airports = data<GalleryCategoryValue[]>(
      await app.call('GET', `${paths.galleryCategories}?category=airport`),
    );
    // Carol's airport photo of PEK waits for audit: it counts nowhere yet.
    expect(airports).toEqual([
      { value: 'PEK', count: 1 },
      { value: 'SHA', count: 1 },
    ]);
    const atPek = data<PicturePage>(await gallery({ category: 'airport', value: 'PEK' }));
    expect(atPek.list.map((p) => p.id)).toEqual([ids.a1]);
  });

  it('refuses a category without its value and unknown categories', async () => {
    const lonely = await gallery({ category: 'type' });
    expect(lonely.status).toBe(400);
    expect(lonely.body.msg).toContain('Choose a category');
    expect((await gallery({ category: 'colour', value: 'red' })).status).toBe(400);
    expect((await gallery({ order: 'oldest' })).status).toBe(400);
    const bad = await app.call('GET', `${paths.galleryCategories}?category=colour`);
    expect(bad.status).toBe(400);
  });
});

describe('home showcase', () => {
  it('answers the chosen approved photos and follows the back office at once', async () => {
    expect(data<Picture[]>(await app.call('GET', paths.homeShowcase)).map((p) => p.id)).toEqual([
      ids.b1,
    ]);
    await app.call('POST', admin.imageShowcase, {
      token: auditor.token,
      body: { id: ids.a1, show: true },
    });
    // Newest first.
    expect(data<Picture[]>(await app.call('GET', paths.homeShowcase)).map((p) => p.id)).toEqual([
      ids.b1,
      ids.a1,
    ]);
    await app.call('POST', admin.imageShowcase, {
      token: auditor.token,
      body: { id: ids.a1, show: false },
    });
    expect(data<Picture[]>(await app.call('GET', paths.homeShowcase))).toHaveLength(1);
  });
});

describe('back office airport photos', () => {
  it('lists airport photos only, by state and IATA code', async () => {
    const waiting = data<AirportImagePage>(
      await app.call('GET', admin.airportImageList, { token: auditor.token }),
    );
    expect(waiting.list.map((p) => [p.id, p.kind, p.airport])).toEqual([
      [ids.port, 'airport', 'PEK'],
    ]);
    expect(waiting.total).toBe(1);
    const elsewhere = data<AirportImagePage>(
      await app.call('GET', `${admin.airportImageList}?iata=sha`, { token: auditor.token }),
    );
    expect(elsewhere.list).toHaveLength(0);
    const bad = await app.call('GET', `${admin.airportImageList}?iata=PEKING`, {
      token: auditor.token,
    });
    expect(bad.status).toBe(400);
  });

  it('needs bms:gallery', async () => {
    expect((await app.call('GET', admin.airportImageList, { token: alice.token })).status).toBe(
      403,
    );
    const approve = await app.call(
      'POST',
      fillPath(admin.airportImageAudit, { id: ids.port ?? 0 }),
      { token: carol.token },
    );
    expect(approve.status).toBe(403);
    expect((await app.call('GET', admin.airportImageList)).status).toBe(401);
  });

  it('rejects with a reason, approves, and leaves aircraft photos to image/audit', async () => {
    const noReason = await app.call(
      'POST',
      fillPath(admin.airportImageReject, { id: ids.port ?? 0 }),
      { token: auditor.token, body: { reason: ' ' } },
    );
    expect(noReason.status).toBe(400);
    const plane = await app.call('POST', fillPath(admin.airportImageAudit, { id: ids.a1 ?? 0 }), {
      token: auditor.token,
    });
    expect(plane.status).toBe(400);
    expect(plane.body.msg).toBe('This photo is not an airport photo.');
    const second = await airportPhoto(carol, 'SHA');
    const rejected = await app.call('POST', fillPath(admin.airportImageReject, { id: second }), {
      token: auditor.token,
      body: { reason: 'Blurred' },
    });
    expect(rejected.body.data).toMatchObject({ status: 2, reason: 'Blurred' });
    const approved = await app.call(
      'POST',
      fillPath(admin.airportImageAudit, { id: ids.port ?? 0 }),
      { token: auditor.token },
    );
    expect(approved.body.data).toMatchObject({ status: 1 });
    // Audited once: the second try is refused.
    const again = await app.call('POST', fillPath(admin.airportImageAudit, { id: ids.port ?? 0 }), {
      token: auditor.token,
    });
    expect(again.status).toBe(409);
    // Now public: the airport's photos on the landing list come from `gallery` by airport.
    const atPek = data<PicturePage>(
      await app.call('POST', paths.galleryCategory, {
        body: { category: 'airport', value: 'PEK', kind: 'airport' },
      }),
    );
    expect(atPek.list.map((p) => p.id)).toEqual([ids.port]);
    const listed = data<AirportImagePage>(
      await app.call('GET', `${admin.airportImageList}?status=1`, { token: auditor.token }),
    );
    expect(listed.list.map((p) => p.id)).toEqual([ids.port]);
  });
});
