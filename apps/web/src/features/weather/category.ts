import type { FlightCategory } from '@skytrace/contracts';

/** The usual aviation colours of the flight categories (VFR green … LIFR magenta). */
export const CATEGORY_COLOURS: Record<FlightCategory, string> = {
  VFR: '#22c55e',
  MVFR: '#3b82f6',
  IFR: '#ef4444',
  LIFR: '#d946ef',
};
