// Request ids (issue 22 part 4): every request log line carries `reqId`, and the answer echoes it
// in `X-Request-Id`, so one request can be followed from a proxy's log or a user's report into
// ours. A proxy's or client's own id is kept when it is sane, else one is made here.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may be: short, and nothing that could forge a log field or a header
 * (no spaces, quotes, control characters or newlines).
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`: the incoming `X-Request-Id` when sane, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}

/** Echoes each request's id in its answer, errors and 404s included. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
