// The day's timetable, aircraft by aircraft: from its base, each aircraft flies legs out and
// back with airline-like turnarounds, short-haul departures kept between 06:00 and 23:30 local
// (Chinese airports' usual night curfew), long-haul at any hour. Planning uses planned times
// only, so the timetable of a seed does not depend on delays or on when the server started.
import { metresToFeet } from '@skytrace/contracts';
import type { Fleet } from './fleet';
import { distanceNm } from './geo';
import { localHour } from './local-time';
import { SeededRandom, hashSeed } from './random';
import { AIRCRAFT_TYPES, type AircraftType } from './world/aircraft-types';
import { AIRLINES, type Airline } from './world/airlines';
import { AIRPORTS, type Airport } from './world/airports';

/** Great-circle distances between all airports, nm (computed once: planning asks often). */
const AIRPORT_DISTANCES: Float64Array = (() => {
  const n = AIRPORTS.length;
  const distances = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const a = AIRPORTS[i] as Airport;
      const b = AIRPORTS[j] as Airport;
      distances[i * n + j] = distanceNm(a.lat, a.lon, b.lat, b.lon);
    }
  }
  return distances;
})();

/** Distance between two airports by index, nm. */
export function airportDistanceNm(a: number, b: number): number {
  return AIRPORT_DISTANCES[a * AIRPORTS.length + b] ?? 0;
}

/** One scheduled flight: gate departure (STD) and arrival (STA), seconds since the epoch. */
export interface PlannedLeg {
  aircraft: number;
  /** Leg counter of this aircraft, from the planning epoch. */
  sequence: number;
  flightNumber: string;
  callsign: string;
  origin: number;
  destination: number;
  std: number;
  sta: number;
  distanceNm: number;
  /** Planned cruise level, ft. */
  cruiseFt: number;
}

const CHINA_REGION = new Set(['CN', 'HK', 'MO', 'TW']);
/** Sectors shorter than this are not flown by jets (rail wins); longer than range × this not. */
const MIN_SECTOR_NM = 180;
const RANGE_MARGIN = 0.85;
/** Beyond this a flight may leave at night (long-haul waves leave around midnight). */
const LONG_HAUL_NM = 2500;

/**
 * Block time, minutes: taxi out and in (~15 min at Chinese hubs), ~20 min lost to climb,
 * descent and approach, and the cruise at the type's speed plus 5 % for routes and winds.
 */
export function blockMinutes(distance: number, type: AircraftType): number {
  return Math.ceil((15 + 20 + (distance / type.cruiseKt) * 60 * 1.05) / 5) * 5;
}

/**
 * Cruise level, ft: lower on short sectors (~10,000 ft + 150 ft per nm), capped by the type.
 * Mainland domestic flights use China's metric RVSM levels (8,900 m, 9,500 m... eastbound;
 * 8,400 m, 9,200 m... westbound), others the feet semicircular rule (odd/even thousands).
 */
export function cruiseLevelFt(
  distance: number,
  bearing: number,
  type: AircraftType,
  metric: boolean,
): number {
  const cap = Math.min(type.cruiseLevel * 100, 10_000 + distance * 150);
  const eastbound = bearing < 180;
  if (metric) {
    const levelsM = eastbound
      ? [3_900, 5_100, 6_300, 7_500, 8_900, 9_500, 10_100, 10_700, 11_300, 12_500]
      : [3_600, 4_800, 6_000, 7_200, 8_400, 9_200, 9_800, 10_400, 11_000, 12_200];
    let chosen = levelsM[0] ?? 3_900;
    for (const metres of levelsM) if (metresToFeet(metres) <= cap) chosen = metres;
    return Math.round(metresToFeet(chosen) / 100) * 100;
  }
  let thousands = Math.floor(cap / 1000);
  if ((thousands % 2 === 1) !== eastbound) thousands -= 1;
  return Math.max(thousands, 5) * 1000;
}

/** Plans the legs of one aircraft, one after the other, from a planning epoch. */
export class AircraftPlanner {
  private airport: number;
  private ready: number;
  private sequence = 0;
  private readonly random: SeededRandom;
  private readonly airline: Airline;
  private readonly type: AircraftType;

  constructor(
    private readonly fleet: Fleet,
    private readonly index: number,
    seed: number,
    epoch: number,
  ) {
    this.random = new SeededRandom(hashSeed(seed, 0x5c4ed, index));
    this.airport = fleet.base[index] ?? 0;
    // Aircraft begin the epoch spread over the day so that long-haul waves are not aligned.
    this.ready = epoch + this.random.range(0, 86_400);
    this.airline = AIRLINES[fleet.airline[index] ?? 0] as Airline;
    this.type = AIRCRAFT_TYPES[fleet.type[index] ?? 0] as AircraftType;
  }

  /** The next leg of this aircraft. */
  next(): PlannedLeg {
    const random = this.random;
    const origin = this.airport;
    const from = AIRPORTS[origin] as Airport;
    const destination = this.chooseDestination();
    const to = AIRPORTS[destination] as Airport;
    const distance = airportDistanceNm(origin, destination);
    const wide = this.type.wideBody;
    // Turnaround, minutes: ~45–70 for narrow-bodies, ~90–150 for wide-bodies (IATA ground times).
    const turn = wide ? random.range(90, 150) : random.range(45, 70);
    let std = Math.ceil((this.ready + turn * 60) / 300) * 300;
    const hour = localHour(from.timeZone, std);
    if (distance < LONG_HAUL_NM && (hour < 6 || hour >= 23.5)) {
      const wait = ((6 - hour + 24) % 24) * 3600 + random.range(0, 150) * 60;
      std = Math.ceil((std + wait) / 300) * 300;
    }
    const sta = std + blockMinutes(distance, this.type) * 60;
    const sequence = this.sequence++;
    const international = from.country !== to.country;
    const rank = this.fleet.rank[this.index] ?? 0;
    const number = international
      ? 100 + ((rank * 8 + (sequence % 8)) % 900)
      : 1000 + ((rank * 8 + (sequence % 8)) % 9000);
    const metric = from.country === 'CN' && to.country === 'CN';
    const bearing = (Math.atan2(to.lon - from.lon, to.lat - from.lat) * 180) / Math.PI;
    this.airport = destination;
    this.ready = sta;
    return {
      aircraft: this.index,
      sequence,
      flightNumber: `${this.airline.iata}${number}`,
      callsign: `${this.airline.icao}${number}`,
      origin,
      destination,
      std,
      sta,
      distanceNm: distance,
      cruiseFt: cruiseLevelFt(distance, (bearing + 360) % 360, this.type, metric),
    };
  }

  /**
   * Away from base an aircraft mostly goes home; at base, Chinese carriers' narrow-bodies fly
   * mostly domestic, their wide-bodies trunk or long-haul routes, and foreign carriers mostly
   * to Greater China, as on the seed product's map.
   */
  private chooseDestination(): number {
    const random = this.random;
    const base = this.fleet.base[this.index] ?? 0;
    const from = AIRPORTS[this.airport] as Airport;
    const maxNm = this.type.rangeNm * RANGE_MARGIN;
    const reach = (index: number) => {
      const distance = airportDistanceNm(this.airport, index);
      return index !== this.airport && distance >= MIN_SECTOR_NM && distance <= maxNm;
    };
    const chinese = CHINA_REGION.has(this.airline.country);
    // Abroad, an airline flies home (no cabotage); at home, now and then it flies on elsewhere.
    const abroadNow =
      chinese !== CHINA_REGION.has(from.country) ||
      (!chinese && from.country !== this.airline.country);
    if (this.airport !== base && reach(base) && (abroadNow || random.chance(0.85))) return base;
    const wide = this.type.wideBody;
    const abroad = chinese ? random.chance(wide ? 0.55 : 0.08) : random.chance(0.3);
    const weights = AIRPORTS.map((airport, index) => {
      if (!reach(index)) return 0;
      const inChina = CHINA_REGION.has(airport.country);
      if (chinese && abroad === inChina) return 0;
      if (!chinese && !abroad && !inChina) return 0;
      if (
        chinese &&
        !abroad &&
        this.airline.domestic &&
        airport.country !== 'CN' &&
        from.country === 'CN'
      )
        return 0;
      // Wide-bodies favour the big hubs; weight² concentrates them there.
      return wide ? airport.weight ** 2 : airport.weight;
    });
    if (weights.some((weight) => weight > 0)) return random.weighted(weights);
    const fallback = AIRPORTS.map((_, index) => (reach(index) ? 1 : 0));
    return fallback.some((weight) => weight > 0) ? random.weighted(fallback) : base;
  }
}
