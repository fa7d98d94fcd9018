import { describe, expect, it } from 'vitest';
import {
  compactDateIn,
  formatDateTime,
  inputDateToCompact,
  parseZonedInput,
  toZonedInput,
  zoneLabel,
} from './playback.format';

describe('playback times', () => {
  const ms = Date.UTC(2026, 10, 21, 20, 5, 9);

  it('shows China time (UTC+8) or UTC, never the browser zone', () => {
    expect(formatDateTime(ms, 'local')).toBe('2026-11-22 04:05:09');
    expect(formatDateTime(ms, 'gmt')).toBe('2026-11-21 20:05:09');
    expect(zoneLabel('local')).toBe('UTC+8');
  });

  it('gives the search date of a zone (spec §5 yyyyMMdd with an offset in seconds)', () => {
    expect(compactDateIn(ms, 28_800)).toBe('20261122');
    expect(compactDateIn(ms, 0)).toBe('20261121');
    expect(inputDateToCompact('2026-11-22')).toBe('20261122');
    expect(inputDateToCompact('22/11/2026')).toBeNull();
  });

  it('reads and writes window inputs in the display zone', () => {
    const seconds = parseZonedInput('2026-11-22T04:05', 'local');
    expect(seconds).toBe(Date.UTC(2026, 10, 21, 20, 5) / 1000);
    expect(toZonedInput(seconds ?? 0, 'local')).toBe('2026-11-22T04:05');
    expect(parseZonedInput('nope', 'gmt')).toBeNull();
  });
});
