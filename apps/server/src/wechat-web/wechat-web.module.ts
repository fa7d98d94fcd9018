import rateLimit from '@fastify/rate-limit';
import { API_V2_ROOT } from '@skytrace/contracts';
import { createAccountsContext, type AccountsOptions } from '../accounts/accounts.plugin';
import type { Database } from '../db/db';
import type { DeviceRegistry } from '../devices/device.registry';
import type { LiveTable } from '../live/live.table';
import { defineModule } from '../modules/define-module';
import type { HistoryService } from '../playback/history.service';
import { WechatClient, type WechatSettings } from '../wechat/wechat.client';
import { WechatSignIn } from './wechat-signin.service';
import { registerWechatSignInRoutes, registerWxIndexRoutes } from './wechat-web.routes';
import { WxIndexService } from './wx-index.service';

/**
 * WeChat for the site's users: sign-in and binding through OAuth2 (/wechat-redirect,
 * /bind-wechat-redirect) and the /wx/index calls of the /poa phone pages. Unconfigured
 * (no WECHAT_APP_ID / WECHAT_APP_SECRET) the status says so and every other call answers a
 * translated 503 "not configured" without calling out.
 */
export const wechatWebModule = defineModule<{
  database: Database;
  accounts?: AccountsOptions;
  wechat?: WechatSettings;
  registry?: DeviceRegistry;
  liveTable?: LiveTable;
  playback?: { history: HistoryService };
  now?: () => number;
}>({
  name: 'wechat-web',
  role: 'http',
  routes: ({ database, accounts, wechat, registry, liveTable, playback, now }) =>
    accounts
      ? [
          {
            prefix: API_V2_ROOT,
            register: async (api) => {
              await api.register(rateLimit, { global: false });
              const context = await createAccountsContext(api, database, accounts);
              const signIn = new WechatSignIn(
                wechat ? { context, client: new WechatClient(wechat) } : undefined,
              );
              const wx = new WxIndexService({
                signIn,
                registry,
                liveTable,
                history: playback?.history,
                now: now ?? (() => Date.now() / 1000),
              });
              registerWechatSignInRoutes(api, signIn);
              registerWxIndexRoutes(api, signIn, wx);
            },
          },
        ]
      : [],
});
