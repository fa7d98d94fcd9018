// The gallery's media side over real HTTP (issue 18 items 1, 4, 5): each photo stored in three
// sizes without upscaling, shot time, camera and lens kept as fields while GPS is dropped,
// waiting and rejected photos reachable only through short-lived signed URLs, approved ones
// public and cacheable, and the flight base info carrying the airframe's best photo.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  GALLERY_PERMISSION,
  fillPath,
  type FlightBase,
  type Picture,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../applications/kit.testing';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { flightsModule } from '../flights/flights.module';
import { composeApp } from '../modules/compose';
import { upsertAircraft } from '../reference/fleet.repo';
import { loadStorageSecret, UrlSigner } from '../storage/signed-url';
import { GallerySocial } from './gallery.social';
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
    { icao: 0x780a1c, registration: 'B-5678', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
}, 60_000);
afterAll(() => app.close());

const paths = API_V2_FULL_PATHS;

/** A camera JPEG: shot time, camera, lens, and a GPS position that must not survive. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(await testImage('jpeg', width, height))
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R5', Artist: 'Private Owner Name' },
      IFD2: {
        DateTimeOriginal: '2026:04:30 08:15:00',
        LensMake: 'Canon',
        LensModel: 'RF100-500mm F4.5-7.1 L IS USM',
      },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 30/1' },
    })
    .jpeg()
    .toBuffer();
}

async function upload(bytes: Buffer, token = author.token): Promise<UploadResult> {
  const answer = await app.upload(paths.uploadImage, token, {
    bytes,
    name: 'shot.jpg',
    type: 'image/jpeg',
  });
  expect(answer.status).toBe(200);
  return answer.body.data as UploadResult;
}

async function describePlane(file: string, registration: string): Promise<Picture> {
  const saved = await app.call('POST', paths.savePlaneImages, {
    token: author.token,
    body: { registration, shotDate: '2026-04-30', files: [file] },
  });
  expect(saved.status).toBe(200);
  return (saved.body.data as Picture[])[0] as Picture;
}

const get = (url: string, token?: string) =>
  fetch(`${app.base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const unsigned = (url: string) => url.split('?')[0] ?? url;

function storedFile(name: string): string {
  return path.join(app.dataDir, 'uploads', 'photo', name);
}

describe('gallery media', () => {
  it('stores three sizes, never upscaled, under content-hashed names', async () => {
    const result = await upload(await cameraJpeg(3000, 2000));
    expect(result.file).toMatch(/^[a-f0-9]{40}\.jpg$/);
    const hash = result.file.slice(0, 40);
    const sides = await Promise.all(
      [`${hash}.jpg`, `${hash}-1600.jpg`, `${hash}-400.jpg`].map(async (name) => {
        const metadata = await sharp(storedFile(name)).metadata();
        return [metadata.width, metadata.height];
      }),
    );
    expect(sides).toEqual([
      [2560, 1707],
      [1600, 1067],
      [400, 267],
    ]);
    expect([result.width, result.height]).toEqual([2560, 1707]);

    // A small photo keeps its size in the larger two.
    const small = await upload(await testImage('jpeg', 640, 480));
    const smallHash = small.file.slice(0, 40);
    const smallSides = await Promise.all(
      [`${smallHash}.jpg`, `${smallHash}-1600.jpg`, `${smallHash}-400.jpg`].map(async (name) =>
        sharp(storedFile(name))
          .metadata()
          .then((m) => [m.width, m.height]),
      ),
    );
    expect(smallSides).toEqual([
      [640, 480],
      [640, 480],
      [400, 300],
    ]);
  });

  it('keeps shot time, camera and lens as fields and drops GPS and the owner from the files', async () => {
    const result = await upload(await cameraJpeg(1200, 800));
    expect(result.exif).toEqual({
      takenAt: '2026-04-30 08:15:00',
      make: 'Canon',
      model: 'EOS R5',
      lens: 'Canon RF100-500mm F4.5-7.1 L IS USM',
    });
    const hash = result.file.slice(0, 40);
    for (const name of [`${hash}.jpg`, `${hash}-1600.jpg`, `${hash}-400.jpg`]) {
      const bytes = fs.readFileSync(storedFile(name));
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Private Owner Name'))).toBe(false);
      expect(bytes.includes(Buffer.from('EOS R5'))).toBe(false);
    }
    const picture = await describePlane(result.file, 'B-1234');
    expect(picture.exif).toEqual(result.exif);
    const detail = await app.call('GET', `${paths.imageDetail}?id=${picture.id}`, {
      token: author.token,
    });
    expect((detail.body.data as Picture).exif.model).toBe('EOS R5');
  });

  it('serves a waiting photo only through signed URLs, and an approved one publicly', async () => {
    const result = await upload(await testImage('jpeg', 900, 600));
    // The upload's own preview is already signed.
    expect(result.url).toMatch(/\?exp=\d+&sig=[\w-]+$/);
    expect((await get(result.url)).status).toBe(200);
    const picture = await describePlane(result.file, 'B-1234');
    for (const url of [picture.url, picture.thumbnailUrl, picture.largeUrl]) {
      expect(url).toMatch(/\?exp=\d+&sig=[\w-]+$/);
      const signed = await get(url);
      expect(signed.status).toBe(200);
      expect(signed.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      // Unsigned: nothing, not even to a signed-in stranger; the answer holds no image bytes.
      for (const token of [undefined, other.token]) {
        const bare = await get(unsigned(url), token);
        expect(bare.status).toBe(404);
        expect(bare.headers.get('content-type')).toMatch(/json/);
        expect(bare.headers.get('cache-control') ?? '').not.toMatch(/public/);
      }
    }
    // A signature of another size, a changed expiry, a forged one, an expired one: all refused.
    const [, query] = picture.url.split('?');
    expect((await get(`${unsigned(picture.largeUrl)}?${query}`)).status).toBe(404);
    const exp = Number(/exp=(\d+)/.exec(picture.url)?.[1]);
    const sig = /sig=([\w-]+)/.exec(picture.url)?.[1] ?? '';
    expect((await get(`${unsigned(picture.url)}?exp=${exp + 300}&sig=${sig}`)).status).toBe(404);
    expect((await get(`${unsigned(picture.url)}?exp=${exp}&sig=${'A'.repeat(43)}`)).status).toBe(
      404,
    );
    const name = unsigned(picture.url).split('/').pop() ?? '';
    const past = new UrlSigner(loadStorageSecret(app.dataDir), () => Date.now() - 7200_000).sign(
      'photo',
      name,
    );
    expect((await get(`${unsigned(picture.url)}?exp=${past.exp}&sig=${past.sig}`)).status).toBe(
      404,
    );

    // The back office sees the signed URLs in its queue.
    const audit = await app.call(
      'GET',
      fillPath(ADSB_FULL_PATHS.auditImageDetail, { id: picture.id }),
      {
        token: auditor.token,
      },
    );
    expect(audit.status).toBe(200);
    expect((await get((audit.body.data as Picture).thumbnailUrl)).status).toBe(200);

    const approved = await app.call('POST', ADSB_FULL_PATHS.imageAudit, {
      token: auditor.token,
      body: { id: picture.id, status: 1 },
    });
    expect(approved.status).toBe(200);
    const after = (await app.call('GET', `${paths.imageDetail}?id=${picture.id}`)).body
      .data as Picture;
    for (const url of [after.url, after.thumbnailUrl, after.largeUrl]) {
      expect(url).not.toContain('?');
      const open = await get(url);
      expect(open.status).toBe(200);
      expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // A file stored before there were sizes has only its large one: it stands in.
    fs.rmSync(storedFile(unsigned(after.thumbnailUrl).split('/').pop() ?? ''));
    const fallback = await get(after.thumbnailUrl);
    expect(fallback.status).toBe(200);
    expect((await sharp(Buffer.from(await fallback.arrayBuffer())).metadata()).width).toBe(900);
  });

  it('keeps a rejected photo private', async () => {
    const result = await upload(await testImage('jpeg', 700, 500));
    const picture = await describePlane(result.file, 'B-5678');
    const rejected = await app.call('POST', ADSB_FULL_PATHS.imageAudit, {
      token: auditor.token,
      body: { id: picture.id, status: 2, reason: 'Blurred' },
    });
    expect(rejected.status).toBe(200);
    expect((await get(unsigned(picture.url))).status).toBe(404);
    const mine = (
      await app.call('GET', `${paths.imageDetail}?id=${picture.id}`, {
        token: author.token,
      })
    ).body.data as Picture;
    expect(mine.reason).toBe('Blurred');
    expect((await get(mine.url)).status).toBe(200);
  });

  it('puts the best approved photo of the airframe into the flight base info', async () => {
    const identity = new FlightIdentityService(app.database.db);
    await identity.refresh();
    const social = new GallerySocial(app.database.db);
    const flights = await composeApp(
      {
        config: {
          logLevel: 'silent',
          corsOrigins: [],
          bodyLimitBytes: 4096,
          trustProxy: false,
          webDist: app.dataDir,
          flightDetailRequiresLogin: false,
        },
        database: app.database,
        roles: () => ['http'],
        version: 'test',
        flights: {
          identity,
          aircraftPhoto: (registration: string, type: string) =>
            social.aircraftPhoto(registration, type),
        },
      },
      [flightsModule],
    );
    try {
      await flights.listen({ port: 0, host: '127.0.0.1' });
      const address = flights.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const base = async (icao: string) => {
        const answer = await fetch(
          `http://127.0.0.1:${port}${paths.flightBase}?icao=${icao}&lang=en`,
        );
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { data: FlightBase }).data;
      };
      const expected = await social.aircraftImage('B-1234', 'A320');
      expect(expected.match).toBe('registration');
      const info = await base('780a1b');
      expect(info.aircraftNum).toBe('B-1234');
      expect(info.aircraftImageId).toBe(expected.picture?.id);
      expect(info.aircraftImage).toBe(expected.picture?.thumbnailUrl);
      expect((await get(info.aircraftImage ?? '')).status).toBe(200);
      // B-5678 has only a rejected photo: its type's approved one stands in.
      const sameType = await base('780a1c');
      expect(sameType.aircraftImageId).toBe(expected.picture?.id);
      // An airframe the fleet does not know: no photo.
      const unknown = await base('abcdef');
      expect(unknown.aircraftImage).toBeNull();
      expect(unknown.aircraftImageId).toBeNull();
    } finally {
      await flights.close();
    }
  });
});
