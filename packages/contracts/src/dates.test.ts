import { describe, expect, it } from 'vitest';
import { formatCompactDate, formatDate, parseCompactDate } from './dates';

describe('spec §9 date formats', () => {
  const date = new Date(Date.UTC(2026, 10, 5, 23, 59));

  it('uses yyyy-MM-dd in Chinese', () => {
    expect(formatDate(date, 'zh')).toBe('2026-11-05');
  });

  it('uses day, month abbreviation, year in English', () => {
    expect(formatDate(date, 'en')).toBe('5 Nov 2026');
  });

  it('formats and parses yyyyMMdd', () => {
    expect(formatCompactDate(date)).toBe('20261105');
    expect(parseCompactDate('20261105')?.getTime()).toBe(Date.UTC(2026, 10, 5));
    expect(parseCompactDate('20260230')).toBeNull();
    expect(parseCompactDate('2026-11-05')).toBeNull();
  });
});
