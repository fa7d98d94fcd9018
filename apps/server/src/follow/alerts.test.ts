// Quiet hours in the user's time zone and the area rule match (type or squawk pattern, radius,
// altitude) on real live aircraft objects.
import { describe, expect, it } from 'vitest';
import { LiveAircraft } from '../live/live.aircraft';
import { matchRule, squawkMatches } from './alert.scanner';
import type { AlertRuleRow } from './follow.repo';
import { isQuiet } from './quiet-hours';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('quiet hours', () => {
  const night = { quietStart: '22:00', quietEnd: '07:00', timeZone: 'Asia/Shanghai' };
  it('wrap midnight in the user’s time zone', () => {
    expect(isQuiet(at('2026-11-24T15:00:00Z'), night)).toBe(true); // 23:00 in Shanghai
    expect(isQuiet(at('2026-11-24T22:59:00Z'), night)).toBe(true); // 06:59
    expect(isQuiet(at('2026-11-24T23:00:00Z'), night)).toBe(false); // 07:00
    expect(isQuiet(at('2026-11-24T13:59:00Z'), night)).toBe(false); // 21:59
  });
  it('follow the zone, not the server', () => {
    const london = { ...night, timeZone: 'Europe/London' };
    expect(isQuiet(at('2026-11-24T15:00:00Z'), london)).toBe(false);
    expect(isQuiet(at('2026-11-24T23:00:00Z'), london)).toBe(true);
  });
  it('are never on without both ends, and within a day', () => {
    expect(
      isQuiet(at('2026-11-24T15:00:00Z'), { ...night, quietStart: null, quietEnd: null }),
    ).toBe(false);
    const lunch = { quietStart: '12:00', quietEnd: '13:30', timeZone: 'UTC' };
    expect(isQuiet(at('2026-11-24T12:45:00Z'), lunch)).toBe(true);
    expect(isQuiet(at('2026-11-24T13:30:00Z'), lunch)).toBe(false);
  });
});

describe('area rule', () => {
  const rule = {
    id: 1,
    userId: 1,
    name: 'r',
    lat: 40.08,
    lon: 116.58,
    radiusKm: 30,
    maxAltitudeM: 3000,
    types: ['A388'],
    squawks: ['7x00'],
    quietStart: null,
    quietEnd: null,
    timeZone: 'UTC',
    maxPerHour: 5,
    enabled: true,
    createdAt: new Date(),
  } satisfies AlertRuleRow;
  const plane = (lat: number, lon: number, feet: number, squawk = Number.NaN) => {
    const aircraft = new LiveAircraft(0x780a1b);
    aircraft.lat = lat;
    aircraft.lon = lon;
    aircraft.altitude = feet;
    aircraft.squawk = squawk;
    return aircraft;
  };
  const a388 = () => 'A388';
  const a320 = () => 'A320';

  it('matches squawk patterns with x for any digit', () => {
    expect(squawkMatches('7x00', '7500')).toBe(true);
    expect(squawkMatches('7x00', '7700')).toBe(true);
    expect(squawkMatches('7x00', '7701')).toBe(false);
  });
  it('needs the type or the squawk, inside the radius, below the altitude', () => {
    expect(matchRule(rule, plane(40.1, 116.6, 5000), a388)?.type).toBe('A388');
    expect(matchRule(rule, plane(40.1, 116.6, 5000), a320)).toBeUndefined();
    expect(matchRule(rule, plane(40.1, 116.6, 5000, 0x7600), a320)).toBeDefined();
    // ~45 km away, and 3,100 m up.
    expect(matchRule(rule, plane(40.48, 116.58, 5000), a388)).toBeUndefined();
    expect(matchRule(rule, plane(40.1, 116.6, 10_200), a388)).toBeUndefined();
  });
});
