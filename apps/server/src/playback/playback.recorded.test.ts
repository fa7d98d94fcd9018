// What was live is what plays back, through the real path (live table → recorder → chunks →
// playback HTTP): the squawks heard, including a change to 7700 mid-flight, and a flight whose
// recording a long signal gap split into two parts, played back whole.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCompactDate,
  formatSquawk,
  API_V2_FULL_PATHS,
  API_V2_PATHS,
} from '@skytrace/contracts';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import { upsertAircraft, upsertSchedules } from '../reference/fleet.repo';
import { syntheticFlight } from '../traces/trace.fixtures';
import type { TracePoint } from '../traces/trace.point';
import { findFlights } from '../traces/recorded-flights.repo';
import { PATH_CSV_COLUMNS } from './playback.export';
import { openPlaybackServer, recordThroughLiveTable } from './playback.testing';

const LONG_GAP = 0x780a5c;
const SHORT_GAP = 0x780a5d;
const MINUTE = 60_000;
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
/** Yesterday 20:00 and 12:00 UTC: the schedules' departures. */
const longDeparture = today - DAY + 20 * 60 * MINUTE;
const shortDeparture = today - DAY + 12 * 60 * MINUTE;
const longId = `MU5101-${formatCompactDate(new Date(longDeparture))}`;
const shortId = `MU5103-${formatCompactDate(new Date(shortDeparture))}`;

/**
 * The synthetic airliner (1 h 50 min) starting 10 min before `departure`, without positions
 * from `gapFrom` to `gapTo` minutes after its start; squawk unknown for the first 2 minutes,
 * then 4215, then 7700 from minute 70 on.
 */
function flightWithGap(departure: number, gapFrom: number, gapTo: number): TracePoint[] {
  const start = departure - 10 * MINUTE;
  return syntheticFlight({ start })
    .filter((p) => p.time < start + gapFrom * MINUTE || p.time >= start + gapTo * MINUTE)
    .map((p) => ({
      ...p,
      squawk: p.time < start + 2 * MINUTE ? null : p.time < start + 70 * MINUTE ? 0x4215 : 0x7700,
    }));
}

let database: Database;
let app: FastifyInstance;
let base: string;
const longFlight = flightWithGap(longDeparture, 30, 80);
const shortFlight = flightWithGap(shortDeparture, 30, 50);
let longKept: Map<number, TracePoint>;
let shortKept: Map<number, TracePoint>;

beforeAll(async () => {
  database = await createTestDatabase({ referenceData: true });
  const schedule = { originIcao: 'ZSPD', destinationIcao: 'ZBAA', airlineIcao: 'CES' };
  await upsertSchedules(database.db, [
    { ...schedule, flightNumber: 'MU5101', departureMinuteUtc: 20 * 60, arrivalMinuteUtc: 1330 },
    { ...schedule, flightNumber: 'MU5103', departureMinuteUtc: 12 * 60, arrivalMinuteUtc: 850 },
  ]);
  await upsertAircraft(database.db, [
    { icao: LONG_GAP, registration: 'B-1234', typeDesignator: 'A320', operatorIcao: 'CES' },
    { icao: SHORT_GAP, registration: 'B-1235', typeDesignator: 'A320', operatorIcao: 'CES' },
  ]);
  longKept = await recordThroughLiveTable(database, LONG_GAP, 'CES5101', longFlight);
  shortKept = await recordThroughLiveTable(database, SHORT_GAP, 'CES5103', shortFlight);
  ({ app, base } = await openPlaybackServer(database, false));
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

interface Point {
  time: number;
  lat: number;
  squawk: string | null;
}
interface Flight {
  flight: { flightId: number; partIds: number[]; dynamicId: string | null };
  points: Point[];
  gaps: { from: number; to: number }[];
}
interface Envelope<T> {
  code: number;
  data: T;
}
async function get<T>(path: string): Promise<Envelope<T>> {
  const response = await fetch(`${base}/api/v2${path}`);
  return (await response.json()) as Envelope<T>;
}

/** The squawk the live table held at `time` (ms): the latest heard at or before it. */
function liveSquawk(positions: readonly TracePoint[], time: number): string | null {
  let squawk: number | null = null;
  for (const p of positions) {
    if (p.time > time + 50) break;
    if (p.squawk !== null && p.squawk !== undefined) squawk = p.squawk;
  }
  return squawk === null ? null : formatSquawk(squawk);
}

describe('squawks in recorded traces', () => {
  it('plays back the squawk that was live at every point, including the change to 7700', async () => {
    const answer = await get<Flight>(`${API_V2_PATHS.playbackFlight}?dynamicId=${shortId}`);
    expect(answer.code).toBe(200);
    const points = answer.data.points;
    expect(points.length).toBe(shortKept.size);
    for (const point of points) {
      expect(point.squawk).toBe(liveSquawk(shortFlight, point.time * 1000));
    }
    expect(points[0]?.squawk).toBeNull();
    expect(new Set(points.map((p) => p.squawk))).toEqual(new Set([null, '4215', '7700']));
    // The point where 7700 began was kept, not the next 30-second one.
    const firstEmergency = shortFlight.find((p) => p.squawk === 0x7700)?.time ?? 0;
    const first7700 = points.find((p) => p.squawk === '7700');
    expect(Math.abs((first7700?.time ?? 0) * 1000 - firstEmergency)).toBeLessThanOrEqual(50);
  });

  it('writes the squawk into the path CSV and the KML', async () => {
    const csv = await (
      await fetch(`${base}${API_V2_FULL_PATHS.exportFullPath}?dynamicId=${shortId}&format=csv`)
    ).text();
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const column = PATH_CSV_COLUMNS.indexOf('squawk');
    expect(column).toBe(PATH_CSV_COLUMNS.length - 1);
    const squawks = new Set(rows.slice(1).map((row) => row.split(',')[column]));
    expect(squawks).toEqual(new Set(['', '4215', '7700']));
    const kml = await (
      await fetch(`${base}${API_V2_FULL_PATHS.exportFullPath}?dynamicId=${shortId}`)
    ).text();
    expect(kml).toContain('<Data name="squawk"><value>7700</value></Data>');
  });
});

describe('a flight split by a long signal gap', () => {
  it('is recorded as two parts: a gap of more than 30 min starts a new flights row', async () => {
    const from = longDeparture - DAY;
    const rows = await findFlights(database.db, { icao: LONG_GAP, from, to: from + 2 * DAY });
    expect(rows).toHaveLength(2);
    // A 20-minute gap does not split the recording.
    const short = await findFlights(database.db, { icao: SHORT_GAP, from, to: from + 2 * DAY });
    expect(short).toHaveLength(1);
  });

  it('plays back whole by dynamicId, by registration/flight number/route/date and by any part', async () => {
    const std = Math.floor(longDeparture / 1000);
    const byDynamicId = await get<Flight>(`${API_V2_PATHS.playbackFlight}?dynamicId=${longId}`);
    const byRoute = await get<Flight>(
      `${API_V2_PATHS.playbackFlight}?anum=B-1234&fnum=MU5101&org=PVG&dst=PEK&scheduledDeptime=${std}`,
    );
    const [firstPart, secondPart] = byDynamicId.data.flight.partIds;
    const bySecondPart = await get<Flight>(`${API_V2_PATHS.playbackFlight}?flightId=${secondPart}`);
    for (const answer of [byDynamicId, byRoute, bySecondPart]) {
      expect(answer.code).toBe(200);
      expect(answer.data.flight.flightId).toBe(firstPart);
      expect(answer.data.flight.partIds).toHaveLength(2);
      expect(answer.data.points.map((p) => p.time * 1000)).toEqual(
        [...longKept.keys()].sort((a, b) => a - b),
      );
    }
    // The 50 minutes without positions are left to the client's "signal missing" rule.
    const start = longDeparture - 10 * MINUTE;
    const hole = byDynamicId.data.gaps.find((gap) => gap.to - gap.from > 1_800);
    expect(hole?.from).toBeLessThanOrEqual((start + 30 * MINUTE) / 1000);
    expect(hole?.to).toBeGreaterThanOrEqual((start + 80 * MINUTE) / 1000);
    expect(byDynamicId.data.points.at(-1)?.squawk).toBe('7700');
  });

  it('plays a 20-minute gap as one flight with a "signal missing" gap', async () => {
    const answer = await get<Flight>(`${API_V2_PATHS.playbackFlight}?dynamicId=${shortId}`);
    expect(answer.data.flight.partIds).toHaveLength(1);
    const gaps = answer.data.gaps.map((gap) => gap.to - gap.from);
    expect(gaps.filter((seconds) => seconds > 19 * 60 && seconds <= 20 * 60 + 60)).toHaveLength(1);
  });

  it('is listed once by the historical search and the figures count every part', async () => {
    const chinaDate = formatCompactDate(new Date(longDeparture + 8 * 3_600_000));
    const response = await fetch(`${base}${API_V2_FULL_PATHS.historySearch}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ searchText: 'B-1234', searchDate: chinaDate, timeZone: 28_800 }),
    });
    const found = (await response.json()) as { data: { dynamicId: string }[] };
    expect(found.data.map((f) => f.dynamicId)).toEqual([longId]);
    const detail = await get<{ pointCount: number }>(
      `${API_V2_PATHS.flightHistoryDetail}?dynamicId=${longId}`,
    );
    expect(detail.data.pointCount).toBe(longKept.size);
  });
});
