// The daily quota of questions per user (UTC days). Taking one is a single upsert that only
// counts while under the limit, so two questions racing at the limit cannot both pass.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ChatQuota } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { chatUsage } from './chat.schema';

const DAY_SECONDS = 86_400;

/** The UTC day of `now` (seconds) as yyyy-MM-dd. */
export function utcDay(now: number): string {
  return new Date(now * 1000).toISOString().slice(0, 10);
}

export class ChatQuotas {
  constructor(
    private readonly db: Db,
    readonly limit: number,
    private readonly mode: ChatQuota['mode'],
  ) {}

  /** The user's quota at `now` (seconds). */
  async read(userId: number, now: number): Promise<ChatQuota> {
    const [row] = await this.db
      .select({ questions: chatUsage.questions })
      .from(chatUsage)
      .where(and(eq(chatUsage.userId, userId), eq(chatUsage.day, utcDay(now))));
    return this.present(row?.questions ?? 0, now);
  }

  /** Counts one question; null when the day's quota is used up (nothing counted then). */
  async take(userId: number, now: number): Promise<ChatQuota | null> {
    const rows = await this.db
      .insert(chatUsage)
      .values({ userId, day: utcDay(now), questions: 1 })
      .onConflictDoUpdate({
        target: [chatUsage.userId, chatUsage.day],
        set: { questions: sql`${chatUsage.questions} + 1` },
        setWhere: lt(chatUsage.questions, this.limit),
      })
      .returning({ questions: chatUsage.questions });
    const [row] = rows;
    return row ? this.present(row.questions, now) : null;
  }

  /** Gives one question back (the provider failed to answer it). */
  async refund(userId: number, now: number): Promise<void> {
    await this.db
      .update(chatUsage)
      .set({ questions: sql`greatest(${chatUsage.questions} - 1, 0)` })
      .where(and(eq(chatUsage.userId, userId), eq(chatUsage.day, utcDay(now))));
  }

  private present(used: number, now: number): ChatQuota {
    return {
      limit: this.limit,
      used,
      remaining: Math.max(0, this.limit - used),
      resetsAt: (Math.floor(now / DAY_SECONDS) + 1) * DAY_SECONDS,
      mode: this.mode,
    };
  }
}
