// Tells an applicant when their kit application or fitting request changes state (approved,
// sent with its express number, not approved with the remark): a mail to their address and an
// SMS to their phone, each when the account has one, in the account's language. Both go through
// the accounts domain's transports wrapped by the message log (messages/recording.ts), so every
// notice is recorded, sent or failed. A failed notice is logged; the state change stands.
import { eq } from 'drizzle-orm';
import { translateMessage, type Language, type MessageKey } from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import type { Mailer, SmsProvider } from '../accounts/mail/mailer';
import type { Db } from '../db/db';
import { fittingApplications, kitApplications } from './applications.schema';

interface Logger {
  error(object: object, message: string): void;
}

export type KitKind = 'application' | 'fitting';

const STATES: Record<number, 'Approved' | 'Sent' | 'Rejected' | undefined> = {
  1: 'Approved',
  2: 'Sent',
  3: 'Rejected',
};

export class KitNotifier {
  constructor(
    private readonly db: Db,
    private readonly transports: { mailer: Mailer; sms: SmsProvider },
    private readonly logger: Logger,
  ) {}

  /** Sends the notice of the request's new state; nothing for a state without one (pending). */
  async changed(
    kind: KitKind,
    change: { id: number; status: number; expressNumber: string | null; remark: string | null },
  ): Promise<void> {
    const state = STATES[change.status];
    if (!state) return;
    const table = kind === 'application' ? kitApplications : fittingApplications;
    const [user] = await this.db
      .select({
        username: users.username,
        nickname: users.nickname,
        email: users.email,
        phone: users.phone,
        language: users.language,
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(eq(table.id, change.id));
    if (!user) return;
    const language: Language = user.language === 'en' ? 'en' : 'zh';
    const text = translateMessage(language, `kitNotify.${kind}${state}` as MessageKey, {
      username: user.nickname ?? user.username,
      id: change.id,
      express: change.expressNumber ?? '',
      remark: change.remark ?? '',
    });
    const purpose = `kit.${kind}.${state.toLowerCase()}`;
    const sends: Promise<void>[] = [];
    if (user.email)
      sends.push(
        this.transports.mailer.send({
          to: user.email,
          subject: translateMessage(language, `kitNotify.${kind}Subject`),
          text,
          purpose,
        }),
      );
    if (user.phone) sends.push(this.transports.sms.send(user.phone, text, purpose));
    for (const result of await Promise.allSettled(sends))
      if (result.status === 'rejected')
        this.logger.error(
          { err: result.reason as unknown, kind, id: change.id },
          'kit notice not sent',
        );
  }
}
