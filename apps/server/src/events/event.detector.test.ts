// The detector on crafted tracks: each kind fires once where it should, and the near misses
// (a normal landing, a low pass, a long turn, S-turns, a landing at the planned destination, a
// short hop, a fast but normal descent, a brief dive) do not.
import { describe, expect, it } from 'vitest';
import type { AirportRow } from '../reference/reference.sources';
import { AirportFinder } from './airport.finder';
import {
  EventDetector,
  runwayOfTrack,
  type DetectedEvent,
  type EventSample,
  type PlannedRoute,
} from './event.detector';

const row = (icao: string, iata: string, lat: number, lon: number, elevationFt: number) =>
  ({
    icao,
    iata,
    nameEn: icao,
    nameZh: null,
    cityEn: null,
    cityZh: null,
    country: 'CN',
    lat,
    lon,
    elevationFt,
    timeZone: 'Asia/Shanghai',
  }) satisfies AirportRow;

const PEK = row('ZBAA', 'PEK', 40.08, 116.585, 116);
const PVG = row('ZSPD', 'PVG', 31.143, 121.805, 13);
const SHA = row('ZSSS', 'SHA', 31.198, 121.336, 10);
const LXA = row('ZULS', 'LXA', 29.298, 90.912, 11_713);
const airports = new AirportFinder([PEK, PVG, SHA, LXA]);

/** A detector with a fixed timetable answer, and the events it emitted. */
function detector(plan: PlannedRoute | null = null) {
  const events: DetectedEvent[] = [];
  const d = new EventDetector({ airports, plannedRoute: () => plan }, (e) => events.push(e));
  return { d, events };
}

/** Builds a track: positions every `step` s; each segment moves and changes height/heading. */
class Track {
  time = 1_800_000_000;
  lat: number;
  lon: number;
  altitude: number;
  track = 0;
  squawk = 0x4215;
  readonly samples: EventSample[] = [];

  constructor(
    readonly icao: number,
    at: { lat: number; lon: number },
    altitude: number,
    readonly callsign = 'CCA1501',
  ) {
    this.lat = at.lat;
    this.lon = at.lon;
    this.altitude = altitude;
  }

  /** `seconds` of flight at `speedKt`, `verticalRate` ft/min, turning `turnRate` °/s. */
  fly(seconds: number, o: { speedKt?: number; verticalRate?: number; turnRate?: number } = {}) {
    return this.segment(seconds, o, 1);
  }

  /** Jumps to a place (the positions between are not needed by the test). */
  moveTo(at: { lat: number; lon: number }, altitude: number) {
    this.lat = at.lat;
    this.lon = at.lon;
    this.altitude = altitude;
    return this;
  }

  ground(seconds: number, speedKt = 15) {
    return this.segment(seconds, { speedKt, verticalRate: 0 }, 2);
  }

  private segment(
    seconds: number,
    o: { speedKt?: number; verticalRate?: number; turnRate?: number },
    airGround: number,
  ) {
    const step = 2;
    for (let t = 0; t < seconds; t += step) {
      this.time += step;
      this.track = (this.track + (o.turnRate ?? 0) * step + 360) % 360;
      const nm = ((o.speedKt ?? 250) * step) / 3600;
      const rad = (this.track * Math.PI) / 180;
      this.lat += (nm / 60) * Math.cos(rad);
      this.lon += ((nm / 60) * Math.sin(rad)) / Math.cos((this.lat * Math.PI) / 180);
      this.altitude += ((o.verticalRate ?? 0) * step) / 60;
      this.samples.push({
        icao: this.icao,
        callsign: this.callsign,
        positionTime: this.time,
        lat: this.lat,
        lon: this.lon,
        altitude: airGround === 2 ? Number.NaN : this.altitude,
        verticalRate: o.verticalRate ?? 0,
        track: this.track,
        airGround,
        squawk: this.squawk,
      });
    }
    return this;
  }

  feed(d: EventDetector) {
    for (const sample of this.samples) d.observe(sample);
    return this;
  }
}

/** 6 nm south of PEK (runway 36), 2,000 ft above the field, heading north. */
const onFinal = (icao: number) =>
  new Track(icao, { lat: PEK.lat - 0.1, lon: PEK.lon }, PEK.elevationFt + 2_000);

describe('event detector', () => {
  it('finds a go-around at the runway of the final approach track, and one burst at three', () => {
    const { d, events } = detector();
    for (const [i, icao] of [0x780001, 0x780002, 0x780003].entries()) {
      const track = onFinal(icao);
      track.time += i * 900;
      // Down a 3° path (~750 ft/min at 140 kt) to 200 ft, then climb away at 2,000 ft/min.
      track.fly(140, { speedKt: 140, verticalRate: -770 }).fly(90, { verticalRate: 2_000 });
      track.feed(d);
    }
    const goArounds = events.filter((e) => e.kind === 'goAround');
    expect(goArounds).toHaveLength(3);
    expect(goArounds[0]).toMatchObject({ airport: 'ZBAA', airportIata: 'PEK', runway: '36' });
    expect(Number(goArounds[0]?.details.lowestAglFt)).toBeLessThan(300);
    const bursts = events.filter((e) => e.kind === 'goAroundBurst');
    expect(bursts).toHaveLength(1);
    expect(bursts[0]).toMatchObject({ airport: 'ZBAA', runway: '36', details: { count: 3 } });
  });

  it('no go-around for a landing, a low pass above 700 ft, a departure, or two in an hour', () => {
    const { d, events } = detector();
    onFinal(0x780010)
      .fly(140, { speedKt: 140, verticalRate: -770 })
      .fly(16, { speedKt: 140, verticalRate: -750 })
      .ground(60)
      .feed(d);
    onFinal(0x780011)
      .fly(80, { speedKt: 140, verticalRate: -770 })
      .fly(90, { verticalRate: 2_000 })
      .feed(d);
    new Track(0x780012, PEK, PEK.elevationFt)
      .ground(30)
      .fly(120, { speedKt: 160, verticalRate: 2_500 })
      .feed(d);
    expect(events).toEqual([]);
    // Two real go-arounds: no burst (three are needed).
    for (const icao of [0x780013, 0x780014])
      onFinal(icao)
        .fly(140, { speedKt: 140, verticalRate: -770 })
        .fly(90, { verticalRate: 2_000 })
        .feed(d);
    expect(events.map((e) => e.kind)).toEqual(['goAround', 'goAround']);
  });

  it('finds a holding pattern (two standard-rate circles) once, not a long turn or S-turns', () => {
    const { d, events } = detector();
    new Track(0x780020, { lat: 31.4, lon: 121.6 }, 9_000)
      .fly(120, { speedKt: 220 })
      .fly(240, { speedKt: 210, turnRate: 3 })
      .fly(60, { speedKt: 210 })
      .fly(240, { speedKt: 210, turnRate: 3 })
      .feed(d);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'holding', airport: 'ZSPD' });
    expect(Number(events[0]?.details.turnDegrees)).toBeGreaterThanOrEqual(540);

    const { d: d2, events: none } = detector();
    // A 300° turn, then S-turns (left and right cancel out) for ten minutes.
    const track = new Track(0x780021, { lat: 31.4, lon: 121.6 }, 9_000).fly(100, { turnRate: 3 });
    for (let i = 0; i < 5; i++) track.fly(60, { turnRate: 3 }).fly(60, { turnRate: -3 });
    track.feed(d2);
    expect(none).toEqual([]);
  });

  it('finds a diversion with the planned destination, not a landing where planned', () => {
    const plan = { origin: 'ZBAA', destination: 'ZSPD' };
    const { d, events } = detector(plan);
    // On the ground at PEK, airborne an hour (far from any airport), then on the ground at SHA.
    new Track(0x780030, PEK, PEK.elevationFt)
      .ground(20)
      .moveTo({ lat: 35, lon: 119 }, 30_000)
      .fly(3_600)
      .moveTo(SHA, SHA.elevationFt + 20)
      .fly(4, { speedKt: 140, verticalRate: -700 })
      .ground(30)
      .feed(d);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'divert',
      airport: 'ZSSS',
      airportIata: 'SHA',
      details: { plannedDestination: 'ZSPD', plannedIata: 'PVG' },
    });

    const { d: d2, events: none } = detector(plan);
    new Track(0x780031, PEK, PEK.elevationFt)
      .ground(20)
      .moveTo({ lat: 35, lon: 119 }, 30_000)
      .fly(3_600)
      .moveTo(PVG, PVG.elevationFt)
      .ground(30)
      .feed(d2);
    expect(none).toEqual([]);
  });

  it('finds a return to the take-off airport, not a touch at the field after a minute', () => {
    const { d, events } = detector({ origin: 'ZBAA', destination: 'ZSPD' });
    const track = new Track(0x780040, PEK, PEK.elevationFt)
      .ground(20)
      .fly(600, { speedKt: 250, verticalRate: 1_000 })
      .fly(600, { speedKt: 250, verticalRate: -1_000 })
      .moveTo(PEK, PEK.elevationFt)
      .ground(30);
    track.feed(d);
    expect(events.map((e) => [e.kind, e.airport])).toEqual([['return', 'ZBAA']]);

    const { d: d2, events: none } = detector({ origin: 'ZBAA', destination: 'ZSPD' });
    new Track(0x780041, PEK, PEK.elevationFt)
      .ground(20)
      .fly(60, { speedKt: 150 })
      .moveTo(PEK, PEK.elevationFt)
      .ground(30)
      .feed(d2);
    expect(none).toEqual([]);
  });

  it('finds each emergency squawk once per flight, and nothing for ordinary codes', () => {
    const { d, events } = detector();
    const track = new Track(0x780050, { lat: 35, lon: 119 }, 30_000).fly(60);
    track.squawk = 0x7700;
    track.fly(120);
    track.squawk = 0x7701;
    track.fly(60);
    track.squawk = 0x7600;
    track.fly(60).feed(d);
    expect(events.map((e) => [e.kind, e.details.squawk])).toEqual([
      ['emergency', '7700'],
      ['emergency', '7600'],
    ]);
    const { d: d2, events: none } = detector();
    const ordinary = new Track(0x780051, { lat: 35, lon: 119 }, 30_000);
    ordinary.squawk = 0x1200;
    ordinary.fly(60);
    ordinary.squawk = 0x7000;
    ordinary.fly(60).feed(d2);
    expect(none).toEqual([]);
  });

  it('finds a rapid descent held for 20 s, not a fast normal descent or a brief dive', () => {
    const { d, events } = detector();
    new Track(0x780060, { lat: 35, lon: 119 }, 35_000)
      .fly(60, { verticalRate: -7_000 })
      .fly(60, { verticalRate: -7_000 })
      .feed(d);
    expect(events.map((e) => e.kind)).toEqual(['rapidDescent']);
    expect(Number(events[0]?.details.rateFpm)).toBeLessThanOrEqual(-6_000);
    const { d: d2, events: none } = detector();
    new Track(0x780061, { lat: 35, lon: 119 }, 35_000)
      .fly(600, { verticalRate: -4_000 })
      .fly(10, { verticalRate: -8_000 })
      .fly(60, { verticalRate: -2_000 })
      .feed(d2);
    expect(none).toEqual([]);
  });

  it('measures heights above a high field (Lhasa) for go-arounds', () => {
    const { d, events } = detector();
    new Track(0x780070, { lat: LXA.lat - 0.08, lon: LXA.lon }, LXA.elevationFt + 1_500)
      .fly(100, { speedKt: 140, verticalRate: -800 })
      .fly(60, { verticalRate: 2_000 })
      .feed(d);
    expect(events.map((e) => [e.kind, e.airport])).toEqual([['goAround', 'ZULS']]);
  });

  it('finds the same events with a slot (the live entry), also once it forgot the aircraft', () => {
    const plain = detector();
    const slotted = detector();
    const slot = { eventState: undefined as unknown };
    const track = onFinal(0x780031);
    track.fly(140, { speedKt: 140, verticalRate: -770 }).fly(90, { verticalRate: 2_000 });
    // Silent for over half an hour, so another aircraft's position makes the detector forget
    // it; then a second go-around.
    const other = onFinal(0x780032);
    other.time = track.time + 1_900;
    other.fly(2);
    const again = onFinal(0x780031);
    again.time = track.time + 2_400;
    again.fly(140, { speedKt: 140, verticalRate: -770 }).fly(90, { verticalRate: 2_000 });
    let held: unknown;
    const samples = [...track.samples, ...other.samples, ...again.samples];
    for (const [i, sample] of samples.entries()) {
      plain.d.observe(sample);
      slotted.d.observe(sample, slot);
      if (i === 0) held = slot.eventState;
    }
    expect(held).toBeDefined();
    expect(slot.eventState).not.toBe(held);
    expect(slotted.events).toEqual(plain.events);
    expect(plain.events.filter((e) => e.kind === 'goAround')).toHaveLength(2);
  });

  it('names runways from tracks', () => {
    expect(runwayOfTrack(357)).toBe('36');
    expect(runwayOfTrack(4)).toBe('36');
    expect(runwayOfTrack(45)).toBe('05');
    expect(runwayOfTrack(183)).toBe('18');
    expect(runwayOfTrack(Number.NaN)).toBe('');
  });
});
