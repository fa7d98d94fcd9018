import { beastBurst, levelFlightBurst, movedAlongTrack, startBeastFeed } from './feeder';
import type { LevelFlight } from './feeder';

// The traffic the playback files replay, fed once for the whole browser run by the global setup
// (global-setup.ts) as soon as the run starts, on one feeder connection: the server records it
// in real time (40 s of track take 40 s), and the files that replay it run after the first
// files, by when it is recorded (apps/web/vitest.e2e.config.ts orders them), instead of each waiting
// for a feed of its own. Two groups far apart, so neither file sees the other's flights:
// - three aircraft around Beijing Capital (PEK) for playback.e2e.ts;
// - 21 aircraft in a grid near Kunming for multi-playback.e2e.ts (one more than a playback may
//   hold).

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

// --- the run's feed ------------------------------------------------------------------------

/** Both groups' frames at `seconds` after the start, null once the feed is over. */
export function recordedFeedBurst(seconds: number): Uint8Array | null {
  if (seconds > FEED_SECONDS) return null;
  const pek = pekBurst(seconds);
  const kunming = levelFlightBurst(KUNMING_AIRCRAFT, seconds);
  const both = new Uint8Array(pek.length + kunming.length);
  both.set(pek);
  both.set(kunming, pek.length);
  return both;
}

/** Starts the feed of both groups; resolves with its start time (ms) and a stop function. */
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
