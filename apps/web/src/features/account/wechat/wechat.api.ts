import {
  API_V2_PATHS,
  type LoginResult,
  type WechatBinding,
  type WechatPurpose,
} from '@skytrace/contracts';
import { http } from '../../../session/api-client';

// WeChat sign-in and binding calls (wechat-web/ on the server).

/** GET /wechat/status: false hides every WeChat button. */
export async function wechatStatusCall(signal?: AbortSignal): Promise<boolean> {
  return (await http.get<{ configured: boolean }>(API_V2_PATHS.wechatStatus, { signal })).data
    .configured;
}

/** GET /wechat/authorize: WeChat's page to open and the state it carries back. */
export async function wechatAuthorizeCall(
  purpose: WechatPurpose,
  mode: 'qr' | 'webview',
  redirectUri: string,
): Promise<{ url: string; state: string }> {
  return (
    await http.get<{ url: string; state: string }>(API_V2_PATHS.wechatAuthorize, {
      query: { purpose, mode, redirectUri },
    })
  ).data;
}

export async function wechatLoginCall(code: string, state: string): Promise<LoginResult> {
  return (await http.post<LoginResult>(API_V2_PATHS.wechatLogin, { code, state })).data;
}

export async function wechatBindCall(code: string, state: string): Promise<void> {
  await http.post(API_V2_PATHS.wechatBind, { code, state });
}

export async function wechatUnbindCall(): Promise<void> {
  await http.post(API_V2_PATHS.wechatUnbind, {});
}

/** The bound WeChat of the signed-in user (spec §3 user info "wechat data"), or null. */
export async function ownWechatCall(signal?: AbortSignal): Promise<WechatBinding | null> {
  return (await http.get<{ wechat: WechatBinding | null }>(API_V2_PATHS.userInfo, { signal })).data
    .wechat;
}
