import type { MessageKey } from '@skytrace/contracts';

/**
 * A failure meant for the client: an HTTP status and a message key of the shared catalogue,
 * translated into the request's language when sent. Anything else thrown becomes a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    readonly messageKey: MessageKey,
    readonly values: Readonly<Record<string, string | number>> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}
