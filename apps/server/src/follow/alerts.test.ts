// Quiet hours in the user's time zone and the area rule match (type or squawk pattern, radius,
// altitude) on real live aircraft objects.
import { describe, expect, it } from 'vitest';
import { LiveAircraft } from '../live/live.aircraft';
import { distanceMetres } from '@skytrace/contracts';
import { matchRule, outsideBox, squawkMatches } from './alert.scanner';
import { seededRandom } from '../testing/seeded-random';
import type { AlertRuleRow } from './follow.repo';
import { LatitudeIndex } from './latitude-index';
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

  it('rules out by the box only positions the great-circle distance rules out too', () => {
    // Random rules and positions over the globe, many near the poles and the antimeridian.
    const random = seededRandom(11);
    let ruledOut = 0;
    for (let i = 0; i < 20_000; i++) {
      const lat = Math.max(-89.9, Math.min(89.9, (random() - 0.5) * 180 * (i % 3 === 0 ? 1.1 : 1)));
      const box = {
        lat,
        lon: i % 5 === 0 ? 179.9 : (random() - 0.5) * 360,
        radiusKm: 1 + random() * 299,
      };
      const spread = (i % 2 === 0 ? 3 : 12) * random();
      const pointLat = Math.max(-90, Math.min(90, lat + (random() - 0.5) * spread));
      const pointLon = ((box.lon + (random() - 0.5) * spread * 4 + 540) % 360) - 180;
      const km = distanceMetres(box.lat, box.lon, pointLat, pointLon) / 1000;
      if (outsideBox(box, pointLat, pointLon)) {
        ruledOut++;
        expect(km).toBeGreaterThan(box.radiusKm);
      }
    }
    // The box does the work: most of these pairs are left out before the haversine.
    expect(ruledOut).toBeGreaterThan(10_000);
  });

  it('finds by latitude band exactly the positioned aircraft inside it', () => {
    const random = seededRandom(5);
    const all = Array.from({ length: 500 }, (_, i) => {
      const aircraft = new LiveAircraft(i);
      if (i % 50 !== 0) {
        aircraft.lat = (random() - 0.5) * 170;
        aircraft.lon = (random() - 0.5) * 360;
      }
      return aircraft;
    });
    const index = new LatitudeIndex(all);
    expect(index.aircraft).toHaveLength(490);
    for (const [south, north] of [
      [10, 12.5],
      [-90, 90],
      [40, 39],
      [all[1]?.lat ?? 0, all[1]?.lat ?? 0],
    ] as const) {
      const [start, end] = index.band(south, north);
      const found = index.aircraft.slice(start, end).map((aircraft) => aircraft.icao);
      const expected = all
        .filter((a) => !Number.isNaN(a.lat) && a.lat >= south && a.lat <= north)
        .map((a) => a.icao);
      expect(new Set(found)).toEqual(new Set(expected));
    }
  });
});
