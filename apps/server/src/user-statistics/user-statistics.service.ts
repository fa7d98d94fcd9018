import {
  formatCompactDate,
  parseCompactDate,
  STATISTICS_MAX_DAYS,
  type UserStatistics,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { markActive, readUserStatistics } from './user-statistics.repo';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** `yyyy-MM-dd` of the China day of `at`. */
export function chinaDay(at: number): string {
  return new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Sign-ups and active users for each China day from `startDate` to `endDate` (yyyyMMdd). */
export async function userStatistics(
  db: Db,
  startDate: string,
  endDate: string,
): Promise<UserStatistics> {
  const start = parseCompactDate(startDate);
  const end = parseCompactDate(endDate);
  const days = start && end ? Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1 : 0;
  if (!start || !end || days < 1 || days > STATISTICS_MAX_DAYS) {
    throw new HttpError(400, 'bmsOps.dateRangeInvalid', { days: STATISTICS_MAX_DAYS });
  }
  const from = new Date(start.getTime() - CHINA_OFFSET_MS);
  const to = new Date(end.getTime() + DAY_MS - CHINA_OFFSET_MS);
  const counts = await readUserStatistics(db, {
    from,
    to,
    fromDay: start.toISOString().slice(0, 10),
    toDay: end.toISOString().slice(0, 10),
  });
  const list: UserStatistics['days'] = [];
  let signUps = 0;
  for (let index = 0; index < days; index++) {
    const date = formatCompactDate(new Date(start.getTime() + index * DAY_MS));
    const day = {
      date,
      signUps: counts.signUps.get(date) ?? 0,
      activeUsers: counts.active.get(date) ?? 0,
    };
    signUps += day.signUps;
    list.push(day);
  }
  return { days: list, totals: { users: counts.users, signUps, activeUsers: counts.activeUsers } };
}

/**
 * Remembers who was active today: one insert per user and day per process (a set of today's
 * users in memory), so signed-in traffic costs no database write after the first request.
 */
export class ActivityRecorder {
  private day = '';
  private readonly seen = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  record(userId: number): void {
    const day = chinaDay(this.now());
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    if (this.seen.has(userId)) return;
    this.seen.add(userId);
    markActive(this.db, userId, day).catch((error: unknown) => {
      this.seen.delete(userId);
      this.onError(error);
    });
  }
}
