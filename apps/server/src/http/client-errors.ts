// Errors Fastify and Node answer before a route runs: a request line or headers Node cannot
// parse (400), headers over Node's size limit (431), headers or body that did not arrive within
// their timeout (408), and URLs the router cannot decode. Their default answers left the
// {code, msg, data} envelope and echoed the bad URL back (issue 13 #13).
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translateMessage, type MessageKey } from '@skytrace/contracts';
import { sendFailure } from './envelope';
import type { Refusals } from './refusals';

const socketErrors: Record<string, { status: number; key: MessageKey }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: 'errors.requestTimeout' },
  HPE_HEADER_OVERFLOW: { status: 431, key: 'errors.headersTooLarge' },
};

/**
 * Node's `clientError`: the request never became a Fastify request, so its language is unknown;
 * the answer is English (the default of `requestLanguage`), in the envelope, and the connection
 * is closed as Node would.
 */
export function clientErrorHandler(refusals: Refusals) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, key } = socketErrors[error.code ?? ''] ?? {
      status: 400,
      key: 'errors.badRequest',
    };
    refusals.count(String(status));
    if (socket.writable) {
      const body = JSON.stringify({ code: status, msg: translateMessage('en', key), data: null });
      socket.write(
        `HTTP/1.1 ${String(status)} ${http.STATUS_CODES[status] ?? ''}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

/** Fastify's `frameworkErrors`: URLs the router cannot decode or whose parameters are too long. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendFailure(request, reply, 400, 'errors.badRequest');
    return;
  }
  request.log.error({ err: error }, 'router error');
  void sendFailure(request, reply, 500, 'errors.internal');
}
