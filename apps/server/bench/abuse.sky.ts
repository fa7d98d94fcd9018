// What bench:abuse feeds, as SBS text.
// - The probe feeder: 50 aircraft, one position a second each, whose every position the trace
//   recorder keeps (the ground speed alternates by 20 kt each second, over readsb's 10-kt rule
//   above 10,000 ft) and whose second ("round") is written in the longitude, so a stored point
//   names the round it came from whatever the server's clock did under load.
// - The attackers' aircraft: plausible ones, clustered within ~150 km of one point per attacker
//   (as one real receiver hears them), far from the probe's box.
import { formatSbsLine } from '@skytrace/adsb';

export const PROBE_AIRCRAFT = 50;
export const PROBE_ICAO_BASE = 0x7b0000;
export const PROBE_UUID = 'b0a7be4c-0000-4000-8000-00000000a001';
const PROBE_LAT = 30;
const PROBE_LON = 110;
/** Longitude step per round: 200 steps of the trace's 1e-5° quantisation, ≈ 370 kt at 30° N. */
const ROUND_LON = 0.002;
/** The socket probe's map view: the probe aircraft for the first ~40 minutes of rounds. */
export const PROBE_BOUNDS = { north: 33, south: 29.5, east: 116, west: 109.5 };
export const WORLD_BOUNDS = { north: 89.9, south: -89.9, east: 180, west: -180 };

export function probeIcao(index: number): number {
  return PROBE_ICAO_BASE + index;
}

/** The SBS lines of round `round` of the probe feeder, at wall time `timeMs`. */
export function probeRound(round: number, timeMs: number): string {
  const lines: string[] = [];
  for (let index = 0; index < PROBE_AIRCRAFT; index++) {
    const icao = probeIcao(index);
    if (round % 10 === 0) {
      const callsign = `BNCH${String(index).padStart(4, '0')}`;
      lines.push(formatSbsLine({ type: 1, icao, timeMs, callsign }));
    }
    lines.push(
      formatSbsLine({
        type: 4,
        icao,
        timeMs,
        groundSpeedKt: round % 2 === 0 ? 400 : 420,
        trackDeg: 90,
        verticalRateFpm: 0,
      }),
      formatSbsLine({
        type: 3,
        icao,
        timeMs,
        altitudeFt: 30_000,
        lat: PROBE_LAT + index * 0.05,
        lon: PROBE_LON + round * ROUND_LON,
        onGround: false,
      }),
    );
  }
  return lines.join('');
}

/** The round a stored probe point came from (by its longitude). */
export function roundOfLongitude(lon: number): number {
  return Math.round((lon - PROBE_LON) / ROUND_LON);
}

/** Far from the probe box and from each other: one centre per attacker. */
export function attackerCentre(index: number): { lat: number; lon: number } {
  return { lat: -30 + (index % 5) * 5, lon: 15 + Math.floor(index / 5) * 5 };
}

/** `count` distinct aircraft from `icaoBase` on, in a grid within ±1.4° of `centre`. */
export function clusterLines(
  icaoBase: number,
  count: number,
  centre: { lat: number; lon: number },
  timeMs: number,
): string {
  const side = Math.ceil(Math.sqrt(count));
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(
      formatSbsLine({
        type: 3,
        icao: (icaoBase + i) & 0xffffff,
        timeMs,
        altitudeFt: 10_000 + (i % 30) * 1_000,
        lat: centre.lat - 1.4 + (2.8 * Math.floor(i / side)) / side,
        lon: centre.lon - 1.4 + (2.8 * (i % side)) / side,
        onGround: false,
      }),
    );
  }
  return lines.join('');
}

/** A random 16-hex-digit feeder id, as the fake-device flood sends. */
export function randomFeederId(): string {
  let text = '';
  for (let i = 0; i < 16; i++) text += Math.floor(Math.random() * 16).toString(16);
  return text;
}

/**
 * Just under the 8 MB the HTTP feed inflates at most: a ~20 KB block of 200 aircraft
 * repeated, so that it deflates to ~100 KB and fits the default 1 MB body limit.
 */
export function largeFeedText(posterIndex: number, timeMs: number): string {
  const block = clusterLines(
    0x500000 + posterIndex * 0x1000,
    200,
    attackerCentre(20 + posterIndex),
    timeMs,
  );
  const limit = 8_000_000;
  return block.repeat(Math.floor(limit / block.length));
}
