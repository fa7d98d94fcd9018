// Who may read /metrics: the operator's Prometheus, not the public. A request from loopback is
// the operator's own machine; anyone else needs METRICS_TOKEN as a Bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

/**
 * Headers a reverse proxy adds: a request carrying one came from beyond the proxy, even when
 * the proxy itself connects from loopback (nginx on the same host).
 */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compared as digests so the comparison takes the same time whatever the length. */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Allowed from loopback without forwarding headers, or with `Authorization: Bearer <token>`;
 * otherwise 401 (a token is configured: present it) or 403 (none is: loopback only).
 */
export function metricsAccess(
  request: { ip: string; headers: IncomingHttpHeaders },
  token: string | undefined,
): MetricsAccess {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (isLoopback(request.ip) && !forwarded) return 'allowed';
  if (token === undefined) return 'forbidden';
  const authorization = request.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/i.exec(authorization);
  return match?.[1] !== undefined && tokenMatches(match[1], token) ? 'allowed' : 'unauthorized';
}
