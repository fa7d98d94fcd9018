// A fake push service for tests: a real local HTTP server that takes Web Push requests
// (RFC 8030) and decrypts their aes128gcm payloads (RFC 8291) with the subscription key pair
// the test generated, as a browser's push service hands them to the browser.
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import nodePath from 'node:path';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  authorization: string;
  encoding: string;
  ttl: string;
  payload: unknown;
}

export interface FakePushService {
  /** A new subscription on this service: endpoint and keys as PushSubscription.toJSON(). */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Answers 410 Gone for this endpoint path from now on. */
  expire(endpoint: string): void;
  /** An HTTPS agent that trusts this service's self-signed certificate. */
  agent: https.Agent;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 (push services speak HTTPS only; web-push too). */
function selfSigned(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'skytrace-push-'));
  const key = nodePath.join(dir, 'key.pem');
  const cert = nodePath.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

export async function startFakePushService(): Promise<FakePushService> {
  const keys = new Map<string, { ecdh: crypto.ECDH; auth: string }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const tls = selfSigned();
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const key = keys.get(path);
      if (!key || gone.has(path)) {
        response.writeHead(410).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const plain = decrypt(body, {
        version: 'aes128gcm',
        privateKey: key.ecdh,
        authSecret: key.auth,
      });
      received.push({
        path,
        authorization: request.headers.authorization ?? '',
        encoding: request.headers['content-encoding'] ?? '',
        ttl: String(request.headers.ttl ?? ''),
        payload: JSON.parse(plain.toString('utf8')),
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    subscription: () => {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString('base64url');
      const path = `/push/${crypto.randomUUID()}`;
      keys.set(path, { ecdh, auth });
      return {
        endpoint: `https://127.0.0.1:${port}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    agent: new https.Agent({ ca: tls.cert }),
    expire: (endpoint) => gone.add(new URL(endpoint).pathname),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
