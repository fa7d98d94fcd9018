import {
  API_V2_PATHS,
  ADSB_PATHS,
  AIRPORT_PERMISSION,
  type AirportStatistics,
  type Board,
  type AirportHit,
  type AirportNotice,
  type RecordedAirportFlight,
  type WantedAirport,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import { FlightEventsService } from '../flights/flight-events.service';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { LiveAircraft, LiveAirGround } from '../live/live.aircraft';
import { LiveTable } from '../live/live.table';
import { upsertSchedules } from '../reference/fleet.repo';
import { flights } from '../traces/traces.schema';
import { coverageCells } from '../coverage/coverage.schema';
import { latIndex, lonIndex } from '../coverage/coverage.grid';
import { airportsModule } from './airports.module';
import { buildAirportDay, type AirportDay } from './airports.testing';

const api = (path: string) => `/api/v2${path}`;
const adsb = (path: string) => `/adsb${path}`;
const DAY_START = Date.UTC(2026, 10, 23) / 1000;
const HOUR = 3600;

describe('airports', () => {
  let h: ModuleHarness;
  let identity: FlightIdentityService;
  let now = (DAY_START + 10 * HOUR) * 1000;
  const liveTable = new LiveTable();
  let pek: AirportDay;

  beforeAll(async () => {
    h = await startModuleApp({
      name: 'apt',
      modules: [airportsModule],
      referenceData: true,
      services: (database) => {
        identity = new FlightIdentityService(database.db);
        // Services give the clock in seconds.
        return { flights: { identity }, liveTable, now: () => now / 1000 };
      },
    });
    const events = new FlightEventsService(h.database.db, identity, { now: () => now });
    // PEK: on time until 12:00 UTC, then every departure leaves 60–90 min late. 96 departures
    // and 96 arrivals from 06:00 to 22:00 UTC, one every 10 minutes each way.
    pek = await buildAirportDay(h.database.db, identity, events, {
      airport: 'ZBAA',
      other: 'ZSSS',
      airline: { icao: 'CCA', iata: 'CA' },
      firstNumber: 1000,
      dayStart: DAY_START,
      flights: 96,
      delayMinutes: (n) => (n < 36 ? 3 : 60 + (n % 4) * 10),
      until: DAY_START + 24 * HOUR,
    });
  }, 120_000);
  afterAll(() => h.close());

  const statistics = async (code = 'PEK') => {
    const answer = await h.call('GET', `${api(API_V2_PATHS.airportStatistics)}?iata=${code}`);
    expect(answer.status).toBe(200);
    return answer.body.data as AirportStatistics;
  };
  const boardOf = async (path: string, code = 'PEK') => {
    const answer = await h.call('GET', `${api(path)}?iata=${code}`);
    expect(answer.status).toBe(200);
    return answer.body.data as Board;
  };

  it('is normal while departures leave on time, with the runway in use', async () => {
    now = (DAY_START + 10 * HOUR) * 1000;
    const stats = await statistics();
    expect(stats.airport).toMatchObject({ ICAO: 'ZBAA', IATA: 'PEK', cName: expect.any(String) });
    expect(stats.status).toBe(2);
    expect(stats.departures.due).toBeGreaterThan(5);
    expect(stats.departures.delayed).toBe(0);
    expect(stats.departures.onTimeRate).toBe(1);
    expect(stats.runways).toEqual({ departures: pek.runway, arrivals: pek.runway });
  });

  it('moves to delays when the departures are late, massive when all of them are', async () => {
    // 13:00: the window (11:00–13:00) mixes on-time and delayed departures.
    now = (DAY_START + 13 * HOUR) * 1000;
    const mixed = await statistics();
    expect(mixed.departures.delayed).toBeGreaterThan(0);
    expect(mixed.departures.onTime).toBeGreaterThan(0);
    expect(mixed.status).toBe(3);
    // 16:00: every departure of the window left an hour late or has not left yet.
    now = (DAY_START + 16 * HOUR) * 1000;
    const late = await statistics();
    expect(late.status).toBe(4);
    expect(late.departures.onTime).toBe(0);
    expect(late.departures.averageDelayMinutes).toBeGreaterThan(30);
    // The same answer in ICAO.
    expect((await statistics('ZBAA')).status).toBe(4);
  });

  it('orders the boards by schedule, with statuses and times', async () => {
    now = (DAY_START + 13 * HOUR) * 1000;
    const board = await boardOf(API_V2_PATHS.airportDepartures);
    const scheduled = board.flights.map((flight) => flight.scheduled);
    expect(scheduled).toEqual([...scheduled].sort((a, b) => a - b));
    expect(scheduled[0]).toBeGreaterThanOrEqual(now / 1000 - 6 * HOUR);
    const first = board.flights[0];
    expect(first).toMatchObject({ status: 'arrive', org: { ICAO: 'ZBAA' }, dst: { ICAO: 'ZSSS' } });
    expect(first?.actual).toBeGreaterThan(first?.scheduled ?? Infinity);
    const waiting = board.flights.find((flight) => flight.status === 'delay');
    expect(waiting?.actual).toBeNull();
    expect(waiting?.estimated).toBe(now / 1000);
    const coming = board.flights.filter((flight) => flight.scheduled > now / 1000);
    expect(coming.length).toBeGreaterThan(0);
    expect(coming.every((flight) => flight.status === 'scheduled' && flight.actual === null)).toBe(
      true,
    );
    expect(first?.dynamicId).toBe(`${first?.fnum}-20261123`);

    const arrivals = await boardOf(API_V2_PATHS.airportArrival);
    expect(arrivals.flights.every((flight) => flight.dst.ICAO === 'ZBAA')).toBe(true);
    const landed = arrivals.flights.filter((flight) => flight.status === 'arrive');
    expect(landed.length).toBeGreaterThan(0);

    const departed = await boardOf(API_V2_PATHS.airportDeparted);
    const actual = departed.flights.map((flight) => flight.actual ?? 0);
    expect(actual).toEqual([...actual].sort((a, b) => b - a));
    expect(departed.flights.every((flight) => flight.actual !== null)).toBe(true);
  });

  it('lists the flights arriving within the hour, a live one opening the live flight', async () => {
    now = (DAY_START + 13 * HOUR) * 1000;
    const soon = await boardOf(API_V2_PATHS.airportSoonArrival);
    expect(soon.flights.length).toBeGreaterThan(0);
    const estimates = soon.flights.map((flight) => flight.estimated ?? 0);
    expect(estimates).toEqual([...estimates].sort((a, b) => a - b));
    expect(estimates.every((eta) => eta <= now / 1000 + 3600)).toBe(true);
    // One of them seen flying now, 100 km out at 300 kt.
    const target = soon.flights.find((flight) => flight.status === 'takeOff');
    expect(target).toBeDefined();
    const aircraft = new LiveAircraft(Number.parseInt(target?.icaoId ?? '0', 16));
    aircraft.callsign = target?.callsign ?? '';
    aircraft.lat = 40.08 - 0.9;
    aircraft.lon = 116.58;
    aircraft.groundSpeed = 300;
    aircraft.airGround = LiveAirGround.Airborne;
    aircraft.lastSeen = now / 1000;
    liveTable.aircraft.set(aircraft.icao, aircraft);
    const withLive = await boardOf(API_V2_PATHS.airportSoonArrival);
    const row = withLive.flights.find((flight) => flight.fnum === target?.fnum);
    expect(row?.live).toBe(true);
    // ~100 km at 300 kt (556 km/h): about 11 minutes out.
    expect(row?.estimated).toBeGreaterThan(now / 1000 + 8 * 60);
    expect(row?.estimated).toBeLessThan(now / 1000 + 15 * 60);
    liveTable.aircraft.delete(aircraft.icao);
  });

  it('does not call late a flight due before anything was observed', async () => {
    // Due at 05:00, before the first observed take-off (06:13): it may have left unseen.
    await upsertSchedules(h.database.db, [
      {
        flightNumber: 'CA9990',
        originIcao: 'ZBAA',
        destinationIcao: 'ZSSS',
        airlineIcao: 'CCA',
        departureMinuteUtc: 5 * 60,
        arrivalMinuteUtc: 7 * 60,
      },
    ]);
    await identity.refresh();
    now = (DAY_START + 7 * HOUR) * 1000;
    const board = await boardOf(API_V2_PATHS.airportDepartures);
    const unseen = board.flights.find((flight) => flight.fnum === 'CA9990');
    expect(unseen).toMatchObject({ status: 'unknown', delayMinutes: null, estimated: null });
  });

  it('answers an unknown airport with the airport message in both languages', async () => {
    const en = await h.call('GET', `${api(API_V2_PATHS.airportStatistics)}?iata=QQQ`);
    expect(en.status).toBe(404);
    expect(en.body.msg).toBe('No airport with this code.');
    const zh = await h.call('GET', `${api(API_V2_PATHS.airportArrival)}?iata=QQQ`, { lang: 'zh' });
    expect(zh.body.msg).toBe('未找到该代码的机场。');
    const bad = await h.call('GET', `${api(API_V2_PATHS.airportDepartures)}?iata=P%20K`);
    expect(bad.status).toBe(400);
  });

  it('searches airports by code, name and city', async () => {
    const answer = await h.call('POST', api(API_V2_PATHS.airportTextSearch), {
      body: { searchText: 'pek' },
    });
    expect((answer.body.data as AirportHit[])[0]?.ICAO).toBe('ZBAA');
    const byCity = await h.call('POST', api(API_V2_PATHS.airportTextSearch), {
      body: { searchText: 'Shanghai' },
    });
    expect((byCity.body.data as AirportHit[]).map((hit) => hit.ICAO)).toContain('ZSSS');
    const empty = await h.call('POST', api(API_V2_PATHS.airportTextSearch), {
      body: { searchText: '  ' },
    });
    expect(empty.status).toBe(400);
  });

  it('groups airports by status and lists the delayed ones', async () => {
    now = (DAY_START + 16 * HOUR) * 1000;
    const category = await h.call('GET', api(API_V2_PATHS.airportCategory));
    const groups = category.body.data as {
      status: number;
      airports: { airport: { ICAO: string } }[];
    }[];
    expect(groups.map((group) => group.status)).toEqual([6, 4, 3, 2, 1]);
    const massive = groups.find((group) => group.status === 4);
    expect(massive?.airports.map((row) => row.airport.ICAO)).toContain('ZBAA');
    const delay = await h.call('GET', api(API_V2_PATHS.airportDelay));
    expect((delay.body.data as { airport: { ICAO: string } }[])[0]?.airport.ICAO).toBe('ZBAA');
  });

  describe('timeline of notices', () => {
    it('closes the airport with a closure notice, and reopens it when deleted', async () => {
      now = (DAY_START + 10 * HOUR) * 1000;
      const admin = await h.user([AIRPORT_PERMISSION]);
      const added = await h.call('POST', adsb(ADSB_PATHS.airportTimelineAdd), {
        token: admin.token,
        body: {
          airport: 'PEK',
          kind: 'closure',
          text: 'Snow clearing',
          startsAt: now / 1000 - 600,
          endsAt: now / 1000 + 3600,
        },
      });
      expect(added.status).toBe(200);
      const notice = added.body.data as AirportNotice;
      expect(notice).toMatchObject({ airportIcao: 'ZBAA', kind: 'closure' });
      const closed = await statistics();
      expect(closed.status).toBe(6);
      expect(closed.notices.map((n) => n.id)).toContain(notice.id);

      // Turned into works: open again.
      const updated = await h.call('POST', adsb(ADSB_PATHS.airportTimelineUpdate), {
        token: admin.token,
        body: { ...notice, kind: 'works', text: 'Taxiway B works' },
      });
      expect((updated.body.data as AirportNotice).kind).toBe('works');
      expect((await statistics()).status).toBe(2);

      const list = await h.call('GET', `${adsb(ADSB_PATHS.airportTimelineList)}?airport=ZBAA`, {
        token: admin.token,
      });
      expect((list.body.data as { total: number }).total).toBe(1);

      const removed = await h.call(
        'POST',
        adsb(ADSB_PATHS.airportTimelineDelete.replace(':id', String(notice.id))),
        { token: admin.token },
      );
      expect(removed.status).toBe(200);
      const again = await h.call(
        'POST',
        adsb(ADSB_PATHS.airportTimelineDelete.replace(':id', String(notice.id))),
        { token: admin.token },
      );
      expect(again.status).toBe(404);
      expect(again.body.msg).toBe('This notice no longer exists.');
    });

    it('refuses users without the permission and changes nothing', async () => {
      const admin = await h.user([AIRPORT_PERMISSION]);
      const other = await h.user();
      const body = { airport: 'PEK', kind: 'closure', text: 'x', startsAt: now / 1000 };
      const refused = await h.call('POST', adsb(ADSB_PATHS.airportTimelineAdd), {
        token: other.token,
        body,
      });
      expect(refused.status).toBe(403);
      const anonymous = await h.call('POST', adsb(ADSB_PATHS.airportTimelineAdd), { body });
      expect(anonymous.status).toBe(401);
      const listRefused = await h.call('GET', adsb(ADSB_PATHS.airportList), { token: other.token });
      expect(listRefused.status).toBe(403);
      const list = await h.call('GET', `${adsb(ADSB_PATHS.airportTimelineList)}?airport=PEK`, {
        token: admin.token,
      });
      expect((list.body.data as { total: number }).total).toBe(0);
      expect((await statistics()).status).not.toBe(6);
    });

    it('rejects bad notices with translated messages', async () => {
      const admin = await h.user([AIRPORT_PERMISSION]);
      const start = now / 1000;
      const cases: [unknown, number, string][] = [
        [
          { airport: 'PEK', kind: 'closure', text: 'x', startsAt: start, endsAt: start - 60 },
          400,
          'The end must be after the start.',
        ],
        [{ airport: 'PEK', kind: 'closure', text: ' ', startsAt: start }, 400, 'Write the notice.'],
        [
          { airport: 'QQQ', kind: 'closure', text: 'x', startsAt: start },
          404,
          'No airport with this code.',
        ],
        [{ airport: 'PEK', kind: 'party', text: 'x', startsAt: start }, 400, ''],
      ];
      for (const [body, status, msg] of cases) {
        const answer = await h.call('POST', adsb(ADSB_PATHS.airportTimelineAdd), {
          token: admin.token,
          body,
        });
        expect(answer.status).toBe(status);
        if (msg) expect(answer.body.msg).toContain(msg);
      }
      const zh = await h.call('POST', adsb(ADSB_PATHS.airportTimelineAdd), {
        token: admin.token,
        body: { airport: 'PEK', kind: 'closure', text: 'x', startsAt: start, endsAt: start - 1 },
        lang: 'zh',
      });
      expect(zh.body.msg).toContain('结束时间须晚于开始时间。');
      const update = await h.call('POST', adsb(ADSB_PATHS.airportTimelineUpdate), {
        token: admin.token,
        body: { id: 999_999, kind: 'works', text: 'x', startsAt: start },
      });
      expect(update.status).toBe(404);
      const list = await h.call('GET', `${adsb(ADSB_PATHS.airportTimelineList)}?airport=PEK`, {
        token: admin.token,
      });
      expect((list.body.data as { total: number }).total).toBe(0);
    });

    it('lists the scheduled airports with their status for the back office', async () => {
      const admin = await h.user([AIRPORT_PERMISSION]);
      const answer = await h.call('GET', `${adsb(ADSB_PATHS.airportList)}?q=pek`, {
        token: admin.token,
      });
      expect(answer.status).toBe(200);
      const page = answer.body.data as { list: { airport: { ICAO: string } }[]; total: number };
      expect(page.total).toBe(1);
      expect(page.list[0]?.airport.ICAO).toBe('ZBAA');
    });
  });

  it('lists the flights recorded on a past day, and refuses a bad day', async () => {
    await h.database.db.insert(flights).values({
      icao: 0x7a0001,
      callsign: 'CCA1501',
      firstSeen: new Date((DAY_START + 8 * HOUR) * 1000),
      lastSeen: new Date((DAY_START + 10 * HOUR) * 1000),
      takeoffAt: new Date((DAY_START + 8 * HOUR + 600) * 1000),
      landedAt: new Date((DAY_START + 10 * HOUR) * 1000),
      origin: 'ZBAA',
      destination: 'ZSSS',
      minLat: 31,
      maxLat: 40,
      minLon: 116,
      maxLon: 121,
      pointCount: 100,
    });
    const answer = await h.call(
      'GET',
      `${api(API_V2_PATHS.airportHistoryFlights)}?iata=PEK&date=20261123`,
    );
    expect(answer.status).toBe(200);
    const rows = answer.body.data as RecordedAirportFlight[];
    expect(rows).toEqual([
      expect.objectContaining({ icaoId: '7A0001', direction: 'departure', dst: 'ZSSS' }),
    ]);
    const other = await h.call(
      'GET',
      `${api(API_V2_PATHS.airportHistoryFlights)}?iata=PVG&date=20261123`,
    );
    expect(other.body.data).toEqual([]);
    const future = await h.call(
      'GET',
      `${api(API_V2_PATHS.airportHistoryFlights)}?iata=PEK&date=20991231`,
    );
    expect(future.status).toBe(400);
    expect(future.body.msg).toBe('Give the day as yyyyMMdd, not in the future.');
  });

  it('wants receivers at busy airports heard poorly at low height', async () => {
    now = (DAY_START + 12 * HOUR) * 1000;
    const first = await h.call('GET', api(API_V2_PATHS.wantedAirports));
    const wanted = first.body.data as WantedAirport[];
    expect(wanted.map((row) => row.airport.ICAO)).toEqual(expect.arrayContaining(['ZBAA', 'ZSSS']));
    expect(wanted.find((row) => row.airport.ICAO === 'ZBAA')).toMatchObject({ coverage: 0 });
    // A receiver at PEK hears every cell around it below 1,000 m.
    const cells = [];
    for (let lat = latIndex(39.9); lat <= latIndex(40.25); lat++)
      for (let lon = lonIndex(116.35); lon <= lonIndex(116.8); lon++)
        cells.push({
          devId: 1,
          day: '2026-11-23',
          band: 0,
          latIdx: lat,
          lonIdx: lon,
          positions: 5,
        });
    await h.database.db.insert(coverageCells).values(cells);
    // The list is kept ten minutes.
    now += 11 * 60_000;
    const after = (await h.call('GET', api(API_V2_PATHS.wantedAirports))).body
      .data as WantedAirport[];
    expect(after.map((row) => row.airport.ICAO)).not.toContain('ZBAA');
    expect(after.map((row) => row.airport.ICAO)).toContain('ZSSS');
  });
});
