// What happens to a leg beyond the timetable: a departure delay, and now and then a hold, a
// go-around, a diversion or a return to the origin, and rare emergency squawks (7500 unlawful
// interference, 7600 radio failure, 7700 general emergency). Rates are chosen so that a day of
// a few thousand flights shows each of them, with the delay mix close to CAAC's published
// punctuality (~80 % within 15 min).
import { SeededRandom, hashSeed } from './random';

export const LegEvent = { None: 0, Hold: 1, GoAround: 2, Divert: 3, Return: 4 } as const;
export type LegEvent = (typeof LegEvent)[keyof typeof LegEvent];

export interface LegEvents {
  delaySeconds: number;
  event: LegEvent;
  /** Laps of a ~4-minute holding pattern. */
  holdLaps: number;
  /** Emergency code squawked (0o7500, 0o7600, 0o7700) or 0 for none. */
  emergencySquawk: number;
  /** The normal assigned code, as 0xABCD-style octal digits (e.g. 0o4215). */
  squawk: number;
}

/** Events of one leg; the same (seed, aircraft, sequence) always gives the same events. */
export function legEvents(seed: number, aircraft: number, sequence: number): LegEvents {
  const random = new SeededRandom(hashSeed(seed, 0xe7e27, aircraft, sequence));
  const roll = random.next();
  const delayMinutes =
    roll < 0.72 ? random.range(0, 8) : roll < 0.93 ? random.range(10, 60) : random.range(60, 180);
  const kind = random.next();
  const event: LegEvent =
    kind < 0.06
      ? LegEvent.Hold
      : kind < 0.085
        ? LegEvent.GoAround
        : kind < 0.091
          ? LegEvent.Divert
          : kind < 0.094
            ? LegEvent.Return
            : LegEvent.None;
  const special = random.next();
  let emergencySquawk = 0;
  if ((event === LegEvent.Divert || event === LegEvent.Return) && random.chance(0.3))
    emergencySquawk = 0o7700;
  else if (special < 0.001) emergencySquawk = 0o7600;
  else if (special < 0.0013) emergencySquawk = 0o7500;
  // Assigned codes avoid the reserved 0000, 1200, 2000, 7000 and 75xx–77xx.
  let squawk = 0;
  do squawk = random.int(0o7000 - 0o100) + 0o100;
  while (squawk === 0o1200 || squawk === 0o2000);
  return {
    delaySeconds: Math.round(delayMinutes * 60),
    event,
    holdLaps: event === LegEvent.Hold ? 1 + random.int(3) : 0,
    emergencySquawk,
    squawk,
  };
}
