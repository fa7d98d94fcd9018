// Loopback networking of bench:abuse. Each attacker speaks from its own loopback address
// (127.0.1.1 and up; Linux routes all of 127/8 to lo), the probes from 127.0.0.1, so that a
// per-address limit meant for the attacker is not charged to the real users.
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import http from 'node:http';
import net from 'node:net';

export const HOST = '127.0.0.1';
/** The probes' own address. */
export const PROBE_ADDRESS = '127.0.0.1';

/** The `index`-th attacker address: 0 → 127.0.1.1, 250 → 127.0.2.1. */
export function attackerAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${(index % 250) + 1}`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface HttpResult {
  /** 0 when no response came (refused, reset, timed out). */
  status: number;
  ms: number;
  body: string;
  error?: string;
}

export interface HttpOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  localAddress?: string;
  /** `false`: a new connection per request, as a new visitor opens one. */
  agent?: http.Agent | false;
  timeoutMs?: number;
  /** Keep the response text (otherwise it is read and dropped). */
  keepBody?: boolean;
}

/** One HTTP request that never throws: failures come back as status 0 with the reason. */
export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, body: string, error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, ms: performance.now() - started, body, error });
    };
    const request = http.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress: options.localAddress ?? PROBE_ADDRESS,
      agent: options.agent ?? false,
    });
    const timer = setTimeout(() => {
      request.destroy();
      done(0, '', 'timeout');
    }, options.timeoutMs ?? 10_000);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (options.keepBody) chunks.push(chunk);
      });
      response.on('end', () =>
        done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')),
      );
      response.on('error', (error) => done(0, '', error.message));
    });
    request.on('error', (error: NodeJS.ErrnoException) => done(0, '', error.code ?? error.message));
    request.end(options.body);
  });
}

/** POSTs a JSON body. */
export function postJson(url: string, body: unknown, options: HttpOptions = {}) {
  return httpRequest(url, {
    ...options,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  });
}

/** A token for the realtime socket, asked from `localAddress` as a browser would. */
export async function socketToken(base: string, localAddress: string, uid: string) {
  const result = await httpRequest(`${base}${API_V2_FULL_PATHS.accessToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `uid=${uid}&device=web&device_id=${uid}`,
    localAddress,
    keepBody: true,
    timeoutMs: 10_000,
  });
  if (result.status !== 200) throw new Error(`token: ${result.status} ${result.error ?? ''}`);
  return (JSON.parse(result.body) as { data: { encrypt: string } }).data.encrypt;
}

/** Counts of request outcomes, by status (0 = no response). */
export function countStatus(counts: Map<number, number>, status: number): void {
  counts.set(status, (counts.get(status) ?? 0) + 1);
}

/** `200×19,998 429×2` */
export function statusText(counts: Map<number, number>): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([status, count]) => `${status === 0 ? 'fail' : status}×${count.toLocaleString('en')}`)
    .join(' ');
}
