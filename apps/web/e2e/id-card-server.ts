import { API_V2_PATHS } from '@skytrace/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startOwnServer } from './own-server';

// For id-card.e2e.ts: a fake of Baidu OCR (a real HTTP server in the test speaking its protocol:
// `oauth/2.0/token` trades the API key and secret for an access token; `rest/2.0/ocr/v1/idcard`
// takes a form body with the photo base64-encoded and answers the card's words, or an error
// code), and a Skytrace server of its own (own-server.ts) whose BAIDU_OCR_* point at the fake,
// with a member signed up by email through the real API.

const API_KEY = 'e2eOcrApiKey';
const SECRET_KEY = 'e2eOcrSecretKey';

/** What the fake answers the next recognitions: a card's words, or one of Baidu's errors. */
export type BaiduAnswer =
  { card: { name: string; idNumber: string } } | { errorCode: number; errorMessage: string };

export interface FakeBaidu {
  base: string;
  answer: BaiduAnswer;
  /** The photos it was sent, decoded from the form bodies. */
  photos: Buffer[];
  /** The sides it was asked to read (`id_card_side`). */
  sides: string[];
  close(): Promise<void>;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    request.on('error', fail);
  });
}

export async function startFakeBaidu(): Promise<FakeBaidu> {
  const tokens = new Set<string>();
  const fake: Omit<FakeBaidu, 'base' | 'close'> = {
    answer: { errorCode: 282000, errorMessage: 'internal error' },
    photos: [],
    sides: [],
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (value: unknown) => {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(value));
    };
    void readBody(request).then((body) => {
      if (url.pathname === '/oauth/2.0/token') {
        const query = url.searchParams;
        if (
          query.get('grant_type') !== 'client_credentials' ||
          query.get('client_id') !== API_KEY ||
          query.get('client_secret') !== SECRET_KEY
        ) {
          response.statusCode = 401;
          return send({ error: 'invalid_client', error_description: 'unknown client id' });
        }
        const token = `24.e2e${tokens.size.toString()}.2592000`;
        tokens.add(token);
        return send({ access_token: token, expires_in: 2_592_000, scope: 'vis-ocr_ocr' });
      }
      if (url.pathname === '/rest/2.0/ocr/v1/idcard' && request.method === 'POST') {
        if (!tokens.has(url.searchParams.get('access_token') ?? '')) {
          return send({ error_code: 110, error_msg: 'Access token invalid or no longer valid' });
        }
        const form = new URLSearchParams(body);
        const image = form.get('image');
        if (!image) return send({ error_code: 216101, error_msg: 'not enough param' });
        fake.photos.push(Buffer.from(image, 'base64'));
        fake.sides.push(form.get('id_card_side') ?? '');
        const answer = fake.answer;
        if ('errorCode' in answer) {
          return send({ error_code: answer.errorCode, error_msg: answer.errorMessage });
        }
        return send({
          log_id: Date.now(),
          image_status: 'normal',
          words_result_num: 6,
          words_result: {
            姓名: { words: answer.card.name, location: {} },
            民族: { words: '汉', location: {} },
            住址: { words: '北京市东城区景山前街4号', location: {} },
            公民身份号码: { words: answer.card.idNumber, location: {} },
            出生: { words: answer.card.idNumber.slice(6, 14), location: {} },
            性别: { words: '女', location: {} },
          },
        });
      }
      response.statusCode = 404;
      send({ error_code: 3, error_msg: 'Unsupported openapi method' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    base: `http://127.0.0.1:${port.toString()}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

async function post(base: string, path: string, body: unknown) {
  const response = await fetch(`${base}/api/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

export interface IdCardServer {
  baseUrl: string;
  /** The member's session token. */
  token: string;
  stop(): Promise<void>;
}

/** Starts the server with Baidu OCR at `fake`, signs a member up by email and in. */
export async function startIdCardServer(fake: FakeBaidu): Promise<IdCardServer> {
  const own = await startOwnServer('idcard', {
    BAIDU_OCR_API_KEY: API_KEY,
    BAIDU_OCR_SECRET_KEY: SECRET_KEY,
    BAIDU_OCR_API_BASE: fake.base,
  });
  const { baseUrl, dataDir } = own;
  const stop = () => own.stop();
  try {
    const username = 'cardmember';
    const email = 'cardmember@example.com';
    const password = 'e2e id card password 7';
    const sent = await post(baseUrl, API_V2_PATHS.sendEmailCode, { email });
    if (sent.code !== 200) throw new Error(`sendEmailCode: ${sent.msg}`);
    const outbox = join(dataDir, 'outbox');
    const file = readdirSync(outbox).find((name) => name.includes(email)) ?? '';
    const text = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    const code = /(\d{6})/.exec(text.slice(text.indexOf('\n\n')))?.[1] ?? '';
    const made = await post(baseUrl, API_V2_PATHS.registerByEmail, {
      username,
      password,
      email,
      code,
      terms: true,
    });
    if (made.code !== 200) throw new Error(`registerByEmail: ${made.msg}`);
    const login = await post(baseUrl, API_V2_PATHS.login, { loginType: '1', username, password });
    if (login.code !== 200) throw new Error(`login: ${login.msg}`);
    return { baseUrl, token: (login.data as { token: string }).token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
