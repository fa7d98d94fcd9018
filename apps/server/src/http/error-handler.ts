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
 * PostgreSQL data errors that only bad input causes (SQLSTATE class 22): a number out of range
 * (an id above int4), a NUL or invalid byte in text, unparsable text for a type, a date out of
 * range. Validation should stop such input first; this is the safety net, a 400 and not a 500.
 */
const inputDataErrors = new Set(['22003', '22021', '22P05', '22P02', '22008', '22007', '22001']);

/** The SQLSTATE of a database error, also when Drizzle wraps it (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** Errors of the multipart parser (busboy) about a malformed body; they carry no status. */
const MALFORMED_MULTIPART = /^(Multipart: |Malformed part header|Unexpected end of form)/;

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
    const state = sqlState(error);
    if (state !== undefined && inputDataErrors.has(state)) {
      request.log.debug({ sqlState: state }, 'database refused the input');
      return sendFailure(request, reply, 400, 'errors.badRequest');
    }
    if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message)) {
      return sendFailure(request, reply, 400, 'errors.badRequest');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Counted and summarised by the request log controller; one line each only at debug.
      request.log.debug({ code: error.code, status }, 'client error');
      return sendFailure(request, reply, status, statusMessages[status] ?? 'errors.badRequest');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(request, reply, 500, 'errors.internal');
  });
}
