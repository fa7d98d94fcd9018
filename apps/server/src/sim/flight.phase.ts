// Phases of a simulated flight, in the order a normal flight passes through them.
export const FlightPhase = {
  Free: 0,
  TaxiOut: 1,
  TakeOff: 2,
  Climb: 3,
  Cruise: 4,
  Descent: 5,
  Holding: 6,
  Approach: 7,
  GoAround: 8,
  Landing: 9,
  TaxiIn: 10,
  Done: 11,
} as const;
export type FlightPhase = (typeof FlightPhase)[keyof typeof FlightPhase];

/** Phase names, for logs and tests. */
export const PHASE_NAMES = [
  'free',
  'taxi-out',
  'take-off',
  'climb',
  'cruise',
  'descent',
  'holding',
  'approach',
  'go-around',
  'landing',
  'taxi-in',
  'done',
] as const;

/** True while the aircraft is in the air (ADS-B airborne messages, not surface ones). */
export function isAirborne(phase: number): boolean {
  return phase >= FlightPhase.Climb && phase <= FlightPhase.GoAround;
}
