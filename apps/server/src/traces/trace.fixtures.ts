// Synthetic traffic for tests and the benchmark: one airliner flight sampled like ADS-B
// (a position every 0.5 s) with the small noise real reports carry.
import type { TracePoint } from './trace.point';

interface Leg {
  seconds: number;
  onGround: boolean;
  /** Ground speed at the start and end of the leg, kt. */
  speed: [number, number];
  /** ft/min */
  verticalRate: number;
  /** °/s, positive to the right */
  turnRate: number;
}

const leg = (
  seconds: number,
  onGround: boolean,
  speed: [number, number],
  verticalRate = 0,
  turnRate = 0,
): Leg => ({ seconds, onGround, speed, verticalRate, turnRate });

// Taxi out, take-off, climb with a turn to FL350, cruise with three turns, descent, approach,
// landing and taxi in: about 1 h 50 min.
const AIRLINER: Leg[] = [
  leg(90, true, [0, 15]),
  leg(20, true, [15, 12], 0, 4.5),
  leg(60, true, [12, 15]),
  leg(35, true, [15, 150]),
  leg(120, false, [150, 250], 2_500),
  leg(20, false, [250, 260], 2_500, 3),
  leg(700, false, [260, 440], 2_500),
  leg(1_800, false, [440, 450]),
  leg(30, false, [450, 450], 0, 1.5),
  leg(1_200, false, [450, 450]),
  leg(40, false, [450, 450], 0, -2),
  leg(600, false, [450, 450]),
  leg(990, false, [450, 190], -2_000),
  leg(60, false, [190, 180], -700, 1.5),
  leg(170, false, [180, 140], -700),
  leg(30, true, [140, 20]),
  leg(20, true, [20, 15], 0, -4.5),
  leg(100, true, [15, 0]),
];

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Raw positions (2 per second) of a synthetic airliner flight starting at `start`. */
export function syntheticFlight(
  options: { start?: number; lat?: number; lon?: number; track?: number; seed?: number } = {},
): TracePoint[] {
  const random = seededRandom(options.seed ?? 1);
  const noise = (size: number) => (random() - 0.5) * 2 * size;
  let time = options.start ?? Date.UTC(2026, 0, 1, 8);
  let lat = options.lat ?? 31.14;
  let lon = options.lon ?? 121.8;
  let track = options.track ?? 90;
  let altitude = 0;
  const points: TracePoint[] = [];
  const step = 0.5;
  for (const { seconds, onGround, speed, verticalRate, turnRate } of AIRLINER) {
    for (let s = 0; s < seconds; s += step) {
      const groundSpeed = speed[0] + ((speed[1] - speed[0]) * s) / seconds;
      track = (track + turnRate * step + 360) % 360;
      altitude = onGround
        ? 0
        : Math.min(35_000, Math.max(0, altitude + (verticalRate * step) / 60));
      const nm = (groundSpeed * step) / 3_600;
      const radians = (track * Math.PI) / 180;
      lat += (nm * Math.cos(radians)) / 60;
      lon += (nm * Math.sin(radians)) / 60 / Math.cos((lat * Math.PI) / 180);
      time += step * 1_000;
      points.push({
        time: Math.round(time + noise(20)),
        lat: lat + noise(0.00002),
        lon: lon + noise(0.00002),
        altitude: onGround ? null : Math.round(altitude / 25) * 25,
        groundSpeed: Math.max(0, groundSpeed + noise(0.6)),
        track: (track + noise(0.3) + 360) % 360,
        verticalRate: onGround
          ? null
          : Math.round((altitude >= 35_000 ? 0 : verticalRate) / 64 + noise(1)) * 64,
        onGround,
      });
    }
  }
  return points;
}

/**
 * A straight leg northward from `lat` (default 30°N, 120°E), one position per second at 300 kt
 * in the air or 15 kt on the ground. `turning` drifts east and turns 7° each minute, so the
 * recorder's thinning keeps a point every minute of it.
 */
export function straightLeg(
  start: number,
  seconds: number,
  options: { lat?: number; onGround?: boolean; turning?: boolean } = {},
): TracePoint[] {
  const { lat = 30, onGround = false, turning = false } = options;
  const speed = onGround ? 15 : 300;
  return Array.from({ length: seconds }, (_, s) => ({
    time: start + s * 1_000,
    lat: lat + (speed * s) / 3_600 / 60,
    lon: turning ? 120 + s * 1e-4 : 120,
    altitude: onGround ? null : 12_000,
    groundSpeed: speed,
    track: turning ? (Math.floor(s / 60) * 7) % 360 : 0,
    verticalRate: onGround ? null : 0,
    onGround,
  }));
}
