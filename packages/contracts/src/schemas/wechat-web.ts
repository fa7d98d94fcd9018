// WeChat sign-in and binding (OAuth2 "code" flow) and the `/wx/index` calls of the /poa phone
// pages (spec §2, §3 user info "wechat data", §7 WeChat calls).
import { z } from 'zod';
import {
  captchaAnswerSchema,
  captchaIdSchema,
  phoneSchema,
  verificationCodeSchema,
} from './accounts';
export { wechatBindingSchema, type WechatBinding } from './accounts';
import { deviceLiveFlightSchema, deviceRankSchema } from './coverage';
import { recordIdSchema } from './ids';
import { deviceDaySchema, myDeviceSchema } from './my-devices';

/**
 * What a WeChat authorisation is for: signing in (or up), binding the signed-in account, or a
 * /poa page inside WeChat (its code goes to `/wx/index/checkPhone`).
 */
export const WECHAT_PURPOSES = ['login', 'bind', 'poa'] as const;
export type WechatPurpose = (typeof WECHAT_PURPOSES)[number];

/**
 * Where WeChat's page opens: `qr` the website QR code (open platform `qrconnect`,
 * scope snsapi_login), `webview` the authorise page inside WeChat (scope snsapi_userinfo).
 */
export const WECHAT_AUTH_MODES = ['qr', 'webview'] as const;

/** An OAuth2 `code` or `state` as WeChat passes them back (URL-safe, short). */
const oauthValueSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalidFormat' });
/** A WeChat openid (28 characters in practice; URL-safe). */
export const openIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalidFormat' });

/** GET /wechat/status: whether the WeChat buttons are shown. */
export const wechatStatusSchema = z.object({ configured: z.boolean() });

/** GET /wechat/authorize. */
export const wechatAuthorizeQuerySchema = z.object({
  purpose: z.enum(WECHAT_PURPOSES),
  mode: z.enum(WECHAT_AUTH_MODES).default('qr'),
  /** The page WeChat sends the browser back to; must be this site's redirect page. */
  redirectUri: z.url().max(500),
});
/** The WeChat page to open, and the state it will carry back (checked once, 10 minutes). */
export const wechatAuthorizeSchema = z.object({ url: z.string(), state: z.string() });

/** POST /wechat/login and /wechat/bind: what WeChat passed back to the redirect page. */
export const wechatCallbackSchema = z.object({
  code: oauthValueSchema,
  state: oauthValueSchema,
});

/** GET /wx/index/checkPhone {code}: the openid of a WeChat web-view code, and its account. */
export const wxCheckPhoneQuerySchema = z.object({ code: oauthValueSchema });
export const wxCheckPhoneSchema = z.object({
  openId: z.string(),
  /** The bound account's phone, masked (138****8000); null when no account is bound. */
  phone: z.string().nullable(),
  bound: z.boolean(),
  /** A signed-in session of the bound account (null when unbound). */
  login: z.object({ token: z.string(), expire: z.number().int(), username: z.string() }).nullable(),
  /** Proves this openid to `bind` for 10 minutes (null when already bound). */
  ticket: z.string().nullable(),
});
export type WxCheckPhone = z.infer<typeof wxCheckPhoneSchema>;

/** POST /wx/index/sendMessage {phone}; beyond the free sends a solved captcha (as accounts). */
export const wxSendMessageSchema = z.object({
  phone: phoneSchema,
  uuid: captchaIdSchema.optional(),
  captcha: captchaAnswerSchema.optional(),
});

/** POST /wx/index/bind: the openid (with checkPhone's ticket) joins the phone's account. */
export const wxBindSchema = z.object({
  openId: openIdSchema,
  ticket: oauthValueSchema,
  phone: phoneSchema,
  code: verificationCodeSchema,
});

/** userrank and live take the caller's own openid; without it, the signed-in user. */
export const wxOpenIdQuerySchema = z.object({ openId: openIdSchema.optional() });

/** GET /wx/index/userrank: my receivers' ranks (spec §3 ranking, 30-day window). */
export const wxUserRankSchema = z.object({
  devices: z.array(
    z.object({
      devId: z.number().int(),
      alias: z.string().nullable(),
      online: z.boolean(),
      rank: deviceRankSchema.nullable(),
    }),
  ),
});
export type WxUserRank = z.infer<typeof wxUserRankSchema>;

/** GET /wx/index/live: what each of my receivers hears now. */
export const wxLiveSchema = z.object({
  devices: z.array(
    z.object({
      devId: z.number().int(),
      alias: z.string().nullable(),
      online: z.boolean(),
      flights: z.array(deviceLiveFlightSchema),
    }),
  ),
});
export type WxLive = z.infer<typeof wxLiveSchema>;

/** GET /wx/index/detail {devId}: one of my receivers, with 14 days of online hours. */
export const wxDetailQuerySchema = z.object({ devId: recordIdSchema });
export const wxDetailSchema = z.object({ device: myDeviceSchema, days: z.array(deviceDaySchema) });
export type WxDetail = z.infer<typeof wxDetailSchema>;

/** GET /wx/index/flightTrace {fnum}. */
export const wxFlightTraceQuerySchema = z.object({ fnum: z.string().trim().min(1).max(16) });
