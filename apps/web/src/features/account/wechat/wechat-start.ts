import type { WechatPurpose } from '@skytrace/contracts';
import { wechatAuthorizeCall } from './wechat.api';

// Starting a WeChat authorisation: the server issues the state, the tab keeps a copy so the
// redirect page only accepts a code that comes back to the tab that asked (a link with someone
// else's code and state fails here before the server refuses it too).

const STATE_KEY = 'skytrace.wechat.state';

/** WeChat's own browser (its web view) names itself MicroMessenger. */
export function inWechatBrowser(userAgent = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** Where WeChat sends the browser back for `purpose` (a /poa page returns to itself). */
export function redirectUriOf(purpose: WechatPurpose, poaPath = '/poa/rank'): string {
  const path =
    purpose === 'login'
      ? '/wechat-redirect'
      : purpose === 'bind'
        ? '/bind-wechat-redirect'
        : poaPath;
  return `${window.location.origin}${path}`;
}

/** Opens WeChat's page: the QR code on a computer, the authorise page inside WeChat. */
export async function startWechat(purpose: WechatPurpose, poaPath?: string): Promise<void> {
  const mode = purpose === 'poa' || inWechatBrowser() ? 'webview' : 'qr';
  const { url, state } = await wechatAuthorizeCall(purpose, mode, redirectUriOf(purpose, poaPath));
  sessionStorage.setItem(STATE_KEY, `${purpose}:${state}`);
  window.location.assign(url);
}

/** True once, when `state` is the one this tab started for `purpose`. */
export function takeWechatState(purpose: WechatPurpose, state: string | null): boolean {
  const kept = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return state !== null && state !== '' && kept === `${purpose}:${state}`;
}
