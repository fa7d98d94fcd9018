import { describe, expect, it } from 'vitest';
import { weatherTiles } from './weather.tiles';

const NOW = Date.parse('2026-11-24T06:40:00Z');
const source = (url: string) => ({ url, attribution: 'Imagery', maxZoom: 7 });

describe('weather tile frames', () => {
  it('gives eight cloud frames half an hour apart, the newest published five minutes ago', () => {
    const cloud = weatherTiles(
      source('https://cloud.example/{time}/{z}/{x}/{y}.png'),
      'cloud',
      NOW,
    );
    expect(cloud.frames).toEqual([
      '2026-11-24T03:00:00.000Z',
      '2026-11-24T03:30:00.000Z',
      '2026-11-24T04:00:00.000Z',
      '2026-11-24T04:30:00.000Z',
      '2026-11-24T05:00:00.000Z',
      '2026-11-24T05:30:00.000Z',
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T06:30:00.000Z',
    ]);
  });

  it('gives one frame, the current step, for a template without {time}', () => {
    const radar = weatherTiles(source('https://radar.example/{z}/{x}/{y}.png'), 'weather', NOW);
    expect(radar.frames).toEqual(['2026-11-24T06:30:00.000Z']);
    expect(radar.url).toBe('https://radar.example/{z}/{x}/{y}.png');
  });
});
