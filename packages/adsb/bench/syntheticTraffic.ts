// Synthetic Beast traffic from the encoder: many aircraft cruising around a centre point, each
// sending the mix a real transponder does (positions and velocities twice a second, identification
// every few seconds, Mode S surveillance replies and all-call squitters in between).
import {
  BEAST_MAX_FRAME_BYTES,
  encodeAirbornePosition,
  encodeAllCallReply,
  encodeAltitudeReply,
  encodeGroundVelocity,
  encodeIdentification,
  encodeIdentityReply,
  writeBeastFrame,
  type AirbornePosition,
  type AllCallReply,
  type AltitudeReply,
  type GroundVelocity,
  type Identification,
  type IdentityReply,
} from '../src/index.js';

/** One simulated aircraft; its message objects are reused for every frame it sends, so encoding
 * allocates nothing per frame (the way the simulator should hold its aircraft). */
interface SimulatedAircraft {
  position: AirbornePosition;
  velocity: GroundVelocity;
  identification: Identification;
  altitudeReply: AltitudeReply;
  identityReply: IdentityReply;
  allCall: AllCallReply;
  /** Degrees per simulated step. */
  dLat: number;
  dLon: number;
}

/** Deterministic pseudo-random numbers (mulberry32) so every run encodes the same traffic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` aircraft within about 300 km of (lat, lon). */
export function createFleet(
  count: number,
  lat: number,
  lon: number,
  seed = 1090,
): SimulatedAircraft[] {
  const random = seededRandom(seed);
  const fleet: SimulatedAircraft[] = [];
  for (let i = 0; i < count; i++) {
    const icao = (0x400000 + i * 7919) & 0xffffff;
    const track = random() * 360;
    const speed = 250 + random() * 250;
    const altitudeFt = Math.round((2000 + random() * 38000) / 25) * 25;
    const callsign = `SKY${(i % 10000).toString().padStart(4, '0')}`;
    fleet.push({
      position: {
        icao,
        lat: lat + (random() - 0.5) * 5,
        lon: lon + (random() - 0.5) * 8,
        altitudeFt,
        odd: false,
      },
      velocity: { icao, groundSpeedKt: speed, trackDeg: track, verticalRateFpm: 0 },
      identification: { icao, callsign, category: 3 },
      altitudeReply: { icao, altitudeFt },
      identityReply: { icao, squawk: (1000 + (i % 6000)).toString(8).padStart(4, '0').slice(-4) },
      allCall: { icao },
      // ~0.5 s of flight per step at `speed` knots.
      dLat: (Math.cos((track * Math.PI) / 180) * speed) / 3600 / 60 / 2,
      dLon: (Math.sin((track * Math.PI) / 180) * speed) / 3600 / 60 / 2,
    });
  }
  return fleet;
}

/**
 * Encode frame `step` of aircraft `a` into `frame`; returns its length. The cycle of ten frames
 * is: even position, velocity, odd position, DF4, DF5, velocity, DF11, identification, DF4, DF5.
 */
export function encodeNextFrame(a: SimulatedAircraft, step: number, frame: Uint8Array): number {
  switch (step % 10) {
    case 0:
    case 2:
      a.position.lat += a.dLat;
      a.position.lon += a.dLon;
      a.position.odd = step % 10 === 2;
      return encodeAirbornePosition(frame, a.position);
    case 1:
    case 5:
      return encodeGroundVelocity(frame, a.velocity);
    case 3:
    case 8:
      return encodeAltitudeReply(frame, a.altitudeReply);
    case 4:
    case 9:
      return encodeIdentityReply(frame, a.identityReply);
    case 6:
      return encodeAllCallReply(frame, a.allCall);
    default:
      return encodeIdentification(frame, a.identification);
  }
}

/** A Beast byte stream of `messages` frames from `fleet`, with 12 MHz timestamps and signals. */
export function synthesiseBeast(fleet: SimulatedAircraft[], messages: number): Uint8Array {
  const out = new Uint8Array(messages * BEAST_MAX_FRAME_BYTES);
  const frame = new Uint8Array(14);
  let end = 0;
  let timestamp = 0;
  for (let i = 0; i < messages; i++) {
    const aircraft = fleet[i % fleet.length];
    if (aircraft === undefined) break;
    const length = encodeNextFrame(aircraft, Math.floor(i / fleet.length), frame);
    timestamp += 1200; // one frame every 100 µs of the 12 MHz clock
    end = writeBeastFrame(out, end, frame, length, timestamp, 0x20 + (i & 0x7f));
  }
  return out.subarray(0, end);
}
