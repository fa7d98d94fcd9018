// Committed flush batches (flush-batches.schema.ts): recorded inside a batch's transaction,
// looked up when a batch's transaction failed and may have committed all the same.
import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { flushBatches } from './flush-batches.schema';

/**
 * Days a committed batch's id is kept: a failed batch is settled at its writer's next flush
 * (seconds to minutes later, or after an outage of the database); a week is ample.
 */
const KEEP_DAYS = 7;

/** Records batch `id` in the caller's transaction `tx`, and drops ids older than a week. */
export async function recordFlushBatch(tx: Db, id: string): Promise<void> {
  await tx.insert(flushBatches).values({ id });
  await tx.execute(sql`delete from ${flushBatches}
    where committed_at < now() - make_interval(days => ${KEEP_DAYS})`);
}

/** Which of the batches `ids` committed. */
export async function findCommittedBatches(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: flushBatches.id })
    .from(flushBatches)
    .where(sql`${flushBatches.id} = any(${sql.param([...ids])}::uuid[])`);
  return new Set(rows.map((row) => row.id));
}
