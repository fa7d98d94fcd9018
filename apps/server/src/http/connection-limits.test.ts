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
import { Refusals } from './refusals';
import { listenLocally } from '../testing/http';
import { buildApp } from '../server';

let database: Database;
let app: FastifyInstance;
let base: string;
let port: number;

/** The app's config, with these limits; `trustProxy` as given. */
const configWith = (http: typeof limits, trustProxy = false) => ({
  logLevel: 'silent' as const,
  corsOrigins: [],
  bodyLimitBytes: 65536,
  trustProxy,
  webDist: '/none',
  http,
});

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
    config: configWith(limits),
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
async function idleConnections(
  count: number,
  localAddress: string,
  to = port,
): Promise<Set<net.Socket>> {
  const open = new Set<net.Socket>();
  // Batches stay far below the listen backlog: a connection the kernel drops from a full accept
  // queue looks established to a client that never sends, and would stay "open" on this side.
  for (let batch = 0; batch < count; batch += 50) {
    await Promise.all(
      Array.from(
        { length: Math.min(50, count - batch) },
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect({ port: to, host: '127.0.0.1', localAddress });
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

describe('refusal at accept', () => {
  // Idle connections stay for the whole test: only the caps close them.
  const patient = {
    ...limits,
    idleTimeoutMs: 30_000,
    headersTimeoutMs: 30_000,
    requestTimeoutMs: 60_000,
  };

  /** An app of its own, with the addresses of every `connection` event its server emitted. */
  async function appWith(trustProxy: boolean) {
    const refusals = new Refusals({ info: () => undefined });
    const own = await buildApp({
      config: configWith(patient, trustProxy),
      database,
      roles: () => ['http'],
      version: 'test',
      refusals,
    });
    const seen: string[] = [];
    own.server.on('connection', (socket: net.Socket) => seen.push(socket.remoteAddress ?? ''));
    const ownPort = Number(new URL(await listenLocally(own)).port);
    return { own, ownPort, seen, refusals };
  }

  it('refuses an address over its cap before Node builds a socket or an HTTP parser', async () => {
    const { own, ownPort, seen, refusals } = await appWith(false);
    try {
      const held = await idleConnections(patient.maxConnectionsPerAddress, '127.0.0.4', ownPort);
      await until(() => seen.length === patient.maxConnectionsPerAddress);
      const extra = await idleConnections(30, '127.0.0.4', ownPort);
      await until(() => extra.size === 0);
      // The 30 over the cap never became sockets: no `connection` event, so no parser, no timer.
      expect(seen).toHaveLength(patient.maxConnectionsPerAddress);
      expect(refusals.totals.get('connections over the per-address cap')).toBe(30);
      expect(held.size).toBe(patient.maxConnectionsPerAddress);
      // Another address is served meanwhile.
      const response = await fetch(`http://127.0.0.1:${ownPort}/api/v2/health`);
      expect(response.status).toBe(200);
      for (const socket of held) socket.destroy();
    } finally {
      await own.close();
    }
  });

  it('behind a trusted proxy, lets every connection of the proxy in', async () => {
    const { own, ownPort, seen, refusals } = await appWith(true);
    try {
      const held = await idleConnections(
        patient.maxConnectionsPerAddress + 30,
        '127.0.0.5',
        ownPort,
      );
      await until(() => seen.length === patient.maxConnectionsPerAddress + 30);
      expect(held.size).toBe(patient.maxConnectionsPerAddress + 30);
      expect(refusals.total()).toBe(0);
      for (const socket of held) socket.destroy();
    } finally {
      await own.close();
    }
  });
});
