import type { FastifyReply, FastifyRequest } from 'fastify';
import { translateMessage, type ApiEnvelope, type MessageKey } from '@skytrace/contracts';
import { requestLanguage } from './language';

/** The success envelope of spec §7: `code` 200, a translated "success", and the data. */
export function ok<T>(request: FastifyRequest, data: T): ApiEnvelope<T> {
  return { code: 200, msg: translateMessage(requestLanguage(request), 'common.success'), data };
}

/** Sends a failure envelope whose `code` equals the HTTP status (spec §8). */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  options: { values?: Readonly<Record<string, string | number>>; data?: unknown } = {},
): FastifyReply {
  const msg = translateMessage(requestLanguage(request), key, options.values);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({
      code: status,
      msg,
      data: options.data ?? null,
    });
}
