import { desc } from 'drizzle-orm';
import type { Db } from '../db/db';
import { systemEvents } from './system.schema';

/** Kinds of operational events the server records about itself. */
export type SystemEventKind = 'start' | 'stop';

/** Records one operational event. */
export async function recordSystemEvent(
  db: Db,
  kind: SystemEventKind,
  detail: Record<string, unknown>,
): Promise<void> {
  await db.insert(systemEvents).values({ kind, detail });
}

/** The most recent operational events, newest first. */
export async function listSystemEvents(db: Db, limit: number) {
  return db.select().from(systemEvents).orderBy(desc(systemEvents.id)).limit(limit);
}
