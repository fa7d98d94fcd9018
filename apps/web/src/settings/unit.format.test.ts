import { describe, expect, it } from 'vitest';
import { age, altitude, azimuth, coordinate, flightTime, speed, verticalRate } from './unit.format';

describe('detail units (spec §3 defaults, §9 factors)', () => {
  it('shows metres and km/h by default, feet and knots on request', () => {
    expect(altitude(35_000, 'metre', 'en')).toEqual({ key: 'metre', value: '10,668' });
    expect(altitude(35_000, 'foot', 'en')).toEqual({ key: 'foot', value: '35,000' });
    expect(speed(450, 'kmh', 'en')).toEqual({ key: 'kmh', value: '833' });
    expect(speed(450, 'knot', 'zh')).toEqual({ key: 'knot', value: '450' });
    expect(verticalRate(-640, 'metre', 'en')).toEqual({ key: 'metresPerSecond', value: '-3.3' });
    expect(verticalRate(-640, 'foot', 'en')).toEqual({ key: 'feetPerMinute', value: '-640' });
  });

  it('never prints a negative zero', () => {
    expect(verticalRate(-10, 'metre', 'en').value).toBe('-0.1');
    expect(verticalRate(-2, 'metre', 'en').value).toBe('0.0');
    expect(altitude(-1, 'metre', 'en').value).toBe('0');
  });

  it('keeps azimuths in 0–359 and coordinates to four decimals', () => {
    expect(azimuth(-90)).toBe('270');
    expect(azimuth(359.6)).toBe('0');
    expect(azimuth(725)).toBe('5');
    expect(coordinate(104.45216)).toBe('104.4522');
    expect(coordinate(-33.4)).toBe('-33.4000');
  });
});

describe('ages', () => {
  it('counts seconds, then minutes, hours and days', () => {
    expect(age(-3)).toEqual({ key: 'seconds', value: '0' });
    expect(age(42.4)).toEqual({ key: 'seconds', value: '42' });
    expect(age(119)).toEqual({ key: 'seconds', value: '119' });
    expect(age(120)).toEqual({ key: 'minutes', value: '2' });
    expect(age(7199)).toEqual({ key: 'minutes', value: '119' });
    expect(age(7200)).toEqual({ key: 'hours', value: '2' });
    expect(age(3 * 86_400)).toEqual({ key: 'days', value: '3' });
  });
});

describe('flight times (spec §9 time zones and date formats)', () => {
  // 2024-03-31 20:05:09 UTC = 2024-04-01 04:05:09 China time.
  const epoch = Date.UTC(2024, 2, 31, 20, 5, 9) / 1000;

  it('shifts local times to UTC+8, across midnight', () => {
    expect(flightTime(epoch, 'local', 'zh')).toEqual({
      key: 'timeLocal',
      value: '2024-04-01 04:05',
    });
    expect(flightTime(epoch, 'local', 'en')).toEqual({
      key: 'timeLocal',
      value: '1 Apr 2024 04:05',
    });
  });

  it('leaves GMT times unshifted', () => {
    expect(flightTime(epoch, 'gmt', 'zh')).toEqual({ key: 'timeGmt', value: '2024-03-31 20:05' });
    expect(flightTime(epoch, 'gmt', 'en', { withDate: false, seconds: true })).toEqual({
      key: 'timeGmt',
      value: '20:05:09',
    });
  });
});
