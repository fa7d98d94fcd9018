// The sky of `npm run bench:scale` and how its clients time what they receive. The feeder
// process flies SyntheticSky's aircraft on straight lines from a wall-clock start that every
// process of the run shares, so a client that receives an aircraft's position can tell when
// that position was sent without any stamp in the protocol: the distance flown along its track
// over its speed. The live batch's 1e-4° (11 m) and CPR's 5 m resolution make that exact to
// about ±60 ms at the slowest aircraft's 250 kt (the projection uses both axes).
import { METRES_PER_DEGREE, METRES_PER_SECOND_PER_KNOT } from '@skytrace/contracts';
import { SyntheticSky } from './synthetic-sky';

/** The seed every process of a run builds the same sky from. */
export const SKY_SEED = 20_261_125;
/** SyntheticSky's first address (0x780000 + aircraft index). */
const FIRST_ICAO = 0x780000;
/** Its area: 20–45 N, 98–125 E. */
export const SKY_AREA = { south: 20, north: 45, west: 98, east: 125 };

export interface SkyFlight {
  lat0: number;
  lon0: number;
  /** Metres per second north and east. */
  north: number;
  east: number;
  speed: number;
}

/** Each aircraft's straight flight, by ICAO address, for timing received positions. */
export class SkyClock {
  private readonly flights: SkyFlight[] = [];

  constructor(
    aircraft: number,
    feeders: number,
    /** Wall-clock ms of sky second 0. */
    readonly startMs: number,
  ) {
    const sky = new SyntheticSky(aircraft, feeders, SKY_SEED);
    for (let i = 0; i < aircraft; i++) {
      const flight = sky.flight(i);
      const speed = flight.speedKt * METRES_PER_SECOND_PER_KNOT;
      const radians = (flight.track * Math.PI) / 180;
      this.flights.push({
        lat0: flight.lat0,
        lon0: flight.lon0,
        north: speed * Math.cos(radians),
        east: speed * Math.sin(radians),
        speed,
      });
    }
  }

  /** Wall-clock ms at which the aircraft was at (lat, lon); NaN for an address not of the sky. */
  sentAt(icao: number, lat: number, lon: number): number {
    const flight = this.flights[icao - FIRST_ICAO];
    if (!flight) return Number.NaN;
    const dNorth = (lat - flight.lat0) * METRES_PER_DEGREE;
    const dEast = (lon - flight.lon0) * METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
    // The displacement projected on the track: metres flown.
    const flown = (dNorth * flight.north + dEast * flight.east) / flight.speed;
    return this.startMs + (flown / flight.speed) * 1000;
  }
}

/** `count` views of about `perView` aircraft each, spread over the sky's area. */
export function skyViews(
  count: number,
  aircraft: number,
  perView: number,
): { north: number; south: number; east: number; west: number }[] {
  const area = (SKY_AREA.north - SKY_AREA.south) * (SKY_AREA.east - SKY_AREA.west);
  // Aircraft start uniformly over the area: a square of this many square degrees holds perView.
  const side = Math.min(20, Math.sqrt((area * perView) / aircraft));
  const views = [];
  for (let i = 0; i < count; i++) {
    // A fixed scatter (golden-ratio steps) keeps the views apart and the run repeatable.
    const u = (i * 0.618_033_988_75) % 1;
    const v = (i * 0.754_877_666_25 + 0.5) % 1;
    const south = SKY_AREA.south + 2 + u * Math.max(0, SKY_AREA.north - SKY_AREA.south - side - 4);
    const west = SKY_AREA.west + 2 + v * Math.max(0, SKY_AREA.east - SKY_AREA.west - side - 4);
    views.push({ north: south + side, south, east: west + side, west });
  }
  return views;
}
