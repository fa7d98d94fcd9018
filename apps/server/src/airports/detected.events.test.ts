import type { FlightEventView } from '@skytrace/contracts';
import { describe, expect, it } from 'vitest';
import { DetectedEventSource, type DetectedEvents } from './detected.events';

function event(kind: FlightEventView['kind'], icao: string, time: number): FlightEventView {
  return {
    id: time,
    kind,
    icao,
    callsign: `CES${icao.slice(-3)}`,
    fnum: `MU${icao.slice(-3)}`,
    airport: 'ZSPD',
    airportIata: 'PVG',
    runway: '35',
    time,
    lat: 31.1,
    lon: 121.8,
    altitude: 2000,
    details: {},
  };
}

/** The events domain's query over a fixed list (the call's filter, as findEvents applies it). */
function stored(events: FlightEventView[]): DetectedEvents & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    query: (query) => {
      asked.push(query);
      return Promise.resolve(
        events.filter(
          (e) =>
            e.time >= query.from &&
            e.time < query.to &&
            (query.kinds as readonly string[]).includes(e.kind) &&
            (e.airport === query.airport || e.airportIata === query.airport),
        ),
      );
    },
  };
}

describe("the airport page's detected events", () => {
  it("shows the detector's holds, go-arounds and diversions at the airport, newest first", async () => {
    const source = stored([
      event('holding', '780A01', 1_000),
      event('goAround', '780A02', 3_000),
      event('divert', '780A03', 2_000),
      event('emergency', '780A04', 2_500),
      event('goAround', '780A05', 99_000),
    ]);
    const events = await new DetectedEventSource(source).eventsAt({
      airportIcao: 'ZSPD',
      from: 0,
      to: 10_000,
      entries: [],
    });
    expect(events.map((e) => [e.kind, e.icaoId])).toEqual([
      ['goAround', '780A02'],
      ['divert', '780A03'],
      ['holding', '780A01'],
    ]);
    expect(events[1]).toMatchObject({ fnum: 'MUA03', callsign: 'CESA03', detail: 'PVG' });
    expect(events[0]?.detail).toBeNull();
    expect(source.asked).toEqual([
      {
        from: 0,
        to: 10_000,
        kinds: ['goAround', 'holding', 'divert', 'return'],
        airport: 'ZSPD',
        limit: 200,
      },
    ]);
  });
});
