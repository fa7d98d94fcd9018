// The simulated fleet: each aircraft's ICAO address (from its country's block), registration,
// operator, type and home base. Airlines get aircraft in proportion to their weight, and each
// aircraft a type its airline flies.
import { SeededRandom, hashSeed } from './random';
import { AIRCRAFT_TYPES, TYPE_INDEX } from './world/aircraft-types';
import { AIRLINES } from './world/airlines';
import { AIRPORT_INDEX } from './world/airports';
import { registerOf } from './world/registers';

export interface Fleet {
  size: number;
  icao: Uint32Array;
  /** Indexes into AIRLINES, AIRCRAFT_TYPES and AIRPORTS. */
  airline: Uint8Array;
  type: Uint8Array;
  base: Uint16Array;
  /** Position of the aircraft within its airline (0, 1, 2, ...), for flight numbers. */
  rank: Uint16Array;
  registration: string[];
}

/** Share of an airline's aircraft that are wide-bodies when it flies any (a typical mix). */
const WIDE_BODY_SHARE = 0.22;

/** Builds `size` aircraft for a seed; the same seed and size always give the same fleet. */
export function buildFleet(seed: number, size: number): Fleet {
  const random = new SeededRandom(hashSeed(seed, 0xf1ee7));
  const fleet: Fleet = {
    size,
    icao: new Uint32Array(size),
    airline: new Uint8Array(size),
    type: new Uint8Array(size),
    base: new Uint16Array(size),
    rank: new Uint16Array(size),
    registration: [],
  };
  const weights = AIRLINES.map((airline) => airline.weight);
  const perCountry = new Map<string, number>();
  const perAirline = new Uint16Array(AIRLINES.length);
  for (let i = 0; i < size; i++) {
    const airlineIndex = random.weighted(weights);
    const airline = AIRLINES[airlineIndex];
    if (airline === undefined) throw new Error('no airline');
    const narrow = airline.types.filter((t) => !isWide(t));
    const wide = airline.types.filter(isWide);
    const useWide = wide.length > 0 && (narrow.length === 0 || random.chance(WIDE_BODY_SHARE));
    const typeCode = random.pick(useWide ? wide : narrow);
    const register = registerOf(airline.country);
    const n = perCountry.get(airline.country) ?? 0;
    perCountry.set(airline.country, n + 1);
    const offset = hashSeed(seed, register.blockStart) % Math.floor(register.blockSize / 2);
    fleet.icao[i] = register.blockStart + ((offset + n) % register.blockSize);
    fleet.airline[i] = airlineIndex;
    fleet.rank[i] = perAirline[airlineIndex] ?? 0;
    perAirline[airlineIndex] = (perAirline[airlineIndex] ?? 0) + 1;
    fleet.type[i] = TYPE_INDEX.get(typeCode) ?? 0;
    fleet.base[i] = AIRPORT_INDEX.get(random.pick(airline.hubs)) ?? 0;
    fleet.registration.push(register.mark(n));
  }
  return fleet;
}

function isWide(typeCode: string): boolean {
  const index = TYPE_INDEX.get(typeCode);
  return index !== undefined && AIRCRAFT_TYPES[index]?.wideBody === true;
}
