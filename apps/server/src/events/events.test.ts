// The events service and calls over real HTTP and PGlite: positions merged by a real LiveTable
// become stored events (once, even when replayed), subscribers hear each once, and the spec §7
// airport calls and the feed filter by airport, day, kind and region, with translated refusals.
import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveAirGround } from '../live/live.aircraft';
import { emptyLiveUpdate, LiveTable, type LiveUpdate } from '../live/live.table';
import type { DetectedEvent } from './event.detector';
import { startEventsApp, type EventsHarness } from './events.testing';

const NOW = Date.UTC(2026, 10, 24, 8, 0, 0) / 1000;
let harness: EventsHarness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function update(icao: number, time: number, fields: Partial<LiveUpdate>): LiveUpdate {
  return {
    ...emptyLiveUpdate(),
    icao,
    deviceId: 'dev1',
    time,
    callsign: 'CES5101',
    airGround: LiveAirGround.Airborne,
    registered: true,
    source: '10.0.0.1',
    ...fields,
  };
}

const event = (fields: Partial<DetectedEvent>): DetectedEvent => ({
  kind: 'goAround',
  icao: 0x780123,
  callsign: 'CCA1501',
  airport: 'ZBAA',
  airportIata: 'PEK',
  runway: '36',
  time: NOW - 600,
  lat: 40.05,
  lon: 116.585,
  altitude: 700,
  details: { lowestAglFt: 180 },
  ...fields,
});

describe('events over the live table and the calls', () => {
  it('stores a go-around flown through the live table once, tells subscribers, and serves it', async () => {
    harness = await startEventsApp(() => NOW);
    const events = harness.events;
    const told: string[] = [];
    const unsubscribe = events.subscribe((e) => told.push(`${e.kind}@${e.airportIata}`));
    const live = new LiveTable();
    live.listen(events.listener);
    // 6 nm south of PEK, 2,000 ft above the field, down to ~200 ft, then climbing away.
    let altitude = 2_116;
    let lat = 39.98;
    const start = NOW - 900;
    for (let t = 0; t < 230; t += 2) {
      const climbing = t >= 140;
      const verticalRate = climbing ? 2_000 : -770;
      altitude += (verticalRate * 2) / 60;
      lat += (140 * 2) / 3600 / 60;
      live.apply(
        update(0x780123, start + t, {
          lat,
          lon: 116.585,
          altitude,
          verticalRate,
          track: 0,
          groundSpeed: 140,
        }),
      );
    }
    await events.settled();
    expect(told).toEqual(['goAround@PEK']);
    // Stored again (a replay of the same hour): nothing new, nobody told twice.
    const [stored] = await events.query({ from: NOW - 3600, to: NOW, limit: 10 });
    expect(stored).toMatchObject({
      kind: 'goAround',
      icao: '780123',
      runway: '36',
      fnum: 'CES5101',
    });
    await events.record([
      { ...event({}), ...stored, icao: 0x780123, kind: 'goAround', callsign: 'CES5101' },
    ]);
    expect(told).toHaveLength(1);
    expect(events.reasonOf(0x780123, NOW)?.kind).toBe('goAround');
    expect(events.reasonOf(0x780123, NOW + 7_200)).toBeUndefined();
    unsubscribe();

    const answer = await harness.get(`${API_V2_FULL_PATHS.airportGoAround}?iata=PEK`);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.events.map((e) => [e.kind, e.icao])).toEqual([['goAround', '780123']]);
    // By ICAO code too, and the airport page form.
    const byIcao = await harness.get(`${API_V2_FULL_PATHS.airportApiGoAround}?iata=zbaa`);
    expect(byIcao.body.data?.events).toHaveLength(1);
  });

  it('filters airport calls by kind and day, and the feed by kind, age and region', async () => {
    harness = await startEventsApp(() => NOW);
    await harness.events.record([
      event({}),
      event({ kind: 'holding', icao: 0x780124, details: { turnDegrees: 720 } }),
      event({
        kind: 'divert',
        icao: 0x780125,
        airport: 'ZSSS',
        airportIata: 'SHA',
        lat: 31.198,
        lon: 121.336,
        details: { plannedDestination: 'ZSPD', plannedIata: 'PVG' },
      }),
      event({ kind: 'return', icao: 0x780126, airport: 'ZSSS', airportIata: 'SHA' }),
      event({ kind: 'emergency', icao: 0x780127, details: { squawk: '7700' } }),
      // Yesterday's go-around at PEK: not today's, not in the last two hours.
      event({ icao: 0x780128, time: NOW - 86_400 }),
    ]);
    const get = async (path: string) => (await harness!.get(path)).body.data?.events ?? [];
    const paths = API_V2_FULL_PATHS;
    expect((await get(`${paths.airportSpiral}?iata=PEK`)).map((e) => e.icao)).toEqual(['780124']);
    expect((await get(`${paths.airportApiSpiral}?iata=PEK`)).map((e) => e.icao)).toEqual([
      '780124',
    ]);
    expect((await get(`${paths.airportDivert}?iata=SHA`)).map((e) => e.kind)).toEqual(['divert']);
    expect((await get(`${paths.airportReturn}?iata=SHA`)).map((e) => e.kind)).toEqual(['return']);
    expect(await get(`${paths.airportDivert}?iata=PEK`)).toEqual([]);
    const yesterday = new Date((NOW - 86_400) * 1000).toISOString().slice(0, 10);
    expect(
      (await get(`${paths.airportGoAround}?iata=PEK&day=${yesterday}`)).map((e) => e.icao),
    ).toEqual(['780128']);

    expect(await get(paths.eventFeed)).toHaveLength(5);
    expect(
      (await get(`${paths.eventFeed}?kinds=divert,emergency`)).map((e) => e.kind).sort(),
    ).toEqual(['divert', 'emergency']);
    // Shanghai's box only.
    const shanghai = await get(`${paths.eventFeed}?lat1=30&lon1=120&lat2=32&lon2=123`);
    expect(shanghai.map((e) => e.airportIata)).toEqual(['SHA']);
    expect(await get(`${paths.eventFeed}?minutes=5`)).toEqual([]);
    expect(await get(`${paths.eventFeed}?minutes=1440&limit=2`)).toHaveLength(2);
  });

  it('refuses bad kinds, half regions, bad days and airports, in both languages', async () => {
    harness = await startEventsApp(() => NOW);
    const paths = API_V2_FULL_PATHS;
    const kind = await harness.get(`${paths.eventFeed}?kinds=crash`);
    expect(kind.status).toBe(400);
    expect(kind.body.msg).toContain('Unknown event kind.');
    const zh = await harness.get(`${paths.eventFeed}?kinds=crash`, 'zh');
    expect(zh.body.msg).toContain('未知的事件类型。');
    const half = await harness.get(`${paths.eventFeed}?lat1=30&lon1=120`);
    expect(half.status).toBe(400);
    expect(half.body.msg).toContain('four corners');
    const day = await harness.get(`${paths.airportGoAround}?iata=PEK&day=yesterday`);
    expect(day.status).toBe(400);
    const airport = await harness.get(`${paths.airportGoAround}?iata=P`);
    expect(airport.status).toBe(400);
    expect(airport.body.msg).toContain('IATA or ICAO');
    expect(JSON.stringify(airport.body)).not.toContain('stack');
  });
});
