import type { LiveAircraft } from '../../../live/aircraft.store';

type Predicate = (aircraft: LiveAircraft) => boolean;

export interface Chosen {
  /** The flight whose detail bar shows. */
  selected: number | null;
  /** Multi-select mode's flights. */
  multi: ReadonlySet<number>;
  /** Spec §4 lock flag: the camera follows the shown flight. */
  locked: boolean;
}

/**
 * Which aircraft the map draws. Spec §5: "if locked on a target, only selected flights are kept";
 * otherwise the filter decides, and a chosen flight stays on the map even when the filter would
 * hide it. Null draws everything.
 */
export function mapVisibility(filter: Predicate | null, chosen: Chosen): Predicate | null {
  const isChosen = (aircraft: LiveAircraft) =>
    aircraft.icao === chosen.selected || chosen.multi.has(aircraft.icao);
  if (chosen.locked && chosen.selected !== null) return isChosen;
  if (filter === null) return null;
  return (aircraft) => isChosen(aircraft) || filter(aircraft);
}
