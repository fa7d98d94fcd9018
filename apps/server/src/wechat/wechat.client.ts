// The WeChat official-account API (mp.weixin.qq.com "cgi-bin"): the access token (cached until
// shortly before `expires_in`, fetched again when WeChat says it is invalid or expired), the
// custom menu, and the follower list. Errors come as `{ errcode, errmsg }` with HTTP 200.
import type { WechatButton } from '@skytrace/contracts';

/** WECHAT_APP_ID, WECHAT_APP_SECRET, WECHAT_API_BASE, WECHAT_OPEN_BASE (config.ts). */
export interface WechatSettings {
  appId: string;
  appSecret: string;
  apiBase: string;
  /** The browser's authorise pages (sign-in); https://open.weixin.qq.com unless a test sets it. */
  openBase?: string;
}

/** What `sns/oauth2/access_token` answers for a user's authorisation code. */
export interface WechatGrant {
  openid: string;
  unionid: string | null;
  accessToken: string;
  scope: string;
}

/** `sns/userinfo`: the profile a snsapi_userinfo or snsapi_login grant may read. */
export interface WechatProfile {
  nickname: string;
  avatarUrl: string | null;
  unionid: string | null;
}

/** A refusal by WeChat: its errcode and errmsg. */
export class WechatError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`WeChat error ${errcode}: ${errmsg}`);
    this.name = 'WechatError';
  }
}

/** WeChat could not be reached or answered something that is not its JSON. */
export class WechatUnreachable extends Error {
  constructor(cause: unknown) {
    super('WeChat unreachable', { cause });
    this.name = 'WechatUnreachable';
  }
}

/** 40001 invalid credential, 40014 invalid token, 42001 token expired: fetch a new token. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);
/** 46003: the account has no custom menu yet. */
const NO_MENU = 46003;
/** Renew this long before WeChat's expiry (its documented advice: leave a margin). */
const TOKEN_MARGIN_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
/** user/info/batchget takes at most 100 openids. */
export const BATCH_MAX = 100;

export interface WechatFollower {
  openid: string;
  nickname: string;
  remark: string;
  language: string;
  subscribed: boolean;
  subscribeTime: number | null;
}

type Json = Record<string, unknown>;

export class WechatClient {
  private token: { value: string; expiresAt: number } | undefined;
  private fetching: Promise<string> | undefined;

  constructor(
    private readonly settings: WechatSettings,
    private readonly now: () => number = Date.now,
  ) {}

  private url(path: string, query: Record<string, string>): string {
    const url = new URL(path, this.settings.apiBase.replace(/\/?$/, '/'));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  private async request(url: string, body?: unknown): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new WechatUnreachable(error);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new WechatUnreachable(error);
    }
    if (!response.ok || typeof json !== 'object' || json === null) {
      throw new WechatUnreachable(new Error(`HTTP ${response.status}`));
    }
    const answer = json as Json;
    const errcode = typeof answer.errcode === 'number' ? answer.errcode : 0;
    if (errcode !== 0) {
      throw new WechatError(errcode, typeof answer.errmsg === 'string' ? answer.errmsg : '');
    }
    return answer;
  }

  /** The cached access token, or a new one (one fetch at a time). */
  async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.expiresAt) return this.token.value;
    this.fetching ??= (async () => {
      const answer = await this.request(
        this.url('cgi-bin/token', {
          grant_type: 'client_credential',
          appid: this.settings.appId,
          secret: this.settings.appSecret,
        }),
      );
      const value = answer.access_token;
      const expiresIn = typeof answer.expires_in === 'number' ? answer.expires_in : 7200;
      if (typeof value !== 'string' || value === '') {
        throw new WechatUnreachable(new Error('no access_token in the answer'));
      }
      this.token = {
        value,
        expiresAt: this.now() + Math.max(60_000, expiresIn * 1000 - TOKEN_MARGIN_MS),
      };
      return value;
    })().finally(() => {
      this.fetching = undefined;
    });
    return this.fetching;
  }

  /** Calls with the token; once more with a new token when WeChat refuses the token. */
  private async withToken(
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
  ): Promise<Json> {
    const token = await this.accessToken();
    try {
      return await this.request(this.url(path, { ...query, access_token: token }), body);
    } catch (error) {
      if (!(error instanceof WechatError) || !TOKEN_ERRORS.has(error.errcode)) throw error;
      if (this.token?.value === token) this.token = undefined;
      const fresh = await this.accessToken();
      return this.request(this.url(path, { ...query, access_token: fresh }), body);
    }
  }

  /** The custom menu's buttons (none when the account has no menu). */
  async menu(): Promise<unknown[]> {
    try {
      const answer = await this.withToken('cgi-bin/menu/get');
      const menu = answer.menu as { button?: unknown[] } | undefined;
      return menu?.button ?? [];
    } catch (error) {
      if (error instanceof WechatError && error.errcode === NO_MENU) return [];
      throw error;
    }
  }

  async createMenu(buttons: readonly WechatButton[]): Promise<void> {
    await this.withToken('cgi-bin/menu/create', {}, { button: buttons });
  }

  /** One page of follower openids (10,000 at most), and where the next starts. */
  async followerPage(nextOpenid: string): Promise<{ openids: string[]; next: string }> {
    const answer = await this.withToken('cgi-bin/user/get', { next_openid: nextOpenid });
    const data = answer.data as { openid?: unknown } | undefined;
    const openids = Array.isArray(data?.openid)
      ? data.openid.filter((id): id is string => typeof id === 'string')
      : [];
    return { openids, next: typeof answer.next_openid === 'string' ? answer.next_openid : '' };
  }

  /** Profiles of up to 100 followers. */
  async followerInfo(openids: readonly string[]): Promise<WechatFollower[]> {
    const answer = await this.withToken(
      'cgi-bin/user/info/batchget',
      {},
      { user_list: openids.slice(0, BATCH_MAX).map((openid) => ({ openid, lang: 'zh_CN' })) },
    );
    const list = Array.isArray(answer.user_info_list) ? (answer.user_info_list as Json[]) : [];
    return list.flatMap((info) =>
      typeof info.openid === 'string'
        ? [
            {
              openid: info.openid,
              nickname: typeof info.nickname === 'string' ? info.nickname : '',
              remark: typeof info.remark === 'string' ? info.remark : '',
              language: typeof info.language === 'string' ? info.language : '',
              subscribed: info.subscribe === 1,
              subscribeTime: typeof info.subscribe_time === 'number' ? info.subscribe_time : null,
            },
          ]
        : [],
    );
  }

  /**
   * A user's authorisation `code` for their openid and a user access token (web sign-in and
   * the web-view pages). A code works once, for 5 minutes (40029 / 40163 otherwise).
   */
  async exchangeCode(code: string): Promise<WechatGrant> {
    const answer = await this.request(
      this.url('sns/oauth2/access_token', {
        appid: this.settings.appId,
        secret: this.settings.appSecret,
        code,
        grant_type: 'authorization_code',
      }),
    );
    if (typeof answer.openid !== 'string' || typeof answer.access_token !== 'string') {
      throw new WechatUnreachable(new Error('no openid in the answer'));
    }
    return {
      openid: answer.openid,
      unionid: typeof answer.unionid === 'string' ? answer.unionid : null,
      accessToken: answer.access_token,
      scope: typeof answer.scope === 'string' ? answer.scope : '',
    };
  }

  /** The user's nickname and avatar with the user access token of `exchangeCode`. */
  async profile(grant: WechatGrant): Promise<WechatProfile> {
    const answer = await this.request(
      this.url('sns/userinfo', {
        access_token: grant.accessToken,
        openid: grant.openid,
        lang: 'zh_CN',
      }),
    );
    return {
      nickname: typeof answer.nickname === 'string' ? answer.nickname : '',
      avatarUrl:
        typeof answer.headimgurl === 'string' && answer.headimgurl !== ''
          ? answer.headimgurl
          : null,
      unionid: typeof answer.unionid === 'string' ? answer.unionid : grant.unionid,
    };
  }

  /**
   * The page the browser opens: the website QR code (`connect/qrconnect`, snsapi_login) or, in
   * WeChat's own browser, `connect/oauth2/authorize` (snsapi_userinfo). WeChat wants the
   * `#wechat_redirect` fragment on both.
   */
  authorizeUrl(mode: 'qr' | 'webview', redirectUri: string, state: string): string {
    const base = (this.settings.openBase ?? 'https://open.weixin.qq.com').replace(/\/?$/, '/');
    const url = new URL(mode === 'qr' ? 'connect/qrconnect' : 'connect/oauth2/authorize', base);
    url.searchParams.set('appid', this.settings.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', mode === 'qr' ? 'snsapi_login' : 'snsapi_userinfo');
    url.searchParams.set('state', state);
    return `${url.toString()}#wechat_redirect`;
  }
}
