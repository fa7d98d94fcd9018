// ID card recognition (issue 20 item 5) against a fake Baidu OCR server started here, speaking
// its protocol (OAuth client-credentials token, then `rest/2.0/ocr/v1/idcard` with a form
// body): off by default with a translated "not configured"; configured, a card's front is read,
// saved as the real-name data and answered masked; the number never reaches the log.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { API_V2_FULL_PATHS, type IdCardResult } from '@skytrace/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import { testImage } from '../applications/kit.testing';
import { idCardModule } from './id-card.module';

const P = API_V2_FULL_PATHS;
const ID_NUMBER = '51010719900307123X';

/** The fake Baidu: its token calls, recognitions, and what the next recognition answers. */
const baidu = {
  tokens: 0,
  recognitions: [] as URLSearchParams[],
  answer: (): unknown => ({
    image_status: 'normal',
    words_result: {
      姓名: { words: '王芳' },
      公民身份号码: { words: ID_NUMBER },
      住址: { words: '四川省成都市武侯区' },
    },
  }),
  /** Expire the first token once, as Baidu does (error 110). */
  expireOnce: false,
};
let fake: http.Server;
let fakeBase = '';
let off: ModuleHarness;
let on: ModuleHarness;
let logged = '';

function startFakeBaidu(): Promise<void> {
  fake = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/oauth/2.0/token') {
        const ok =
          url.searchParams.get('grant_type') === 'client_credentials' &&
          url.searchParams.get('client_id') === 'testApiKey123' &&
          url.searchParams.get('client_secret') === 'testSecretKey456';
        baidu.tokens += 1;
        return response.end(
          JSON.stringify(
            ok
              ? { access_token: `token-${baidu.tokens}`, expires_in: 2_592_000 }
              : { error: 'invalid_client' },
          ),
        );
      }
      if (url.pathname === '/rest/2.0/ocr/v1/idcard') {
        const form = new URLSearchParams(body);
        baidu.recognitions.push(form);
        if (baidu.expireOnce) {
          baidu.expireOnce = false;
          return response.end(JSON.stringify({ error_code: 110, error_msg: 'expired' }));
        }
        if (!url.searchParams.get('access_token')?.startsWith('token-')) {
          return response.end(JSON.stringify({ error_code: 111, error_msg: 'invalid token' }));
        }
        return response.end(JSON.stringify(baidu.answer()));
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  return new Promise((resolve) =>
    fake.listen(0, '127.0.0.1', () => {
      fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  await startFakeBaidu();
  off = await startModuleApp({ name: 'idcardoff', modules: [idCardModule] });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  on = await startModuleApp({
    name: 'idcard',
    modules: [idCardModule],
    services: {
      logger: pino({ level: 'debug' }, sink),
      config: {
        baiduOcr: { apiKey: 'testApiKey123', secretKey: 'testSecretKey456', apiBase: fakeBase },
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await off.close();
  await on.close();
  await new Promise((resolve) => fake.close(resolve));
});

const card = async () => ({
  bytes: await testImage('jpeg', 856, 540),
  name: 'card.jpg',
  type: 'image/jpeg',
});

describe('ID card recognition', () => {
  it('says plainly when it is not configured', async () => {
    const user = await off.user();
    const answer = await off.upload(P.idCardRecognize, user.token, await card());
    expect(answer.status).toBe(503);
    expect(answer.body.msg).toBe('ID card recognition is not configured on this server.');
    expect((await off.upload(P.idCardRecognize, undefined, await card())).status).toBe(401);
  });

  it('reads a card, saves it as the real-name data and answers it masked', async () => {
    const user = await on.user();
    const answer = await on.upload(P.idCardRecognize, user.token, await card());
    expect(answer.status).toBe(200);
    const result = answer.body.data as IdCardResult;
    expect(result.realName).toBe('王*');
    expect(result.idNumber).toBe('510***********123X');
    expect(baidu.recognitions.at(-1)?.get('id_card_side')).toBe('front');
    // Baidu received the photo itself, base64-encoded.
    expect(Buffer.from(baidu.recognitions.at(-1)?.get('image') ?? '', 'base64').length).toBe(
      (await card()).bytes.length,
    );
    const saved = await on.call('GET', P.getAuthentication, { token: user.token });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ realName: '王*', idNumber: '510***********123X' });
    // A second recognition replaces it, with the same token (cached).
    const tokens = baidu.tokens;
    expect((await on.upload(P.idCardRecognize, user.token, await card())).status).toBe(200);
    expect(baidu.tokens).toBe(tokens);
    expect(logged).not.toContain(ID_NUMBER);
    expect(logged).not.toContain('王芳');
    expect(JSON.stringify(answer.body)).not.toContain(ID_NUMBER);
  });

  it('fetches a new token when Baidu says the cached one expired', async () => {
    const user = await on.user();
    const tokens = baidu.tokens;
    baidu.expireOnce = true;
    const answer = await on.upload(P.idCardRecognize, user.token, await card());
    expect(answer.status).toBe(200);
    expect(baidu.tokens).toBe(tokens + 1);
  });

  it('refuses fake and oversize images, and a photo that is not a card', async () => {
    const user = await on.user();
    const count = baidu.recognitions.length;
    const fakeImage = await on.upload(P.idCardRecognize, user.token, {
      bytes: Buffer.from('GIF89a not really an image'.repeat(40)),
      name: 'card.jpg',
      type: 'image/jpeg',
    });
    expect(fakeImage.status).toBe(400);
    const huge = await on.upload(P.idCardRecognize, user.token, {
      bytes: Buffer.alloc(3 * 1024 * 1024, 7),
      name: 'card.jpg',
      type: 'image/jpeg',
    });
    expect(huge.status).toBe(413);
    // Neither reached the provider.
    expect(baidu.recognitions.length).toBe(count);
    const previous = baidu.answer;
    baidu.answer = () => ({ image_status: 'non_idcard', words_result: {} });
    const notCard = await on.upload(P.idCardRecognize, user.token, await card());
    baidu.answer = previous;
    expect(notCard.status).toBe(400);
    expect(notCard.body.msg).toContain('could not be read');
    expect((await on.call('GET', P.getAuthentication, { token: user.token })).body.data).toBeNull();
  });

  it('reports a failing provider as a translated 503', async () => {
    const user = await on.user();
    const previous = baidu.answer;
    baidu.answer = () => ({ error_code: 17, error_msg: 'Open api daily request limit reached' });
    const answer = await on.upload(P.idCardRecognize, user.token, await card());
    baidu.answer = previous;
    expect(answer.status).toBe(503);
    expect(answer.body.msg).toBe('The recognition service failed. Please try again later.');
  });
});
