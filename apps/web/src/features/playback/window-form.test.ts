import { describe, expect, it } from 'vitest';
import { defaultWindow, inputsOfWindow, windowOfInputs, windowOfSearch } from './window-form';

describe('playback time windows', () => {
  it('round-trips through the form inputs in the display zone', () => {
    const window = { startTime: 1_763_700_000, endTime: 1_763_703_600 };
    for (const zone of ['local', 'gmt'] as const) {
      const inputs = inputsOfWindow(window, zone);
      expect(windowOfInputs(inputs.start, inputs.end, zone)).toEqual(window);
    }
  });

  it('refuses an end before the start or a window over a day', () => {
    expect(windowOfInputs('2026-11-22T10:00', '2026-11-22T09:00', 'gmt')).toBeNull();
    expect(windowOfInputs('2026-11-20T10:00', '2026-11-22T10:00', 'gmt')).toBeNull();
    expect(windowOfInputs('', '2026-11-22T10:00', 'gmt')).toBeNull();
  });

  it('reads the window of a link', () => {
    expect(windowOfSearch('?start=100&end=200')).toEqual({ startTime: 100, endTime: 200 });
    expect(windowOfSearch('?start=200&end=100')).toBeNull();
    expect(windowOfSearch('?start=x&end=100')).toBeNull();
    expect(windowOfSearch('')).toBeNull();
  });

  it('starts with the last hour, up to the end of the current minute (the last seconds too)', () => {
    const now = Date.UTC(2026, 10, 22, 10, 30, 45);
    expect(defaultWindow(now)).toEqual({
      startTime: Date.UTC(2026, 10, 22, 9, 31) / 1000,
      endTime: Date.UTC(2026, 10, 22, 10, 31) / 1000,
    });
    // On a whole minute, that minute.
    const whole = Date.UTC(2026, 10, 22, 10, 30, 0);
    expect(defaultWindow(whole).endTime).toBe(whole / 1000);
  });
});
