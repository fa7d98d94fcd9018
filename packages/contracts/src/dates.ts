import type { Language } from './constants';

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * A calendar date in the format of the language (spec §9): `yyyy-MM-dd` for zh-CN,
 * `d MMM yyyy` for en-US. Uses the UTC fields of `date`; shift it first for local time.
 */
export function formatDate(date: Date, language: Language): string {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  if (language === 'zh') return `${y}-${pad2(m + 1)}-${pad2(d)}`;
  return `${d} ${MONTHS_EN[m] ?? ''} ${y}`;
}

/** `yyyyMMdd` of the UTC fields of `date`, as the search and export calls expect (spec §5, §7). */
export function formatCompactDate(date: Date): string {
  return `${date.getUTCFullYear()}${pad2(date.getUTCMonth() + 1)}${pad2(date.getUTCDate())}`;
}

/** Parses `yyyyMMdd` to the UTC midnight it names, or null when it is not a real date. */
export function parseCompactDate(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, ys, ms, ds] = match;
  const date = new Date(Date.UTC(Number(ys), Number(ms) - 1, Number(ds)));
  return formatCompactDate(date) === text ? date : null;
}
