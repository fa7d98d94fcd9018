import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { translateMessage, type MessageKey } from '@skytrace/contracts';
import { sendFailure } from './envelope';
import { HttpError } from './errors';
import { requestLanguage } from './language';
import { issueField, issueMessage, type ValidationIssue } from './validation-message';

/** Fastify's own client errors (body size, content type, …) mapped to catalogue messages. */
const statusMessages: Partial<Record<number, MessageKey>> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  405: 'errors.methodNotAllowed',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
  503: 'errors.unavailable',
};

/**
 * Every failure leaves as the §8 envelope with a translated message. Internal errors are logged
 * with their stack and answered with a generic 500: no stack or internal text reaches a client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = requestLanguage(request);
      const issues = (error.validation as unknown as ValidationIssue[]).map((issue) => ({
        field: issueField(issue, error.validationContext),
        msg: issueMessage(issue, language),
      }));
      const first = issues[0];
      const msg = first
        ? translateMessage(language, 'validation.invalidField', {
            field: first.field,
            message: first.msg,
          })
        : translateMessage(language, 'errors.badRequest');
      return reply.code(400).send({ code: 400, msg, data: { issues } });
    }
    if (error instanceof HttpError) {
      return sendFailure(request, reply, error.status, error.messageKey, { values: error.values });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match schema',
      );
      return sendFailure(request, reply, 500, 'errors.internal');
    }
    const status = error.statusCode ?? 500;
    const key = statusMessages[status];
    if (status >= 400 && status < 500 && key) {
      request.log.info({ code: error.code, status }, 'client error');
      return sendFailure(request, reply, status, key);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, 500, 'errors.internal');
  });
}
