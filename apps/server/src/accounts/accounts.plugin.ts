import { API_V2_ROOT, ADSB_ROOT } from '@skytrace/contracts';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/db';
import type { App } from '../http/types';
import { registerAdminScope } from '../access/admin-scope';
import { registerAuthRoutes } from './auth.routes';
import { AVATAR_MAX_BYTES } from './avatar.service';
import type { AccountsContext } from './context';
import { createMailer, createOutboxSms, recordedTransports } from './mail/mailer';
import { loadAuthDataKey } from './sealing';
import { resolveSession } from './tokens.service';
import { registerAdminUserInfo, registerUserRoutes } from './user.routes';

/** What the accounts domain needs from the configuration. */
export interface AccountsOptions {
  dataDir: string;
  smtpUrl?: string | undefined;
  authDataKey?: string | undefined;
}

/** The token of a request: `Authorization: Bearer …`, else the `token` query parameter (§7). */
export function requestToken(request: Pick<FastifyRequest, 'headers' | 'query'>): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token !== '') return token;
  }
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : null;
}

/**
 * The account services' shared context (database, recorded mail and SMS, avatar place, key);
 * the WeChat sign-in (wechat-web/) builds its own to send codes and open sessions.
 */
export async function createAccountsContext(
  app: App,
  database: Database,
  options: AccountsOptions,
): Promise<AccountsContext> {
  const outboxDir = path.join(options.dataDir, 'outbox');
  // Every mail and SMS is recorded in the back office's message log as it leaves.
  const transports = recordedTransports(
    createMailer(options.smtpUrl, outboxDir, app.log),
    createOutboxSms(outboxDir, app.log),
    database.db,
    app.log,
  );
  return {
    db: database.db,
    mailer: transports.mailer,
    sms: transports.sms,
    avatarsDir: path.join(options.dataDir, 'avatars'),
    authDataKey: await loadAuthDataKey(options.authDataKey, options.dataDir),
  };
}

/** Mounts the account calls under /api/v2 with the session hook, uploads and rate limits. */
export async function registerAccounts(
  app: App,
  database: Database,
  options: AccountsOptions,
): Promise<void> {
  const context = await createAccountsContext(app, database, options);
  app.decorateRequest('accountSession', null);
  // On the root app, not inside the accounts scope: every domain's routes (tracker paths,
  // devices, admin) read the session through requireUser.
  app.addHook('onRequest', async (request) => {
    const token = requestToken(request);
    request.accountSession = token ? ((await resolveSession(database.db, token)) ?? null) : null;
  });
  await app.register(
    async (api: App) => {
      await api.register(rateLimit, { global: false });
      await api.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      registerAuthRoutes(api, context);
      registerUserRoutes(api, context);
    },
    { prefix: API_V2_ROOT },
  );
  // The back office's own call for the signed-in user (spec §7 `adsb/user/info`), in the admin
  // scope: any back-office permission, rate limit, denials in the system log.
  await app.register(
    async (admin: App) => {
      await registerAdminScope(admin, database.db);
      registerAdminUserInfo(admin, context);
    },
    { prefix: ADSB_ROOT },
  );
}
