// Comm-B 5,0 (track and turn) and 6,0 (heading and speed) share bit patterns: a reply can be
// plausible as both. The decoder picks 5,0 first, as pyModeS does without context; the
// tracker, which knows the aircraft, scores both readings against its state (readsb and
// pyModeS's "known state" phase do the same) and uses a register's speeds only when one
// reading clearly fits.

import { CommBCandidate, decodeCommBRegister } from '../decode/commb.js';
import type { ModeSMessage } from '../decode/message.js';
import type { Aircraft } from './aircraft.js';

const HEURISTIC = CommBCandidate.Bds40 | CommBCandidate.Bds50 | CommBCandidate.Bds60;
const BOTH = CommBCandidate.Bds50 | CommBCandidate.Bds60;

/** Mean normalised difference above which a reading does not fit the aircraft. */
const FIT_LIMIT = 1;

function angleDifference(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** Accumulates |difference| / scale over the fields both sides know (one reused instance). */
class Score {
  total = 0;
  count = 0;

  reset(): this {
    this.total = 0;
    this.count = 0;
    return this;
  }

  add(difference: number, scale: number): void {
    if (Number.isNaN(difference)) return;
    this.total += difference / scale;
    this.count++;
  }

  value(): number {
    return this.count === 0 ? Number.POSITIVE_INFINITY : this.total / this.count;
  }
}

const shared = new Score();

/** Scales follow pyModeS: 50 kt for speeds, 30 deg for angles, 0.1 for Mach. */
function scoreTrackAndTurn(aircraft: Aircraft, reading: ModeSMessage): number {
  const score = shared.reset();
  score.add(Math.abs(reading.groundSpeed - aircraft.groundSpeed), 50);
  score.add(angleDifference(reading.track, aircraft.track), 30);
  score.add(Math.abs(reading.tas - aircraft.tas), 50);
  return score.value();
}

function scoreHeadingAndSpeed(aircraft: Aircraft, reading: ModeSMessage): number {
  const score = shared.reset();
  if (!Number.isNaN(aircraft.heading)) {
    score.add(angleDifference(reading.heading, aircraft.heading), 30);
  } else {
    // Magnetic heading vs true track: wind and variation allow a wider margin.
    score.add(angleDifference(reading.heading, aircraft.track), 45);
  }
  score.add(Math.abs(reading.ias - aircraft.ias), 50);
  score.add(Math.abs(reading.mach - aircraft.mach), 0.1);
  return score.value();
}

/**
 * The reading of a DF20/21 reply whose speeds may be applied to `aircraft`: `msg` itself when
 * its register is the only heuristic candidate, the better-fitting of the 5,0 and 6,0
 * readings when both are plausible (the 6,0 one decoded into `alternative` from `data`), or
 * undefined when nothing fits clearly.
 */
export function resolveCommB(
  aircraft: Aircraft,
  msg: ModeSMessage,
  data: Uint8Array | undefined,
  alternative: ModeSMessage,
): ModeSMessage | undefined {
  if (msg.bds !== 0x50 && msg.bds !== 0x60) return undefined;
  const heuristic = msg.commBCandidates & HEURISTIC;
  if (heuristic === CommBCandidate.Bds50 || heuristic === CommBCandidate.Bds60) return msg;
  if (heuristic !== BOTH || data === undefined) return undefined;
  // Inference picked 5,0 (it comes first); read the same bits as 6,0 too.
  decodeCommBRegister(data, alternative, 0x60);
  const trackAndTurn = scoreTrackAndTurn(aircraft, msg);
  const headingAndSpeed = scoreHeadingAndSpeed(aircraft, alternative);
  if (trackAndTurn < headingAndSpeed && trackAndTurn < FIT_LIMIT) return msg;
  if (headingAndSpeed < trackAndTurn && headingAndSpeed < FIT_LIMIT) return alternative;
  return undefined;
}
