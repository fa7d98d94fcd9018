// Likes, follows, the §3 statistics and search over real HTTP (issue 18 items 3 and 6): like and
// follow change the counters, scores rank photographers, search finds approved photos only.
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  GALLERY_PERMISSION,
  type LikeResult,
  type PhotoStats,
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
let fan: { id: number; token: string };
let auditor: { id: number; token: string };
let approvedId = 0;
let pendingId = 0;

const paths = API_V2_FULL_PATHS;

async function photo(registration: string, width: number, approve: boolean): Promise<number> {
  const upload = await app.upload(paths.uploadImage, author.token, {
    bytes: await testImage('jpeg', width, 480),
    name: 'p.jpg',
    type: 'image/jpeg',
  });
  const file = (upload.body.data as UploadResult).file;
  const saved = await app.call('POST', paths.savePlaneImages, {
    token: author.token,
    body: { registration, shotDate: '2026-04-02', files: [file] },
  });
  const id = (saved.body.data as Picture[])[0]?.id ?? 0;
  if (approve) {
    await app.call('POST', ADSB_FULL_PATHS.imageAudit, {
      token: auditor.token,
      body: { id, status: 1 },
    });
  }
  return id;
}

beforeAll(async () => {
  app = await startGalleryApp();
  author = await app.user();
  fan = await app.user();
  auditor = await app.user([GALLERY_PERMISSION]);
  await upsertAircraft(app.database.db, [
    { icao: 0x781234, registration: 'B-30AB', typeDesignator: 'A321', operatorIcao: 'CSN' },
  ]);
  approvedId = await photo('B-30AB', 640, true);
  pendingId = await photo('B-30AC', 700, false);
}, 60_000);
afterAll(() => app.close());

async function stats(userId: number, token?: string): Promise<PhotoStats> {
  const answer = await app.call('GET', `${paths.userStats}?userId=${userId}`, { token });
  return answer.body.data as PhotoStats;
}

describe('gallery social', () => {
  it('counts a like once per person and takes it back on the second click', async () => {
    const like = async () =>
      (await app.call('POST', paths.likeImage, { token: fan.token, body: { id: approvedId } })).body
        .data as LikeResult;
    expect(await like()).toEqual({ liked: true, likes: 1 });
    const detail = await app.call('GET', `${paths.imageDetail}?id=${approvedId}`, {
      token: fan.token,
    });
    expect(detail.body.data).toMatchObject({ liked: true, likes: 1 });
    expect(await like()).toEqual({ liked: false, likes: 0 });
    // A photo waiting for audit cannot be liked.
    const waiting = await app.call('POST', paths.likeImage, {
      token: fan.token,
      body: { id: pendingId },
    });
    expect(waiting.status).toBe(404);
    expect((await app.call('POST', paths.likeImage, { body: { id: approvedId } })).status).toBe(
      401,
    );
  });

  it('follows and unfollows, moving fansCount and followCount; not oneself', async () => {
    expect((await stats(author.id, fan.token)).fansCount).toBe(0);
    const follow = await app.call('POST', paths.follow, {
      token: fan.token,
      body: { id: author.id },
    });
    expect(follow.status).toBe(200);
    const seen = await stats(author.id, fan.token);
    expect(seen).toMatchObject({ fansCount: 1, following: true, self: 'N' });
    expect((await stats(fan.id)).followCount).toBe(1);
    const self = await app.call('POST', paths.follow, {
      token: author.token,
      body: { id: author.id },
    });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('You cannot follow yourself.');
    const followed = await app.call('GET', paths.myFollowPhotos, { token: fan.token });
    expect((followed.body.data as PicturePage).list.map((p) => p.id)).toEqual([approvedId]);
    await app.call('POST', paths.unFollow, { token: fan.token, body: { id: author.id } });
    const after = await app.call('GET', paths.myFollowPhotos, { token: fan.token });
    expect((after.body.data as PicturePage).list).toHaveLength(0);
    expect(await stats(author.id, fan.token)).toMatchObject({ fansCount: 0, following: false });
  });

  it('scores approved and showcased photos and ranks the photographers', async () => {
    const mine = await app.call('GET', paths.myStats, { token: author.token });
    expect(mine.body.data).toMatchObject({
      self: 'Y',
      totalCount: 1,
      totalScore: 10,
      remainScore: 10,
      useCount: 0,
      rank: '1',
    });
    await app.call('POST', ADSB_FULL_PATHS.imageShowcase, {
      token: auditor.token,
      body: { id: approvedId, show: true },
    });
    expect(await stats(author.id)).toMatchObject({ totalScore: 30, useCount: 1, rank: '1' });
    expect((await stats(fan.id)).rank).toBe('1000+');
  });

  it('searches approved photos by registration, type and author, literally', async () => {
    const search = async (searchText: string, searchType: string) =>
      (
        await app.call(
          'GET',
          `${paths.searchCategory}?searchText=${encodeURIComponent(searchText)}&searchType=${searchType}`,
        )
      ).body.data as PicturePage;
    expect((await search('30a', 'registration')).list.map((p) => p.id)).toEqual([approvedId]);
    expect((await search('%', 'registration')).list).toHaveLength(0);
    const name = (await stats(author.id)).userInfo.nickName;
    expect((await search(name, 'author')).list.map((p) => p.id)).toEqual([approvedId]);
    const bad = await app.call('GET', `${paths.searchCategory}?searchText=x&searchType=colour`);
    expect(bad.status).toBe(400);
  });

  it("answers the airframe's best photo for the tracker, else one of its type", async () => {
    const ask = async (query: string) =>
      (await app.call('GET', `${paths.getImageByAirType}?${query}`)).body.data as {
        picture: Picture | null;
        match: string;
      };
    const own = await ask('registration=b-30ab');
    expect(own.match).toBe('registration');
    expect(own.picture?.id).toBe(approvedId);
    expect(own.picture?.author.id).toBe(author.id);
    // B-30AC waits for audit: nothing of it is shown, and no type is known for it.
    expect(await ask('registration=B-30AC')).toEqual({ picture: null, match: 'none' });
    const sameType = await ask('registration=B-0001&airType=a321');
    expect(sameType.match).toBe('type');
    expect(sameType.picture?.registration).toBe('B-30AB');
  });
});
