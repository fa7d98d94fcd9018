import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * Feedback of signed-in users (issue 20 item 2). The screenshot is a stored file of kind
 * `feedback` (storage/); the reply is the back office's latest answer, `replyRead` whether its
 * author has opened it since.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    contact: text('contact').notNull().default(''),
    /** The page the user sent it from. */
    page: text('page').notNull().default(''),
    screenshotFile: text('screenshot_file'),
    status: text('status', { enum: ['new', 'inProgress', 'answered', 'closed'] })
      .notNull()
      .default('new'),
    reply: text('reply'),
    repliedBy: integer('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyRead: boolean('reply_read').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('feedback_user').on(table.userId, table.createdAt),
    index('feedback_status').on(table.status, table.createdAt),
  ],
);
