// Uploads are judged by content (issue 17 item 4): real images pass and are re-encoded without
// their metadata, a text file named .jpg is refused with a translated message, a PNG named .jpg
// is stored as PNG, oversize bodies are refused from their declared length, and files are
// served with long cache headers to their owner (and the back office) only.
import http from 'node:http';
import sharp from 'sharp';
import { API_V2_FULL_PATHS, KIT_PERMISSIONS, type UploadResult } from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKitApp, testImage, type KitHarness } from '../applications/kit.testing';

let kit: KitHarness;
let owner: { id: number; token: string };
let other: { id: number; token: string };

beforeAll(async () => {
  kit = await startKitApp();
  owner = await kit.user();
  other = await kit.user();
}, 60_000);
afterAll(() => kit.close());

const device = API_V2_FULL_PATHS.uploadDeviceImage;

async function fetchFile(url: string, token?: string) {
  return fetch(`${kit.base}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('uploads', () => {
  it('stores a real JPEG re-encoded, without its EXIF, under a content-hashed name', async () => {
    const withExif = await sharp(await testImage('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Make: 'SpyCam' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const answer = await kit.upload(device, owner.token, {
      bytes: withExif,
      name: 'site.jpg',
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(200);
    const result = answer.body.data as UploadResult;
    expect(result.format).toBe('jpeg');
    expect(result.file).toMatch(/^[a-f0-9]{40}\.jpg$/);
    expect([result.width, result.height]).toEqual([640, 480]);
    const served = await fetchFile(result.url, owner.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('refuses a text file named .jpg with a translated message', async () => {
    const text = Buffer.from('this is not an image at all, just words\n'.repeat(50));
    const answer = await kit.upload(device, owner.token, {
      bytes: text,
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('This file is not an image we can read (JPEG, PNG or WebP).');
  });

  it('accepts a PNG named .jpg and keeps it a PNG', async () => {
    const answer = await kit.upload(device, owner.token, {
      bytes: await testImage('png'),
      name: 'actually-png.jpg',
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(200);
    const result = answer.body.data as UploadResult;
    expect(result.format).toBe('png');
    expect(result.file.endsWith('.png')).toBe(true);
    const served = await fetchFile(result.url, owner.token);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses an image format we do not accept (GIF), and one too small', async () => {
    const gif = await sharp(await testImage('png'))
      .gif()
      .toBuffer();
    const answer = await kit.upload(device, owner.token, {
      bytes: gif,
      name: 'a.gif',
      type: 'image/gif',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Only JPEG, PNG and WebP images are accepted.');
    const tiny = await kit.upload(device, owner.token, {
      bytes: await testImage('png', 40, 40),
      name: 'tiny.png',
      type: 'image/png',
    });
    expect(tiny.status).toBe(400);
    expect(tiny.body.msg).toBe('The image must be at least 200 pixels on each side.');
  });

  it('refuses an oversize upload from its declared length, before reading it', async () => {
    const url = new URL(`${kit.base}${API_V2_FULL_PATHS.uploadContractImage}?lang=en`);
    // Declares 3 MB (over the 2 MB signature limit) and sends only the first few bytes: the
    // answer must come without the server waiting for the rest.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': 'multipart/form-data; boundary=xyz',
          'content-length': String(3 * 1024 * 1024),
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          // The body was never finished: close the socket so the server can stop at once.
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on('error', reject);
      request.write('--xyz\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).msg).toBe('The file is larger than 2 MB.');
  });

  it('refuses an oversize upload sent without a length once the limit is passed', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'big.png');
    // A ReadableStream body goes out chunked: no content-length to judge by.
    const encoded = new Response(form);
    const response = await fetch(`${kit.base}${API_V2_FULL_PATHS.uploadContractImage}?lang=en`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      body: encoded.body,
      duplex: 'half',
    });
    expect(response.status).toBe(413);
  });

  it('needs a session, and serves owner files to their owner and the back office only', async () => {
    const anonymous = await kit.upload(device, undefined, {
      bytes: await testImage('png'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(anonymous.status).toBe(401);
    const mine = (
      await kit.upload(device, owner.token, {
        bytes: await testImage('jpeg', 800, 600),
        name: 'mine.jpg',
        type: 'image/jpeg',
      })
    ).body.data as UploadResult;
    expect((await fetchFile(mine.url)).status).toBe(401);
    expect((await fetchFile(mine.url, other.token)).status).toBe(403);
    const auditor = await kit.user([KIT_PERMISSIONS.applications]);
    expect((await fetchFile(mine.url, auditor.token)).status).toBe(200);
    // An <img> sends the token as a query parameter (spec §7).
    expect((await fetchFile(`${mine.url}?token=${owner.token}`)).status).toBe(200);
  });
});
