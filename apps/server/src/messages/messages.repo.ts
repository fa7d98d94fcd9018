// The message log's queries: one row per mail or SMS, written at the send point.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { parseCompactDate } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { sentMessages } from './messages.schema';

export type SentMessageRow = typeof sentMessages.$inferSelect;

export async function recordMessage(
  db: Db,
  values: Omit<typeof sentMessages.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(sentMessages).values(values);
}

/** The filters of the list and its export. Dates are China days, `yyyyMMdd`. */
export interface MessageFilter {
  searchText?: string;
  channel?: 'mail' | 'sms';
  status?: 'sent' | 'failed';
  startDate?: string;
  endDate?: string;
}

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The instant a China day starts. */
export function chinaDayStart(compact: string): Date | undefined {
  const date = parseCompactDate(compact);
  return date ? new Date(date.getTime() - CHINA_OFFSET_MS) : undefined;
}

function where(filter: MessageFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.searchText) {
    const pattern = `%${filter.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(sentMessages.recipient, pattern),
      ilike(sentMessages.subject, pattern),
      ilike(sentMessages.purpose, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.channel) conditions.push(eq(sentMessages.channel, filter.channel));
  if (filter.status) conditions.push(eq(sentMessages.status, filter.status));
  const from = filter.startDate ? chinaDayStart(filter.startDate) : undefined;
  if (from) conditions.push(gte(sentMessages.sentAt, from));
  const to = filter.endDate ? chinaDayStart(filter.endDate) : undefined;
  if (to) conditions.push(lt(sentMessages.sentAt, new Date(to.getTime() + 86_400_000)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listMessages(
  db: Db,
  filter: MessageFilter & { limit: number; offset: number },
): Promise<{ rows: SentMessageRow[]; total: number }> {
  const rows = await db
    .select()
    .from(sentMessages)
    .where(where(filter))
    .orderBy(desc(sentMessages.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: await countMessages(db, filter) };
}

export async function countMessages(db: Db, filter: MessageFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sentMessages).where(where(filter));
  return row?.n ?? 0;
}

/** One keyset page, newest first, below `beforeId`. */
export async function messagesBefore(
  db: Db,
  filter: MessageFilter,
  beforeId: number | undefined,
  limit: number,
): Promise<SentMessageRow[]> {
  const filtered = where(filter);
  const below = beforeId === undefined ? undefined : lt(sentMessages.id, beforeId);
  return db
    .select()
    .from(sentMessages)
    .where(filtered && below ? and(filtered, below) : (filtered ?? below))
    .orderBy(desc(sentMessages.id))
    .limit(limit);
}
