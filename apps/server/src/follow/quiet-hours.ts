// Quiet hours of an alert rule, in the user's time zone: [start, end) as HH:mm, wrapping
// midnight when start > end (22:00–07:00).

/** Minutes since midnight of `time` (seconds) in `timeZone`. */
export function minutesIn(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(time * 1000));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

function toMinutes(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Whether `time` (seconds) falls in the quiet hours; never when they are not set. */
export function isQuiet(
  time: number,
  rule: { quietStart: string | null; quietEnd: string | null; timeZone: string },
): boolean {
  if (rule.quietStart === null || rule.quietEnd === null) return false;
  const start = toMinutes(rule.quietStart);
  const end = toMinutes(rule.quietEnd);
  if (start === end) return false;
  const now = minutesIn(time, rule.timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}
