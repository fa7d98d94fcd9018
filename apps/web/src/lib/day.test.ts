import { describe, expect, it } from 'vitest';
import { formatDay } from './day';

describe('formatDay', () => {
  it('writes the local calendar day, padded', () => {
    const seconds = new Date(2026, 0, 5, 23, 59).getTime() / 1000;
    expect(formatDay(seconds)).toBe('2026-01-05');
  });

  it('shows a dash for no time', () => {
    expect(formatDay(null)).toBe('—');
  });
});
