import {
  availabilitySchema,
  captchaQuerySchema,
  checkEmailQuerySchema,
  checkNicknameQuerySchema,
  checkPhoneQuerySchema,
  checkUsernameQuerySchema,
  codeSentSchema,
  type CodePurpose,
  envelopeSchema,
  forgetByEmailSchema,
  forgetByPhoneSchema,
  langQuerySchema,
  loginRequestSchema,
  loginResultSchema,
  registerByEmailSchema,
  registerRequestSchema,
  sendEmailCodeSchema,
  sendPhoneCodeSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { ok, sendFailure } from '../http/envelope';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import { login, register, resetForgottenPassword } from './auth.service';
import { CaptchaNeededError, createCaptcha } from './captcha.service';
import { requestCode } from './code-requests';
import type { AccountsContext } from './context';
import { revokeSession } from './tokens.service';
import { isAvailable, type UniqueField } from './users.repo';

const tags = ['accounts'];
const nullData = envelopeSchema(z.null());
/** Availability checks answer at most this many times a minute per address. */
const checkLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
/** Code requests: the per-target and per-address limits live in codes.service. */
const sendLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };

/** The /user/auth calls of spec §7: login, captcha, logout, availability, codes, register, forget. */
export function registerAuthRoutes(api: App, context: AccountsContext): void {
  api.post(
    API_V2_PATHS.login,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'Log in by password (loginType 1) or verification code (2)',
        tags,
        querystring: langQuerySchema,
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await login(context, request.body, request.ip);
      if (outcome.ok) return ok(request, outcome.result);
      return sendFailure(request, reply, outcome.status, outcome.key, {
        ...(outcome.values ? { values: outcome.values } : {}),
        data: { needCaptcha: outcome.needCaptcha },
      });
    },
  );

  api.get(
    API_V2_PATHS.captcha,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'Captcha picture (PNG) for a client-chosen uuid',
        tags,
        querystring: captchaQuerySchema,
      },
    },
    async (request, reply) => {
      const { png } = await createCaptcha(context.db, request.query.uuid);
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    },
  );

  api.post(
    API_V2_PATHS.logout,
    {
      schema: {
        summary: 'End this session',
        tags,
        querystring: langQuerySchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      if (request.accountSession) await revokeSession(context.db, request.accountSession.tokenHash);
      return ok(request, null);
    },
  );

  const checks: [string, UniqueField, z.ZodObject][] = [
    [API_V2_PATHS.checkEmail, 'email', checkEmailQuerySchema],
    [API_V2_PATHS.checkPhone, 'phone', checkPhoneQuerySchema],
    [API_V2_PATHS.checkUsername, 'username', checkUsernameQuerySchema],
    [API_V2_PATHS.checkNickname, 'nickname', checkNicknameQuerySchema],
  ];
  for (const [path, field, schema] of checks) {
    api.get(
      path,
      {
        config: checkLimit,
        schema: {
          summary: `Whether this ${field} is free`,
          tags,
          querystring: schema.extend(langQuerySchema.shape),
          response: { 200: envelopeSchema(availabilitySchema) },
        },
      },
      async (request) => {
        const value = (request.query as Record<string, string>)[field] ?? '';
        return ok(request, { available: await isAvailable(context.db, field, value) });
      },
    );
  }

  const codeRoutes = [
    [API_V2_PATHS.sendEmailCode, 'email', sendEmailCodeSchema, false],
    [API_V2_PATHS.sendPhoneCode, 'phone', sendPhoneCodeSchema, false],
    [API_V2_PATHS.sendPhoneCodeCheck, 'phone', sendPhoneCodeSchema, true],
  ] as const;
  for (const [path, channel, schema, existingOnly] of codeRoutes) {
    api.post(
      path,
      {
        config: sendLimit,
        schema: {
          summary: `Send a verification code by ${channel === 'email' ? 'mail' : 'SMS'}`,
          tags,
          querystring: langQuerySchema,
          body: schema,
          response: { 200: envelopeSchema(codeSentSchema) },
        },
      },
      async (request, reply) => {
        const body = request.body as {
          email?: string;
          phone?: string;
          purpose: CodePurpose;
          uuid?: string;
          captcha?: string;
        };
        try {
          const countdown = await requestCode(context, {
            channel,
            target: body.email ?? body.phone ?? '',
            purpose: existingOnly && body.purpose === 'register' ? 'login' : body.purpose,
            language: requestLanguage(request),
            address: request.ip,
            userId: request.accountSession?.userId,
            captcha: { uuid: body.uuid, captcha: body.captcha },
          });
          return ok(request, { countdown });
        } catch (error) {
          if (!(error instanceof CaptchaNeededError)) throw error;
          return sendFailure(request, reply, error.status, error.messageKey, {
            data: { needCaptcha: true },
          });
        }
      },
    );
  }

  for (const [path, schema] of [
    [API_V2_PATHS.register, registerRequestSchema],
    [API_V2_PATHS.registerByEmail, registerByEmailSchema],
  ] as const) {
    api.post(
      path,
      {
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          summary: 'Create an account',
          tags,
          querystring: langQuerySchema,
          body: schema,
          response: { 200: nullData },
        },
      },
      async (request) => {
        const body = request.body as z.infer<typeof registerRequestSchema>;
        await register(context, body, requestLanguage(request));
        return ok(request, null);
      },
    );
  }

  api.post(
    API_V2_PATHS.forgetByEmail,
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Set a new password with a code sent by mail',
        tags,
        querystring: langQuerySchema,
        body: forgetByEmailSchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      const { email, code, password } = request.body;
      await resetForgottenPassword(context, email, code, password);
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.forgetByPhone,
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Set a new password with a code sent by SMS',
        tags,
        querystring: langQuerySchema,
        body: forgetByPhoneSchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      const { phone, code, password } = request.body;
      await resetForgottenPassword(context, phone, code, password);
      return ok(request, null);
    },
  );
}
