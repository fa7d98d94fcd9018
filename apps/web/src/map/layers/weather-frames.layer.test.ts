import { describe, expect, it } from 'vitest';
import { frameUrl } from './weather-frames.layer';

describe('weather frame URLs', () => {
  it('puts the frame time in Unix seconds where the template says {time}', () => {
    expect(
      frameUrl('https://radar.example/{time}/{z}/{x}/{y}.png', '2026-11-24T06:30:00.000Z'),
    ).toBe('https://radar.example/1795501800/{z}/{x}/{y}.png');
  });

  it('leaves a template without {time} as it is (the source shows its latest image)', () => {
    expect(frameUrl('https://radar.example/{z}/{x}/{y}.png', '2026-11-24T06:30:00.000Z')).toBe(
      'https://radar.example/{z}/{x}/{y}.png',
    );
  });
});
