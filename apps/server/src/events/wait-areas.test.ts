// Holding areas (`/adsb/frw/route/wait`) over real HTTP and PGlite: stored holds grouped by
// position into areas with counts, altitude and time of day; the window, the airport filter,
// minHolds, and translated refusals of bad parameters.
import { ADSB_FULL_PATHS, destinationPoint, type WaitAreas } from '@skytrace/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { insertEvents, type EventRow } from './events.repo';
import { startEventsApp, type EventsHarness } from './events.testing';
import { groupHolds } from './wait-areas';

const NOW = Date.UTC(2026, 10, 24, 8, 0, 0) / 1000;
const HOUR = 3_600;
let harness: EventsHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** A hold `km` from a stack's fix at `bearing`, as the detector stores it. */
function hold(
  fix: { lat: number; lon: number },
  fields: Partial<EventRow> & { km?: number; bearing?: number },
): EventRow {
  const { km = 0, bearing = 0, ...rest } = fields;
  const point: [number, number] = [0, 0];
  destinationPoint(fix.lat, fix.lon, bearing, km * 1000, point);
  const [lat, lon] = point;
  return {
    kind: 'holding',
    icao: 0x780001,
    callsign: 'CCA1501',
    fnum: 'CA1501',
    airport: 'ZBAA',
    airportIata: 'PEK',
    runway: '',
    time: NOW - HOUR,
    lat,
    lon,
    altitude: 9_800,
    details: { turnDegrees: 560, direction: 'right' },
    ...rest,
  };
}

// Two of Beijing's holding stacks ~45 km apart, and one at Shanghai Pudong.
const NORTH_EAST = { lat: 40.42, lon: 116.92 };
const SOUTH = { lat: 39.7, lon: 116.55 };
const PUDONG = { lat: 31.2, lon: 122.0 };

async function fetchAreas(query: string, lang: 'en' | 'zh' = 'en') {
  if (!harness) throw new Error('no app');
  const response = await fetch(`${harness.base}${ADSB_FULL_PATHS.routeWait}?${query}&lang=${lang}`);
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: WaitAreas | null },
  };
}

describe('holding areas', () => {
  it('groups stored holds by stack with counts, altitudes and the busy hour', async () => {
    harness = await startEventsApp(() => NOW);
    const rows: EventRow[] = [];
    // North-east stack: 6 holds of 4 aircraft, 09–11 UTC mostly, 8,000–11,000 ft, up to 8 km off.
    for (let i = 0; i < 6; i++) {
      const time = NOW - 2 * 86_400 + (i < 4 ? 1 : 3) * HOUR + i * 60;
      rows.push(
        hold(NORTH_EAST, {
          icao: 0x780001 + (i % 4),
          time,
          km: i + 2,
          bearing: i * 60,
          altitude: 8_000 + i * 600,
          details: { turnDegrees: 540 + i * 40, direction: 'right' },
        }),
      );
    }
    // South stack: 3 holds; a lone hold at Pudong; one north-east hold 8 days old.
    for (let i = 0; i < 3; i++)
      rows.push(hold(SOUTH, { icao: 0x790001 + i, time: NOW - HOUR * (5 + i), km: i }));
    rows.push(hold(PUDONG, { airport: 'ZSPD', airportIata: 'PVG', icao: 0x7a0001 }));
    rows.push(hold(NORTH_EAST, { time: NOW - 8 * 86_400, icao: 0x7b0001 }));
    // A go-around there is no hold.
    rows.push({ ...hold(SOUTH, { icao: 0x7c0001 }), kind: 'goAround' });
    await insertEvents(harness.database.db, rows);

    const { status, body } = await fetchAreas('days=7');
    expect(status).toBe(200);
    const data = body.data;
    if (!data) throw new Error('no data');
    expect(data.holds).toBe(10);
    expect(data.to - data.from).toBe(7 * 86_400);
    // Pudong's single hold is no pattern (minHolds 2 by default).
    expect(data.areas.map((area) => [area.id, area.holds, area.airportIata])).toEqual([
      [1, 6, 'PEK'],
      [2, 3, 'PEK'],
    ]);
    const [northEast, south] = data.areas;
    if (!northEast || !south) throw new Error('two areas');
    expect(northEast.aircraft).toBe(4);
    expect(northEast.airport).toBe('ZBAA');
    expect(Math.abs(northEast.lat - NORTH_EAST.lat)).toBeLessThan(0.06);
    expect(Math.abs(northEast.lon - NORTH_EAST.lon)).toBeLessThan(0.08);
    expect(northEast.radiusKm).toBeGreaterThanOrEqual(3);
    expect(northEast.radiusKm).toBeLessThan(12);
    expect(northEast.altitudeMinFt).toBe(8_000);
    expect(northEast.altitudeMaxFt).toBe(11_000);
    expect(northEast.altitudeFt).toBe(9_500);
    expect(northEast.turnDegrees).toBe(640);
    expect(northEast.peakHourUtc).toBe(9);
    expect(northEast.hours.reduce((a, b) => a + b, 0)).toBe(6);
    expect(south.aircraft).toBe(3);
    expect(south.radiusKm).toBe(3);
    expect(south.lastTime).toBe(NOW - 5 * HOUR);

    // The window reaches the 8-day-old hold; minHolds 1 lists Pudong; airport keeps one city.
    const wide = await fetchAreas('days=30&minHolds=1');
    expect(wide.body.data?.areas.map((area) => area.holds)).toEqual([7, 3, 1]);
    const pudong = await fetchAreas('airport=pvg&minHolds=1');
    expect(pudong.body.data?.areas.map((area) => area.airport)).toEqual(['ZSPD']);
    const none = await fetchAreas('airport=ZGGG');
    expect(none.body.data).toEqual({ areas: [], from: NOW - 7 * 86_400, to: NOW, holds: 0 });
  });

  it('refuses bad days and airports with translated messages', async () => {
    harness = await startEventsApp(() => NOW);
    const tooMany = await fetchAreas('days=31');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toContain('1 to 30');
    const zh = await fetchAreas('days=abc', 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('1 到 30');
    const airport = await fetchAreas('airport=PE-K', 'zh');
    expect(airport.status).toBe(400);
    expect(airport.body.msg).toContain('IATA');
  });

  it('keeps two stacks 30 km apart as two areas and one racetrack as one', () => {
    const base = hold(NORTH_EAST, {});
    const holds = [0, 4, 8, 30, 34].map((km, i) => {
      const row = hold(NORTH_EAST, { km, bearing: 90, icao: 0x780100 + i, time: NOW + i });
      return { ...base, ...row, turnDegrees: 540 };
    });
    expect(groupHolds(holds, 1).map((area) => area.holds)).toEqual([3, 2]);
  });
});
