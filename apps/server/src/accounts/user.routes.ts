import fs from 'node:fs/promises';
import path from 'node:path';
import {
  authenticationRequestSchema,
  authenticationSchema,
  changeTicketSchema,
  checkPasswordSchema,
  envelopeSchema,
  langQuerySchema,
  publicProfileSchema,
  recordIdSchema,
  resetEmailSchema,
  resetPasswordSchema,
  resetPhoneSchema,
  updateProfileSchema,
  userInfoSchema,
  ADSB_PATHS,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { z } from 'zod';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import type { App } from '../http/types';
import { BACK_OFFICE, requireUser } from '../http/guards';
import { readAuthentication, saveAuthentication } from './authentication.service';
import { AVATAR_FILE_PATTERN, AVATAR_MAX_BYTES, replaceAvatar } from './avatar.service';
import type { AccountsContext } from './context';
import {
  changeContact,
  changePassword,
  checkCurrentPassword,
  readPublicProfile,
  readUserInfo,
  updateProfile,
} from './user.service';

const tags = ['accounts'];
const nullData = envelopeSchema(z.null());
const secured = { security: [{ bearer: [] }] };

/** The /user/user calls of spec §7: info, profile, three-step changes, avatar, real name. */
export function registerUserRoutes(api: App, context: AccountsContext): void {
  api.get(
    API_V2_PATHS.userInfo,
    {
      schema: {
        summary: 'The signed-in user',
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => ok(request, await readUserInfo(context, requireUser(request), request.ip)),
  );
  api.get(
    API_V2_PATHS.publicProfile,
    {
      schema: {
        summary: 'Public profile of a user',
        tags,
        params: z.object({ id: recordIdSchema }),
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(publicProfileSchema) },
      },
    },
    async (request) => ok(request, await readPublicProfile(context, request.params.id)),
  );
  api.post(
    API_V2_PATHS.checkPassword,
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Step 1 of a change: verify the current password',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: checkPasswordSchema,
        response: { 200: envelopeSchema(changeTicketSchema) },
      },
    },
    async (request) => {
      const session = requireUser(request);
      return ok(
        request,
        await checkCurrentPassword(context, session.userId, request.body.password),
      );
    },
  );
  api.post(
    API_V2_PATHS.resetPassword,
    {
      schema: {
        summary: 'Steps 2–3: save a new password',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: resetPasswordSchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      const session = requireUser(request);
      await changePassword(context, session.userId, {
        ticket: request.body.ticket,
        password: request.body.password,
        keepTokenHash: session.tokenHash,
      });
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.resetEmail,
    {
      schema: {
        summary: 'Steps 2–3: save a new email',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: resetEmailSchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      const { ticket, email, code } = request.body;
      await changeContact(context, requireUser(request).userId, {
        field: 'email',
        value: email,
        ticket,
        code,
      });
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.resetPhone,
    {
      schema: {
        summary: 'Steps 2–3: save a new phone',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: resetPhoneSchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      const { ticket, phone, code } = request.body;
      await changeContact(context, requireUser(request).userId, {
        field: 'phone',
        value: phone,
        ticket,
        code,
      });
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.updateProfile,
    {
      schema: {
        summary: 'Save the profile',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: updateProfileSchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      await updateProfile(context, requireUser(request).userId, request.body);
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.updateAvatar,
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Upload an avatar (multipart field "file")',
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.object({ avatar_url: z.string() })) },
      },
    },
    async (request) => {
      const session = requireUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupportedMediaType');
      const file = await request.file();
      if (!file || !file.mimetype.startsWith('image/'))
        throw new HttpError(400, 'accounts.avatarInvalid');
      let upload: Buffer;
      try {
        upload = await file.toBuffer();
      } catch {
        throw new HttpError(413, 'accounts.avatarTooLarge', {
          megabytes: AVATAR_MAX_BYTES / 1024 / 1024,
        });
      }
      return ok(request, { avatar_url: await replaceAvatar(context, session.userId, upload) });
    },
  );
  api.get(
    API_V2_PATHS.avatar,
    {
      schema: {
        summary: 'An avatar picture',
        tags,
        params: z.object({ file: z.string().regex(AVATAR_FILE_PATTERN) }),
      },
    },
    async (request, reply) => {
      const image = await fs
        .readFile(path.join(context.avatarsDir, request.params.file))
        .catch(() => null);
      if (!image) throw new HttpError(404, 'errors.notFound');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
  for (const [path, replace] of [
    [API_V2_PATHS.addAuthentication, false],
    [API_V2_PATHS.updateAuthentication, true],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          summary: 'Submit real-name authentication',
          tags,
          ...secured,
          querystring: langQuerySchema,
          body: authenticationRequestSchema,
          response: { 200: nullData },
        },
      },
      async (request) => {
        await saveAuthentication(context, requireUser(request).userId, request.body, replace);
        return ok(request, null);
      },
    );
  }
  api.get(
    API_V2_PATHS.getAuthentication,
    {
      schema: {
        summary: 'Real-name authentication, masked',
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(authenticationSchema.nullable()) },
      },
    },
    async (request) => ok(request, await readAuthentication(context, requireUser(request).userId)),
  );
}

/** `GET /adsb/user/info`: the signed-in user for the back office (same fields as /user/user/info). */
export function registerAdminUserInfo(admin: App, context: AccountsContext): void {
  admin.get(
    ADSB_PATHS.adminUserInfo,
    {
      config: { permission: BACK_OFFICE },
      schema: {
        summary: 'The signed-in user, for the admin back office',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(userInfoSchema) },
      },
    },
    async (request) => ok(request, await readUserInfo(context, requireUser(request), request.ip)),
  );
}
