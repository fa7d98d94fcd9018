import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail and SMS the system sent or tried to send (`/adsb/msg/list`). */
export const sentMessages = pgTable(
  'sent_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    /** Why it was sent: the code purpose (register, forget, …) or another sender's name. */
    purpose: text('purpose').notNull().default(''),
    subject: text('subject').notNull().default(''),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    /** The transport's error, short; empty when sent. */
    error: text('error').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sent_messages_sent_at_idx').on(table.sentAt)],
);
