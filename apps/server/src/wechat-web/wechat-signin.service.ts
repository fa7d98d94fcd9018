// Web sign-in and binding through WeChat OAuth2: the browser opens WeChat's authorise page with
// a `state` this server issued (kept hashed, once, 10 minutes, tied to the purpose and for a
// bind to the signed-in user: a code carried back under someone else's state is refused, which
// is the CSRF defence), WeChat sends it back with a `code`, and the code becomes an openid
// (sns/oauth2/access_token) and a profile (sns/userinfo).
import type { LoginResult, WechatPurpose } from '@skytrace/contracts';
import type { AccountsContext } from '../accounts/context';
import { hashPassword } from '../accounts/passwords';
import { consumeSecret, storeSecret } from '../accounts/one-time.repo';
import { randomToken } from '../accounts/secrets';
import { createSession } from '../accounts/tokens.service';
import { findUserById, insertUser, isAvailable, type UserRow } from '../accounts/users.repo';
import { HttpError } from '../http/errors';
import {
  WechatClient,
  WechatError,
  WechatUnreachable,
  type WechatGrant,
} from '../wechat/wechat.client';
import {
  bindIdentity,
  findIdentityOfUser,
  saveIdentity,
  unbindUser,
  type WechatIdentityRow,
} from './wechat-web.repo';

const STATE_TTL_MS = 10 * 60_000;
/** The redirect pages of spec §2, per purpose (a /poa page returns to itself). */
const REDIRECT_PATHS: Record<WechatPurpose, (path: string) => boolean> = {
  login: (path) => path === '/wechat-redirect',
  bind: (path) => path === '/bind-wechat-redirect',
  poa: (path) => /^\/poa\/[a-z]+$/.test(path),
};
/** 40029 invalid code, 40163 code already used: the person has to authorise again. */
const CODE_ERRORS = new Set([40029, 40163]);

/** WeChat's refusals as the site says them. */
export function translateWechatFailure(error: unknown): never {
  if (error instanceof WechatError) {
    if (CODE_ERRORS.has(error.errcode)) throw new HttpError(400, 'wechatWeb.codeInvalid');
    throw new HttpError(503, 'wechatWeb.failed', {
      errcode: error.errcode,
      errmsg: error.errmsg.slice(0, 120),
    });
  }
  if (error instanceof WechatUnreachable) throw new HttpError(503, 'wechatWeb.unreachable');
  throw error;
}

/** What sign-in needs: the accounts' context and a configured WeChat client. */
export interface WechatWebParts {
  context: AccountsContext;
  client: WechatClient;
}

export class WechatSignIn {
  constructor(readonly parts: WechatWebParts | undefined) {}

  get configured(): boolean {
    return this.parts !== undefined;
  }

  /** The configured parts, or the translated "not configured" (503). */
  require(): WechatWebParts {
    if (!this.parts) throw new HttpError(503, 'wechatWeb.unconfigured');
    return this.parts;
  }

  /** A code's openid and profile, recorded; WeChat's refusals translated. */
  async identify(code: string): Promise<WechatIdentityRow> {
    const { context, client } = this.require();
    let grant: WechatGrant;
    let profile: { nickname: string; avatarUrl: string | null; unionid: string | null };
    try {
      grant = await client.exchangeCode(code);
      // snsapi_base grants (a silent web-view authorisation) may not read the profile.
      profile = grant.scope.includes('snsapi_base')
        ? { nickname: '', avatarUrl: null, unionid: grant.unionid }
        : await client.profile(grant);
    } catch (error) {
      translateWechatFailure(error);
    }
    return saveIdentity(context.db, { openid: grant.openid, ...profile });
  }

  /** The authorise page for `purpose`; the redirect must be this site's page for it. */
  async authorize(request: {
    purpose: WechatPurpose;
    mode: 'qr' | 'webview';
    redirectUri: string;
    siteOrigin: string;
    userId: number | undefined;
  }): Promise<{ url: string; state: string }> {
    const { context, client } = this.require();
    if (request.purpose === 'bind' && request.userId === undefined) {
      throw new HttpError(401, 'errors.unauthorized');
    }
    const redirect = new URL(request.redirectUri);
    if (
      redirect.origin !== request.siteOrigin ||
      !REDIRECT_PATHS[request.purpose](redirect.pathname)
    ) {
      throw new HttpError(400, 'wechatWeb.redirectInvalid');
    }
    const state = randomToken();
    await storeSecret(
      context.db,
      'wechat-state',
      state,
      stateBinding(request.purpose, request.userId),
      STATE_TTL_MS,
    );
    return { url: client.authorizeUrl(request.mode, redirect.toString(), state), state };
  }

  private async requireState(state: string, purpose: WechatPurpose, userId?: number) {
    const { context } = this.require();
    if (!(await consumeSecret(context.db, 'wechat-state', state, stateBinding(purpose, userId)))) {
      throw new HttpError(400, 'wechatWeb.stateInvalid');
    }
  }

  /** /wechat-redirect: signs into the bound account, or opens a new one bound to this WeChat. */
  async login(code: string, state: string): Promise<LoginResult> {
    await this.requireState(state, 'login');
    const identity = await this.identify(code);
    const user = await this.accountOf(identity);
    return this.openSession(user);
  }

  /** The account bound to `identity`, or a new one (no password anyone knows) bound to it. */
  async accountOf(identity: WechatIdentityRow): Promise<UserRow> {
    const { context } = this.require();
    if (identity.userId !== null) {
      const bound = await findUserById(context.db, identity.userId);
      if (bound) return bound;
    }
    let username = '';
    do
      username = `wx${randomToken()
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 10)}`;
    while (!(await isAvailable(context.db, 'username', username)));
    const user = await insertUser(context.db, {
      username,
      // Only WeChat signs into this account until its owner adds a phone or email.
      passwordHash: await hashPassword(randomToken()),
    });
    if (!(await bindIdentity(context.db, identity.openid, user.id))) {
      throw new HttpError(409, 'wechatWeb.openIdTaken');
    }
    return user;
  }

  /** A session of `user` as the login call answers it; a disabled account is refused. */
  async openSession(user: UserRow): Promise<LoginResult> {
    const { context } = this.require();
    if (user.status !== 'enabled') throw new HttpError(403, 'errors.forbidden');
    const session = await createSession(context.db, user.id);
    return {
      token: session.token,
      java_token: session.token,
      expire: Math.floor(session.expiresAt.getTime() / 1000),
      username: user.username,
    };
  }

  /** /bind-wechat-redirect: binds the WeChat to the signed-in account. */
  async bind(userId: number, code: string, state: string): Promise<void> {
    await this.requireState(state, 'bind', userId);
    const { context } = this.require();
    const identity = await this.identify(code);
    if (identity.userId === userId) return;
    if (identity.userId !== null) throw new HttpError(409, 'wechatWeb.openIdTaken');
    if (await findIdentityOfUser(context.db, userId)) {
      throw new HttpError(409, 'wechatWeb.alreadyBound');
    }
    if (!(await bindIdentity(context.db, identity.openid, userId))) {
      throw new HttpError(409, 'wechatWeb.openIdTaken');
    }
  }

  /** Unbinds; an account WeChat alone can open keeps it (it could never be opened again). */
  async unbind(userId: number): Promise<void> {
    const { context } = this.require();
    const user = await findUserById(context.db, userId);
    if (!user) throw new HttpError(401, 'errors.unauthorized');
    if (!(await findIdentityOfUser(context.db, userId))) {
      throw new HttpError(404, 'wechatWeb.notBound');
    }
    if (user.email === null && user.phone === null) {
      throw new HttpError(409, 'wechatWeb.unbindNeedsContact');
    }
    await unbindUser(context.db, userId);
  }
}

function stateBinding(purpose: WechatPurpose, userId: number | undefined): string {
  return `${purpose}:${userId ?? 0}`;
}
