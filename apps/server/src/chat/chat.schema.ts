import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * Questions each user asked the assistant per UTC day (`day` yyyy-MM-dd): the daily quota of
 * `chat/quota`. One row per user and day; old days are harmless and tiny.
 */
export const chatUsage = pgTable(
  'chat_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    questions: integer('questions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
