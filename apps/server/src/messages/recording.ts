// Records every mail and SMS at the point it leaves (or fails to): wraps the transports the
// accounts domain sends through. A failure to record never stops the message itself.
import type { Db } from '../db/db';
import { recordMessage } from './messages.repo';

interface Logger {
  error(object: object, message: string): void;
}

/** What the message log needs to know of a message. */
export interface OutgoingMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  purpose?: string;
  subject?: string;
}

/** Sends through `send`, then records whether it went; rethrows the send's failure. */
export async function sendRecorded(
  db: Db,
  logger: Logger,
  message: OutgoingMessage,
  send: () => Promise<void>,
): Promise<void> {
  let failure: unknown;
  try {
    await send();
  } catch (error) {
    failure = error;
  }
  await recordMessage(db, {
    channel: message.channel,
    recipient: message.recipient,
    purpose: message.purpose ?? '',
    subject: message.subject ?? '',
    status: failure === undefined ? 'sent' : 'failed',
    error:
      failure === undefined
        ? ''
        : (failure instanceof Error ? failure.message : 'send failed').slice(0, 300),
  }).catch((error: unknown) => logger.error({ err: error }, 'message log not written'));
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('send failed');
}
