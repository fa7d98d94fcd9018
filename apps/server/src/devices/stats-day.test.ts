import { toChinaTime } from '@skytrace/contracts';
import { expect, it } from 'vitest';
import { statsDay } from './device.live';

const naive = (seconds: number) => new Date(toChinaTime(seconds) * 1000).toISOString().slice(0, 10);

it('gives the UTC+8 day of any moment, across midnights and back in time', () => {
  // 2026-11-23 15:59:59.5 UTC is 23:59:59.5 in China; half a second later it is the 24th.
  const midnight = Date.UTC(2026, 10, 23, 16, 0, 0) / 1000;
  const moments = [
    midnight - 0.5,
    midnight,
    midnight + 0.5,
    midnight - 86_400,
    midnight + 86_399.9,
  ];
  for (let i = 0; i < 200; i++) moments.push(midnight + (i - 100) * 3_613.7);
  for (const seconds of moments) expect(statsDay(seconds)).toBe(naive(seconds));
  expect(statsDay(midnight - 0.5)).toBe('2026-11-23');
  expect(statsDay(midnight)).toBe('2026-11-24');
});
