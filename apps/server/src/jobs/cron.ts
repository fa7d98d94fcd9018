// Cron expressions as croner reads them: 5 fields (minute first) or 6 (seconds first), with
// names (MON, JAN), ranges, steps, L, W and #. Times are China time, the product's calendar.
import { Cron } from 'croner';

/** The product's calendar (spec: China time); a job at "0 0 3 * * *" runs at 03:00 Beijing. */
export const JOB_TIMEZONE = 'Asia/Shanghai';

/** Why a pattern is refused, or undefined when croner accepts it and it fires at all. */
export function cronProblem(pattern: string): string | undefined {
  const fields = pattern.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 6) return 'expected 5 or 6 fields';
  try {
    const cron = new Cron(pattern, { paused: true, timezone: JOB_TIMEZONE });
    const next = cron.nextRun();
    cron.stop();
    return next ? undefined : 'it never fires';
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 120) : 'not a cron expression';
  }
}

/** The next firing after `from`, or null. */
export function nextFiring(pattern: string, from = new Date()): Date | null {
  try {
    const cron = new Cron(pattern, { paused: true, timezone: JOB_TIMEZONE });
    const next = cron.nextRun(from);
    cron.stop();
    return next;
  } catch {
    return null;
  }
}

/**
 * The slot a firing belongs to: the latest scheduled time at or before `now` (plus a second's
 * grace, as timers fire a little late). Processes firing the same slot claim the same value.
 */
export function firingSlot(pattern: string, now: Date): Date {
  const cron = new Cron(pattern, { paused: true, timezone: JOB_TIMEZONE });
  const reference = new Date(now.getTime() + 1000);
  const previous = cron.previousRuns(1, reference)[0];
  cron.stop();
  return previous ?? new Date(Math.floor(now.getTime() / 1000) * 1000);
}
