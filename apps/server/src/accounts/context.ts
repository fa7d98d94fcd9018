import type { Db } from '../db/db';
import type { Mailer, SmsProvider } from './mail/mailer';

/** What the account services share: the database, the message channels and file places. */
export interface AccountsContext {
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  avatarsDir: string;
  /** AES-256-GCM key of real-name data. */
  authDataKey: Buffer;
}
