import { METRES_PER_DEGREE, METRES_PER_SECOND_PER_KNOT } from '@skytrace/contracts';
import { connect } from 'node:net';
import {
  beastTimestampFromMs,
  encodeAirbornePosition,
  encodeGroundVelocity,
  encodeIdentification,
  encodeIdentityReply,
  writeBeastFrame,
} from '@skytrace/adsb';

// The browser tests are the receiver: they encode Beast frames for a few aircraft with
// packages/adsb and send them over TCP to the server's feeder port (FEED_BEAST_PORT, set by
// scripts/browser-tests.mjs), so what they check has gone through ingest, the live table, the
// protobuf socket and the map like real traffic.

export const BEAST_PORT = Number(process.env.FEED_BEAST_PORT ?? 30004);

/** Where one aircraft is at one moment, and what it says. */
export interface AircraftState {
  icao: number;
  callsign: string;
  squawk: string;
  lat: number;
  lon: number;
  altitudeFt: number;
  speedKt: number;
  track: number;
  verticalRateFpm: number;
}

/** The position `seconds` later flying `track` at `speedKt` (flat-earth; fine over minutes). */
export function movedAlongTrack(
  from: { lat: number; lon: number; speedKt: number },
  track: number,
  seconds: number,
): { lat: number; lon: number } {
  const distance = from.speedKt * METRES_PER_SECOND_PER_KNOT * seconds;
  const radians = (track * Math.PI) / 180;
  const lat = from.lat + (distance * Math.cos(radians)) / METRES_PER_DEGREE;
  const lon =
    from.lon +
    (distance * Math.sin(radians)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return { lat, lon };
}

/** An aircraft flying straight and level from where it was at the feed's start. */
export type LevelFlight = Omit<AircraftState, 'verticalRateFpm'>;

/** The burst of `flights` at `seconds` after the start, each straight and level along its track. */
export function levelFlightBurst(flights: readonly LevelFlight[], seconds: number): Uint8Array {
  return beastBurst(
    flights.map((flight) => ({
      ...flight,
      ...movedAlongTrack(flight, flight.track, seconds),
      verticalRateFpm: 0,
    })),
    seconds,
  );
}

/** One burst of frames for every aircraft: both CPR positions, velocity, identity, squawk. */
export function beastBurst(aircraft: readonly AircraftState[], seconds: number): Uint8Array {
  const out = new Uint8Array(aircraft.length * 5 * 40);
  const frame = new Uint8Array(14);
  const timestamp = beastTimestampFromMs(seconds * 1000);
  let offset = 0;
  const write = (length: number) => {
    offset = writeBeastFrame(out, offset, frame, length, timestamp, 180);
  };
  for (const state of aircraft) {
    const { icao, lat, lon, altitudeFt } = state;
    write(encodeAirbornePosition(frame, { icao, lat, lon, altitudeFt, odd: false }));
    write(encodeAirbornePosition(frame, { icao, lat, lon, altitudeFt, odd: true }));
    write(
      encodeGroundVelocity(frame, {
        icao,
        groundSpeedKt: state.speedKt,
        trackDeg: state.track,
        verticalRateFpm: state.verticalRateFpm,
      }),
    );
    write(encodeIdentification(frame, { icao, callsign: state.callsign, category: 3 }));
    write(encodeIdentityReply(frame, { icao, squawk: state.squawk }));
  }
  return out.slice(0, offset);
}

/**
 * Connects to the feeder port and sends `burstAt(seconds since start)` now and every 500 ms
 * (nothing once it returns null). Resolves with the start time (ms) and a stop function.
 */
export async function startBeastFeed(
  burstAt: (seconds: number) => Uint8Array | null,
): Promise<{ startedMs: number; stop: () => void }> {
  const socket = connect(BEAST_PORT, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  const startedMs = Date.now();
  const send = () => {
    const burst = burstAt((Date.now() - startedMs) / 1000);
    if (burst !== null) socket.write(burst);
  };
  send();
  const timer = setInterval(send, 500);
  return {
    startedMs,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}
