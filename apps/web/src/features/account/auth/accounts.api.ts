import {
  API_V2_FULL_PATHS,
  API_V2_PATHS,
  type CodePurpose,
  type Country,
  type LoginResult,
} from '@skytrace/contracts';
import { http } from '../../../session/api-client';
import { ApiError, type ApiEnvelope } from '../../../api/http';
import type { AuthenticationInfo } from '../../../session/auth-info.store';

// The account calls of spec §7 "Auth and user". POST bodies are form-encoded as the spec's
// client does; the server takes JSON too.

const form = { form: true } as const;

/** Whether a failed login or code request says the next try needs a captcha. */
export function needsCaptcha(failure: unknown): boolean {
  if (!(failure instanceof ApiError)) return false;
  const data = failure.body?.data as { needCaptcha?: boolean } | null | undefined;
  return data?.needCaptcha === true;
}

/** POST /user/auth/login. */
export async function loginCall(body: Record<string, string>): Promise<LoginResult> {
  return (await http.post<LoginResult>(API_V2_PATHS.login, body, form)).data;
}

/** POST /user/auth/sendEmailCode or sendPhoneCode; answers the resend countdown in seconds. */
export async function sendCodeCall(
  channel: 'email' | 'phone',
  target: string,
  purpose: CodePurpose,
  captcha: { uuid?: string; captcha?: string } = {},
): Promise<number> {
  const path = channel === 'email' ? API_V2_PATHS.sendEmailCode : API_V2_PATHS.sendPhoneCode;
  const body = {
    ...(channel === 'email' ? { email: target, purpose } : { phone: target, purpose }),
    ...captcha,
  };
  return (await http.post<{ countdown: number }>(path, body, form)).data.countdown;
}

/** Any POST answered with no data (register, forget, resets, profile, authentication). */
export async function postCall(path: string, body: Record<string, string>): Promise<void> {
  await http.post(path, body, form);
}

/** POST /user/user/checkPassword: step 1 of a change; answers the ticket. */
export async function checkPasswordCall(password: string): Promise<string> {
  return (await http.post<{ ticket: string }>(API_V2_PATHS.checkPassword, { password }, form)).data
    .ticket;
}

/** The masked real-name data, or null. */
/** GET /user/user/getAuthentication. */
export async function getAuthenticationCall(): Promise<AuthenticationInfo | null> {
  return (await http.get<AuthenticationInfo | null>(API_V2_PATHS.getAuthentication)).data;
}

/** The signed-in user's own profile as GET /user/user/info returns it. */
export interface OwnProfile {
  nickname: string | null;
  bio: string;
  socialLink: string;
  gender: 'male' | 'female' | 'secret';
  industry: string;
  country: string;
  provinceId: number | null;
  cityId: number | null;
  address: string;
  email: string | null;
  phone: string | null;
}

/** GET /user/user/info, the `profile` part (null when the answer carries none). */
export async function getOwnProfileCall(): Promise<OwnProfile | null> {
  return (await http.get<{ profile?: OwnProfile }>(API_V2_PATHS.userInfo)).data.profile ?? null;
}

/** POST /user/user/updateAvatar (multipart; the JSON client cannot send files). */
export async function uploadAvatarCall(
  file: File,
  token: string | null,
  language: 'zh' | 'en',
): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(`${API_V2_FULL_PATHS.updateAvatar}?lang=${language}`, {
    method: 'POST',
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    body,
  });
  const envelope = (await response.json()) as ApiEnvelope<{ avatar_url: string } | null>;
  if (envelope.code !== 200 || envelope.data === null) {
    throw new ApiError(envelope.code, envelope.msg, envelope);
  }
  return envelope.data.avatar_url;
}

/** GET /index/country: the countries the profile's country field suggests, named in `language`. */
export async function getCountriesCall(language: 'zh' | 'en'): Promise<Country[]> {
  const answer = await http.get<Country[]>(API_V2_PATHS.countries, { query: { lang: language } });
  return Array.isArray(answer.data) ? answer.data : [];
}
