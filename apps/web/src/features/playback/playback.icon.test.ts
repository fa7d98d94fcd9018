import { describe, expect, it } from 'vitest';
import { iconOf } from './playback.layer';
import type { PlaybackSample } from './track';

const sample = (patch: Partial<PlaybackSample> = {}): PlaybackSample => ({
  timeMs: 0,
  lat: 31,
  lon: 121,
  altitudeFt: 35_000,
  speedKt: 450,
  track: 90,
  verticalRateFpm: 0,
  onGround: false,
  squawk: '2231',
  signalMissing: false,
  ...patch,
});

describe('playback aircraft icons', () => {
  it('flags an emergency squawk as the live map does, unless the signal is missing', () => {
    expect(iconOf(sample())).toMatch(/^playback-\d+$/);
    for (const squawk of ['7500', '7600', '7700']) {
      expect(iconOf(sample({ squawk }))).toBe('playback-emergency');
    }
    expect(iconOf(sample({ squawk: '7700', signalMissing: true }))).toBe('playback-missing');
    expect(iconOf(sample({ onGround: true }))).toBe('playback-ground');
    expect(iconOf(sample({ squawk: null }))).toMatch(/^playback-\d+$/);
  });
});
