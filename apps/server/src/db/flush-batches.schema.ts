import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The flush batches that committed (the trace recorder's, traces/trace.flush.ts; not tied to
 * traces, so another flush that must not write twice can use it): a batch's id is inserted in
 * the batch's own transaction, so a writer that lost the answer to its COMMIT (a connection cut
 * just after it) asks here whether the batch is stored instead of writing it a second time.
 * Later batches delete the rows older than a week (flush-batches.repo.ts).
 */
export const flushBatches = pgTable(
  'flush_batches',
  {
    id: uuid('id').primaryKey(),
    committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [index('flush_batches_committed_at_idx').on(table.committedAt)],
);
