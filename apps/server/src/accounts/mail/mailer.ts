import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/db';
import { sendRecorded } from '../../messages/recording';
import { writeOutboxFile } from './outbox';

/** One outgoing mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Why it is sent (a code purpose), for the message log. */
  purpose?: string;
}

/** Sends mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends SMS; the default provider writes to the outbox (no SMS gateway is configured). */
export interface SmsProvider {
  /** `purpose` says why it is sent, for the message log. */
  send(phone: string, text: string, purpose?: string): Promise<void>;
}

const FROM = 'Skytrace <no-reply@skytrace.local>';

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise every mail is rendered as an `.eml`
 * file in the outbox (nodemailer's stream transport builds the same RFC 5322 text).
 */
export function createMailer(
  smtpUrl: string | undefined,
  outboxDir: string,
  logger: FastifyBaseLogger,
): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({
          from: FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      },
    };
  }
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (message) => {
      const info = await stream.sendMail({
        from: FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      if (!Buffer.isBuffer(info.message)) throw new Error('mail was not rendered to a buffer');
      const content = info.message;
      const file = await writeOutboxFile(outboxDir, 'mail', message.to, content);
      logger.info({ file }, 'mail written to the outbox');
    },
  };
}

/** The SMS provider that writes each message to the outbox. */
export function createOutboxSms(outboxDir: string, logger: FastifyBaseLogger): SmsProvider {
  return {
    send: async (phone, text) => {
      const file = await writeOutboxFile(outboxDir, 'sms', phone, `To: ${phone}\n\n${text}\n`);
      logger.info({ file }, 'SMS written to the outbox');
    },
  };
}

/** The mailer and SMS provider with every message recorded in the message log. */
export function recordedTransports(
  mailer: Mailer,
  sms: SmsProvider,
  db: Db,
  logger: FastifyBaseLogger,
): { mailer: Mailer; sms: SmsProvider } {
  return {
    mailer: {
      send: (message) =>
        sendRecorded(
          db,
          logger,
          {
            channel: 'mail',
            recipient: message.to,
            subject: message.subject,
            purpose: message.purpose,
          },
          () => mailer.send(message),
        ),
    },
    sms: {
      send: (phone, text, purpose) =>
        sendRecorded(db, logger, { channel: 'sms', recipient: phone, purpose }, () =>
          sms.send(phone, text, purpose),
        ),
    },
  };
}
