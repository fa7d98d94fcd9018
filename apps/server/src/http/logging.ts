import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { serializeError } from './error-serializer';

/** Query parameters whose values never reach the logs (spec §7 puts tokens in some URLs). */
const SECRET_PARAMS = ['token', 'password', 'code', 'c'];

/** The request URL with secret query values replaced, for logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * pino options of the server: JSON lines, secrets redacted, requests logged without queries,
 * errors without SQL or bound parameters.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.code'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}
