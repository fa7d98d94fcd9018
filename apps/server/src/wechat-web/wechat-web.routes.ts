import {
  codeSentSchema,
  envelopeSchema,
  historyFlightSchema,
  langQuerySchema,
  loginResultSchema,
  wechatAuthorizeQuerySchema,
  wechatAuthorizeSchema,
  wechatCallbackSchema,
  wechatStatusSchema,
  wxBindSchema,
  wxCheckPhoneQuerySchema,
  wxCheckPhoneSchema,
  wxDetailQuerySchema,
  wxDetailSchema,
  wxFlightTraceQuerySchema,
  wxLiveSchema,
  wxOpenIdQuerySchema,
  wxSendMessageSchema,
  wxUserRankSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { CaptchaNeededError } from '../accounts/captcha.service';
import { ok, sendFailure } from '../http/envelope';
import { requireUser } from '../http/guards';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import type { WechatSignIn } from './wechat-signin.service';
import type { WxIndexService } from './wx-index.service';

const tags = ['WeChat sign-in'];
const secured = { security: [{ bearer: [] }] };
/** Each call that reaches WeChat or sends SMS: per address and minute. */
const outgoing = { rateLimit: { max: 20, timeWindow: 60_000 } };
const reads = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** /wechat/*: web sign-in, binding and unbinding through WeChat OAuth2. */
export function registerWechatSignInRoutes(api: App, signIn: WechatSignIn): void {
  api.get(
    API_V2_PATHS.wechatStatus,
    {
      config: reads,
      schema: {
        summary: 'Whether WeChat sign-in is configured (the buttons are hidden otherwise)',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(wechatStatusSchema) },
      },
    },
    (request) => Promise.resolve(ok(request, { configured: signIn.configured })),
  );
  api.get(
    API_V2_PATHS.wechatAuthorize,
    {
      config: outgoing,
      schema: {
        summary: "WeChat's authorise page (QR or web view) with a one-time state",
        tags,
        querystring: wechatAuthorizeQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(wechatAuthorizeSchema) },
      },
    },
    async (request) => {
      const { purpose, mode, redirectUri } = request.query;
      return ok(
        request,
        await signIn.authorize({
          purpose,
          mode,
          redirectUri,
          siteOrigin: `${request.protocol}://${request.host}`,
          userId: request.accountSession?.userId,
        }),
      );
    },
  );
  api.post(
    API_V2_PATHS.wechatLogin,
    {
      config: outgoing,
      schema: {
        summary: 'Sign in (or up) with the code and state WeChat passed to /wechat-redirect',
        tags,
        querystring: langQuerySchema,
        body: wechatCallbackSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) => ok(request, await signIn.login(request.body.code, request.body.state)),
  );
  api.post(
    API_V2_PATHS.wechatBind,
    {
      config: outgoing,
      schema: {
        summary: 'Bind WeChat to the signed-in account (/bind-wechat-redirect)',
        tags,
        querystring: langQuerySchema,
        body: wechatCallbackSchema,
        response: { 200: envelopeSchema(z.null()) },
        ...secured,
      },
    },
    async (request) => {
      const session = requireUser(request);
      await signIn.bind(session.userId, request.body.code, request.body.state);
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.wechatUnbind,
    {
      config: reads,
      schema: {
        summary: 'Unbind WeChat from the signed-in account',
        tags,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
        ...secured,
      },
    },
    async (request) => {
      const session = requireUser(request);
      await signIn.unbind(session.userId);
      return ok(request, null);
    },
  );
}

/** /wx/index/*: the calls of the /poa pages (spec §7). */
export function registerWxIndexRoutes(api: App, signIn: WechatSignIn, wx: WxIndexService): void {
  api.get(
    API_V2_PATHS.wxCheckPhone,
    {
      config: outgoing,
      schema: {
        summary: "A web-view code's openid; the bound account is signed in",
        tags,
        querystring: wxCheckPhoneQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(wxCheckPhoneSchema) },
      },
    },
    async (request) => ok(request, await wx.checkPhone(request.query.code)),
  );
  api.post(
    API_V2_PATHS.wxSendMessage,
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: "A code by SMS to the account's phone, to bind WeChat",
        tags,
        querystring: langQuerySchema,
        body: wxSendMessageSchema,
        response: { 200: envelopeSchema(codeSentSchema) },
      },
    },
    async (request, reply) => {
      signIn.require();
      try {
        const countdown = await wx.sendMessage(request.body, requestLanguage(request), request.ip);
        return ok(request, { countdown });
      } catch (error) {
        if (!(error instanceof CaptchaNeededError)) throw error;
        return sendFailure(request, reply, error.status, error.messageKey, {
          data: { needCaptcha: true },
        });
      }
    },
  );
  api.post(
    API_V2_PATHS.wxBind,
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: "Bind the openid to the phone's account and sign in",
        tags,
        querystring: langQuerySchema,
        body: wxBindSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) => ok(request, await wx.bind(request.body)),
  );
  api.get(
    API_V2_PATHS.wxUserRank,
    {
      config: reads,
      schema: {
        summary: "My receivers' ranks",
        tags,
        querystring: wxOpenIdQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(wxUserRankSchema) },
        ...secured,
      },
    },
    async (request) => {
      const session = requireUser(request);
      signIn.require();
      await wx.requireOwnOpenId(session.userId, request.query.openId);
      return ok(request, await wx.userRank(session.userId));
    },
  );
  api.get(
    API_V2_PATHS.wxLive,
    {
      config: reads,
      schema: {
        summary: 'What my receivers hear now',
        tags,
        querystring: wxOpenIdQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(wxLiveSchema) },
        ...secured,
      },
    },
    async (request) => {
      const session = requireUser(request);
      signIn.require();
      await wx.requireOwnOpenId(session.userId, request.query.openId);
      return ok(request, await wx.live(session.userId));
    },
  );
  api.get(
    API_V2_PATHS.wxDetail,
    {
      config: reads,
      schema: {
        summary: 'One of my receivers with its online hours of 14 days',
        tags,
        querystring: wxDetailQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(wxDetailSchema) },
        ...secured,
      },
    },
    async (request) => {
      const session = requireUser(request);
      signIn.require();
      return ok(request, await wx.detail(session.userId, request.query.devId));
    },
  );
  api.get(
    API_V2_PATHS.wxFlightTrace,
    {
      config: reads,
      schema: {
        summary: "A flight number's recorded flights (login, as flight paths are)",
        tags,
        querystring: wxFlightTraceQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(z.array(historyFlightSchema)) },
        ...secured,
      },
    },
    async (request) => {
      requireUser(request);
      signIn.require();
      return ok(request, await wx.flightTrace(request.query.fnum));
    },
  );
}
