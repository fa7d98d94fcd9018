// Idle and slow connections against the real HTTP server on loopback (issue 13 #5, #13): a
// flood of connections that never send a byte from one address, headers that trickle in, and
// headers over Node's size limit. The attacker dials from 127.0.0.2 (any 127/8 address reaches
// the server on Linux), so the per-address cap can be told apart from the real client's.
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/testing';
import type { Database } from '../db/db';
import { listenLocally } from '../testing/http';
import { buildApp } from '../server';

let database: Database;
let app: FastifyInstance;
let base: string;
let port: number;

const limits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 1000,
  idleTimeoutMs: 600,
  maxConnections: 100,
  maxConnectionsPerAddress: 20,
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: {
      logLevel: 'silent',
      corsOrigins: [],
      bodyLimitBytes: 65536,
      trustProxy: false,
      webDist: '/none',
      http: limits,
    },
    database,
    roles: () => ['http'],
    version: 'test',
  });
  base = await listenLocally(app);
  port = Number(new URL(base).port);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

/** Opens `count` connections from `localAddress` that never send a byte, in small batches. */
async function idleConnections(count: number, localAddress: string): Promise<Set<net.Socket>> {
  const open = new Set<net.Socket>();
  // Batches stay far below the listen backlog: a connection the kernel drops from a full accept
  // queue looks established to a client that never sends, and would stay "open" on this side.
  for (let batch = 0; batch < count; batch += 50) {
    await Promise.all(
      Array.from(
        { length: Math.min(50, count - batch) },
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect({ port, host: '127.0.0.1', localAddress });
            open.add(socket);
            socket.on('connect', resolve);
            // Reading, so the server's FIN is seen (a paused socket would sit in CLOSE-WAIT).
            socket.resume();
            socket.on('close', () => {
              open.delete(socket);
              resolve();
            });
            socket.on('error', () => undefined);
          }),
      ),
    );
  }
  return open;
}

/** Sends `text` on a raw connection and reads until the server closes it. */
function rawExchange(text: string, trickle?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(text);
      if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle), 50);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
  });
}

function envelopeOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('HTTP connection limits', () => {
  it('keeps serving while one address holds 600 idle connections, and closes them', async () => {
    const open = await idleConnections(600, '127.0.0.2');
    // Over the per-address cap the server closes a connection at once.
    await until(() => open.size <= limits.maxConnectionsPerAddress);
    const response = await fetch(`${base}${API_V2_FULL_PATHS.health}`);
    expect(response.status).toBe(200);
    // Those within the cap are closed by the idle timeout: they never sent a byte.
    await until(() => open.size === 0);
  }, 15_000);

  it('answers 408 in the envelope when headers trickle in past the headers timeout', async () => {
    const answer = await rawExchange('GET /api/v2/health HTTP/1.1\r\n', 'X-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelopeOf(answer)).toEqual({
      code: 408,
      msg: 'The request took too long. Please try again.',
      data: null,
    });
  });

  it('answers 431 in the envelope for headers over the size limit, without echoing them', async () => {
    const marker = 'ECHO-ME-'.repeat(4000);
    const answer = await rawExchange(
      `GET /api/v2/health HTTP/1.1\r\nHost: x\r\nX-Big: ${marker}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(answer)).toEqual({
      code: 431,
      msg: 'The request headers are too large.',
      data: null,
    });
    expect(answer).not.toContain('ECHO-ME');
  });

  it('answers 400 in the envelope for a request line Node cannot parse', async () => {
    const answer = await rawExchange('NOT A REQUEST <script>\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelopeOf(answer)).toEqual({ code: 400, msg: 'The request is not valid.', data: null });
  });
});
