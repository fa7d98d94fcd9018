import { destinationPoint } from '@skytrace/contracts';
import { beastBurst, levelFlightBurst, movedAlongTrack, startBeastFeed } from './feeder';
import type { AircraftState, LevelFlight } from './feeder';

// The traffic the playback files replay, fed once for the whole browser run by the global setup
// (global-setup.ts) as soon as the run starts, on one feeder connection: the server records it
// in real time (40 s of track take 40 s), and the files that replay it run after the first
// files, by when it is recorded (apps/web/vitest.e2e.config.ts orders them), instead of each waiting
// for a feed of its own. Two groups far apart, so neither file sees the other's flights:
// - three aircraft around Beijing Capital (PEK) for playback.e2e.ts;
// - 21 aircraft in a grid near Kunming for multi-playback.e2e.ts (one more than a playback may
//   hold);
// - two aircraft flying holding circles near Guiyang for wait-areas.e2e.ts, for longer (a hold
//   is 540° of circling, 108 s at 5°/s), so that file finds its holding area made instead of
//   idling two minutes of a worker's time for it.

export const FEED_SECONDS = 40;

// --- playback.e2e.ts: three flights around PEK ---------------------------------------------

export const PEK = { lat: 40.0801, lon: 116.5846 };

interface Flight {
  icao: number;
  callsign: string;
  lat: number;
  lon: number;
  altitudeFt: number;
  verticalRateFpm: number;
  speedKt: number;
  track: number;
  /** Degrees per second of turn. */
  turn: number;
}

const PEK_FLIGHTS: Flight[] = [
  // Climbing out of PEK to the north.
  {
    icao: 0x7c1001,
    callsign: 'CCA1331',
    lat: PEK.lat + 0.01,
    lon: PEK.lon,
    altitudeFt: 1_500,
    verticalRateFpm: 3_000,
    speedKt: 200,
    track: 0,
    turn: 0.5,
  },
  // Descending towards PEK from the south.
  {
    icao: 0x7c1002,
    callsign: 'CSN3102',
    lat: PEK.lat - 0.2,
    lon: PEK.lon + 0.02,
    altitudeFt: 6_000,
    verticalRateFpm: -1_500,
    speedKt: 220,
    track: 5,
    turn: 0,
  },
  // Passing east of the airport at cruise.
  {
    icao: 0x7c1003,
    callsign: 'CHH7788',
    lat: PEK.lat + 0.1,
    lon: PEK.lon + 0.15,
    altitudeFt: 30_000,
    verticalRateFpm: 0,
    speedKt: 450,
    track: 180,
    turn: 1,
  },
];

function stateAt(flight: Flight, seconds: number) {
  const track = (flight.track + flight.turn * seconds + 360) % 360;
  // Integrate the turn: mean heading over the elapsed time is good enough for a few degrees.
  const mean = flight.track + (flight.turn * seconds) / 2;
  const { lat, lon } = movedAlongTrack(flight, mean, seconds);
  const altitudeFt = flight.altitudeFt + (flight.verticalRateFpm * seconds) / 60;
  return { lat, lon, altitudeFt, track };
}

function pekBurst(seconds: number): Uint8Array {
  return beastBurst(
    PEK_FLIGHTS.map((flight) => ({ ...flight, ...stateAt(flight, seconds), squawk: '2000' })),
    seconds,
  );
}

// --- multi-playback.e2e.ts: a grid of 21 near Kunming --------------------------------------

const COLUMNS = 7;
const ROWS = 3;
export const KUNMING_CENTRE = { lon: 102.87, lat: 25.05 };

// A grid of aircraft flying north, columns 0.09° apart: their tracks never cross.
export const KUNMING_AIRCRAFT: LevelFlight[] = Array.from({ length: COLUMNS * ROWS }, (_, i) => ({
  icao: 0x78f101 + i,
  callsign: `PIK${String(101 + i)}`,
  squawk: '2000',
  lat: KUNMING_CENTRE.lat - 0.15 + Math.floor(i / COLUMNS) * 0.12,
  lon: KUNMING_CENTRE.lon - 0.27 + (i % COLUMNS) * 0.09,
  altitudeFt: 8_000 + i * 500,
  speedKt: 200,
  track: 0,
}));

// --- wait-areas.e2e.ts: two holding circles near Guiyang -----------------------------------

export const HOLDING_CENTRE = { lat: 26.75, lon: 106.55 };
/** Long enough for the detector's 540° at 5°/s, with room for a late first position. */
export const HOLDING_SECONDS = 150;
const TURN_DEG_PER_S = 5;
const HOLDING_SPEED_KT = 200;
/** Radius of a circle flown at HOLDING_SPEED_KT and TURN_DEG_PER_S, metres (v / ω). */
const RADIUS_M = (HOLDING_SPEED_KT * 0.514444) / ((TURN_DEG_PER_S * Math.PI) / 180);

const HOLDERS = [
  { icao: 0x7b0101, callsign: 'CSZ9101', squawk: '3101', offsetKm: 0, phase: 0 },
  { icao: 0x7b0102, callsign: 'CHH9102', squawk: '3102', offsetKm: 3, phase: 180 },
];

function holdingBurst(seconds: number): Uint8Array {
  const point: [number, number] = [0, 0];
  const states = HOLDERS.map((holder): AircraftState => {
    destinationPoint(HOLDING_CENTRE.lat, HOLDING_CENTRE.lon, 90, holder.offsetKm * 1000, point);
    const [lat, lon] = point;
    // Clockwise: the aircraft sits at bearing θ from the circle's centre and flies θ + 90°.
    const bearing = (holder.phase + TURN_DEG_PER_S * seconds) % 360;
    destinationPoint(lat, lon, bearing, RADIUS_M, point);
    return {
      icao: holder.icao,
      callsign: holder.callsign,
      squawk: holder.squawk,
      lat: point[0],
      lon: point[1],
      altitudeFt: 9_800,
      speedKt: HOLDING_SPEED_KT,
      track: (bearing + 90) % 360,
      verticalRateFpm: 0,
    };
  });
  return beastBurst(states, seconds);
}

// --- the run's feed ------------------------------------------------------------------------

/** The groups' frames at `seconds` after the start, null once the feed is over. */
export function recordedFeedBurst(seconds: number): Uint8Array | null {
  const parts: Uint8Array[] = [];
  if (seconds <= FEED_SECONDS) {
    parts.push(pekBurst(seconds), levelFlightBurst(KUNMING_AIRCRAFT, seconds));
  }
  if (seconds <= HOLDING_SECONDS) parts.push(holdingBurst(seconds));
  if (parts.length === 0) return null;
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** Starts the feed of the groups; resolves with its start time (ms) and a stop function. */
export function startRecordedFeeds(): Promise<{ startedMs: number; stop: () => void }> {
  return startBeastFeed(recordedFeedBurst);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * When the global setup started the recorded feeds (ms since the epoch), or 0 when it could
     * not connect to the feeder port (recordedFeedError says why).
     */
    recordedFeedStartedMs: number;
    recordedFeedError: string;
  }
}
