import {
  API_V2_PATHS,
  type LoginResult,
  type WxCheckPhone,
  type WxDetail,
  type WxLive,
  type WxUserRank,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';

// The /wx/index calls of spec §7 behind the /poa pages. The openid checkPhone read is kept for
// the tab and named in userrank and live (the server checks it is the signed-in user's own).

const OPEN_ID_KEY = 'skytrace.poa.openId';
const TICKET_KEY = 'skytrace.poa.ticket';

export function keptOpenId(): string | undefined {
  return sessionStorage.getItem(OPEN_ID_KEY) ?? undefined;
}

/** The unbound openid and its ticket, for /poa/bindphone. */
export function keptTicket(): { openId: string; ticket: string } | null {
  const openId = sessionStorage.getItem(OPEN_ID_KEY);
  const ticket = sessionStorage.getItem(TICKET_KEY);
  return openId && ticket ? { openId, ticket } : null;
}

export async function checkPhoneCall(code: string): Promise<WxCheckPhone> {
  const answer = (await http.get<WxCheckPhone>(API_V2_PATHS.wxCheckPhone, { query: { code } }))
    .data;
  sessionStorage.setItem(OPEN_ID_KEY, answer.openId);
  if (answer.ticket) sessionStorage.setItem(TICKET_KEY, answer.ticket);
  else sessionStorage.removeItem(TICKET_KEY);
  return answer;
}

export async function sendMessageCall(
  phone: string,
  captcha: { uuid?: string; captcha?: string },
): Promise<number> {
  return (await http.post<{ countdown: number }>(API_V2_PATHS.wxSendMessage, { phone, ...captcha }))
    .data.countdown;
}

export async function bindCall(body: {
  openId: string;
  ticket: string;
  phone: string;
  code: string;
}): Promise<LoginResult> {
  const result = (await http.post<LoginResult>(API_V2_PATHS.wxBind, body)).data;
  sessionStorage.removeItem(TICKET_KEY);
  return result;
}

export async function userRankCall(signal: AbortSignal): Promise<WxUserRank> {
  return (
    await http.get<WxUserRank>(API_V2_PATHS.wxUserRank, {
      query: { openId: keptOpenId() },
      signal,
    })
  ).data;
}

export async function liveCall(signal: AbortSignal): Promise<WxLive> {
  return (await http.get<WxLive>(API_V2_PATHS.wxLive, { query: { openId: keptOpenId() }, signal }))
    .data;
}

export async function detailCall(devId: number, signal: AbortSignal): Promise<WxDetail> {
  return (await http.get<WxDetail>(API_V2_PATHS.wxDetail, { query: { devId }, signal })).data;
}
