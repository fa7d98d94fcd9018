// What every back-office route shares, whichever module registers it (issue 16): its declared
// permission checked before anything else runs, the rate limit of admin calls, and the system
// log. A module calls `registerAdminScope` once at the top of its `/adsb` plugin; its routes then
// declare `config: { permission, action }`, and handlers add what changed with
// `recordAdminAction`. A route in the scope without a permission is refused (fail closed).
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { hasPermission } from '../http/guards';
import type { App } from '../http/types';
import { appendAdminAction } from './syslog.repo';

/** What a handler says about the change it made, for the system log. */
export interface AdminAudit {
  /** What was acted on, e.g. `role 3` or `user 12 (alice)`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a back-office route needs, or a list of which any one will do. */
    permission?: string | readonly string[];
    /** The action's name in the system log, e.g. `role.create`; else method and route. */
    action?: string;
    /** Log a GET too (exports); other GETs are logged only when denied. */
    audit?: boolean;
  }
  interface FastifyRequest {
    adminAudit?: AdminAudit;
    /** Set once a denial was logged, so it is not logged twice. */
    adminLogged?: boolean;
  }
}

/** Admin reads one user (or address) may make per minute. */
export const ADMIN_READS_PER_MINUTE = 300;
/** Admin changes one user (or address) may make per minute. */
export const ADMIN_CHANGES_PER_MINUTE = 60;

/** Attaches what the current admin action changed to its system-log row. */
export function recordAdminAction(request: FastifyRequest, audit: AdminAudit): void {
  request.adminAudit = { ...request.adminAudit, ...audit };
}

function actionOf(request: FastifyRequest): string {
  return (
    request.routeOptions.config.action ?? `${request.method} ${request.routeOptions.url ?? ''}`
  );
}

function isLogged(request: FastifyRequest): boolean {
  return request.method !== 'GET' || request.routeOptions.config.audit === true;
}

async function append(
  db: Db,
  request: FastifyRequest,
  outcome: 'ok' | 'denied' | 'failed',
  status: number,
): Promise<void> {
  const session = request.accountSession;
  const audit = request.adminAudit ?? {};
  await appendAdminAction(db, {
    userId: session?.userId ?? null,
    username: session?.username ?? null,
    action: actionOf(request),
    method: request.method,
    // The route's pattern, never the query string (it may carry the token).
    path: request.url.split('?')[0] ?? request.url,
    target: audit.target ?? null,
    before: audit.before,
    after: audit.after,
    outcome,
    status,
    address: request.ip,
  });
}

/** Adds the permission check, the rate limit and the system log to the routes of `app`'s scope. */
export async function registerAdminScope(app: App, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    max: (request) =>
      request.method === 'GET' ? ADMIN_READS_PER_MINUTE : ADMIN_CHANGES_PER_MINUTE,
    keyGenerator: (request) =>
      request.accountSession ? `admin-user:${request.accountSession.userId}` : request.ip,
  });
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    const session = request.accountSession;
    const needed =
      permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
    if (session && needed.some((name) => hasPermission(session, name))) return;
    const status = session ? 403 : 401;
    // Anonymous reads are not logged: a scanner would fill the log with nothing to learn;
    // every change attempt and every signed-in user's denied call is.
    if (session || request.method !== 'GET') {
      request.adminLogged = true;
      await append(db, request, 'denied', status);
    }
    throw new HttpError(status, status === 401 ? 'errors.unauthorized' : 'errors.forbidden');
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    // Rate-limited calls are counted by the refusal summary, not logged one by one.
    if (request.adminLogged || !isLogged(request) || reply.statusCode === 429) return;
    request.adminLogged = true;
    const status = reply.statusCode;
    await append(db, request, status < 400 ? 'ok' : 'failed', status);
  });
}
