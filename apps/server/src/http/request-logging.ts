// Per-request log lines: one `request completed` line for answers that matter to an operator
// (2xx, 3xx, 5xx), and none for client errors. Fastify's default wrote `incoming request`,
// `request completed` and the error handler's `client error` for each of them: a flood of
// rate-limited logins wrote three info lines per request (issue 13 #14). Client errors are
// counted by status in `Refusals` (system statistics, one summary line per interval) and logged
// one by one only at debug level.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Refusals } from './refusals';

export class RequestLogController extends LogController {
  constructor(private readonly refusals: Refusals) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      request.log.error({ ...fields, err: error }, 'request errored');
    } else if (status >= 400 && status < 500) {
      this.refusals.count(String(status));
      request.log.debug(fields, 'request completed');
    } else {
      request.log.info(fields, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug('route not found');
  }
}
