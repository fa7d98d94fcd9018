// Calendar arithmetic of the activity page on `yyyy-MM-dd` strings (China's calendar days, as
// the server stores them), so a visitor's time zone never moves an activity to another day.

/** `yyyy-MM` of a month, from `?month=` or today's (in China). */
export function monthOf(param: string | null, now = new Date()): string {
  if (param && /^\d{4}-(0[1-9]|1[0-2])$/.test(param)) return param;
  // China has no daylight saving: UTC+8 all year.
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
}

/** Today's `yyyy-MM-dd` in China. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The first and last day of `month`. */
export function monthRange(month: string): { from: string; to: string } {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return {
    from: day(new Date(Date.UTC(year, index - 1, 1))),
    to: day(new Date(Date.UTC(year, index, 0))),
  };
}

/** The days of the month's grid, weeks from Monday, padded with the neighbours' days. */
export function gridDays(month: string): { date: string; inMonth: boolean }[] {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, index - 1, 1));
  // getUTCDay: 0 is Sunday; the grid starts on Monday.
  const lead = (first.getUTCDay() + 6) % 7;
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const cells = Math.ceil((lead + last) / 7) * 7;
  return Array.from({ length: cells }, (_, i) => {
    const date = new Date(Date.UTC(year, index - 1, 1 - lead + i));
    return { date: day(date), inMonth: date.getUTCMonth() === index - 1 };
  });
}
