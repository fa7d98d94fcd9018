import { describe, expect, it } from 'vitest';
import { parsePlaybackView, parseSeconds, playbackPathOf, writePlaybackView } from './playback.url';

describe('shareable playback links', () => {
  it('round-trips moment, speed and map view', () => {
    const view = {
      timeMs: 1_700_000_123_000,
      speed: 2 as const,
      center: [104.452, 33.394] as [number, number],
      zoom: 8.25,
    };
    const search = writePlaybackView('', view);
    expect(search).toBe('?t=1700000123&speed=2&c=104.4520,33.3940&z=8.25');
    expect(parsePlaybackView(search)).toEqual(view);
  });

  it('keeps other parameters and replaces old values', () => {
    const search = writePlaybackView('?ids=12,13&t=5', { timeMs: 9_000, speed: 0.5 });
    const params = new URLSearchParams(search);
    expect(params.get('ids')).toBe('12,13');
    expect(params.get('t')).toBe('9');
    expect(parsePlaybackView(search)).toEqual({ timeMs: 9_000, speed: 0.5 });
  });

  it('drops what is not a valid view', () => {
    expect(parsePlaybackView('?t=abc&speed=3&c=200,10&z=x')).toEqual({});
    expect(parsePlaybackView('?c=1,2,3&t=-4')).toEqual({});
    expect(parsePlaybackView('?z=99').zoom).toBeLessThanOrEqual(18);
    expect(writePlaybackView('', {})).toBe('');
  });

  it('reads seconds from route segments', () => {
    expect(parseSeconds('1700000000')).toBe(1_700_000_000);
    expect(parseSeconds('17e8')).toBeNull();
    expect(parseSeconds(undefined)).toBeNull();
    expect(parseSeconds('-1')).toBeNull();
  });
});

describe('playback routes of a past flight', () => {
  const base = {
    flightId: 42,
    dynamicId: null,
    icaoId: '780A5C',
    anum: null,
    STD: null,
    firstSeen: 1_700_000_000,
    lastSeen: 1_700_003_600,
  };

  it('opens by dynamicId at its STD when it has one', () => {
    expect(playbackPathOf({ ...base, dynamicId: 'MU5101-20261121', STD: 1_699_999_000 })).toBe(
      '/playback/MU5101-20261121/1699999000',
    );
  });

  it('else opens its aircraft over the flight window', () => {
    expect(playbackPathOf(base)).toBe('/playbacksup/780A5C/42/1700000000/1700003600');
    // Trace times carry tenths: the window widens to whole seconds.
    expect(playbackPathOf({ ...base, firstSeen: 1_700_000_000.7, lastSeen: 1_700_003_599.2 })).toBe(
      '/playbacksup/780A5C/42/1700000000/1700003600',
    );
    expect(playbackPathOf({ ...base, anum: 'B-1234' })).toMatch(/^\/playbacksup\/B-1234\//);
  });
});
