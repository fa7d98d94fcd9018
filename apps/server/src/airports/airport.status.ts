// Spec §4 airport status from our own observations: the share of the window's departures that
// left late or not at all (arrivals when nothing was due to leave), against on-time thresholds
// like CAAC's punctuality grades; an active closure notice is status 6.
import type { AirportStatus } from '@skytrace/contracts';
import type { BoardEntry } from './airport.board';

/** Hours before now whose scheduled flights the status judges. */
export const STATUS_WINDOW_HOURS = 2;
/** Up to this share late is normal (on-time rate ≥ 70 %). */
const NORMAL_LATE_SHARE = 0.3;
/** Up to this share late is minor delays; more is massive delays (on-time rate < 40 %). */
const MINOR_LATE_SHARE = 0.6;

export interface DelayFigures {
  due: number;
  onTime: number;
  delayed: number;
  cancelled: number;
  averageDelayMinutes: number;
  onTimeRate: number | null;
}

/** Counts the entries whose outcome is known: on time, delayed, cancelled. */
export function delayFigures(entries: readonly BoardEntry[]): DelayFigures {
  let onTime = 0;
  let delayed = 0;
  let cancelled = 0;
  let delayMinutes = 0;
  for (const entry of entries) {
    if (entry.row.status === 'cancel') cancelled++;
    else if (entry.late === true) {
      delayed++;
      delayMinutes += entry.row.delayMinutes ?? 0;
    } else if (entry.late === false) onTime++;
  }
  const due = onTime + delayed + cancelled;
  return {
    due,
    onTime,
    delayed,
    cancelled,
    averageDelayMinutes: delayed === 0 ? 0 : Math.round((delayMinutes / delayed) * 10) / 10,
    onTimeRate: due === 0 ? null : onTime / due,
  };
}

/** The status from the window's figures, whether anything moves around now, and closures. */
export function airportStatus(input: {
  departures: DelayFigures;
  arrivals: DelayFigures;
  /** Scheduled or observed movements within a few hours of now. */
  movements: number;
  closed: boolean;
}): AirportStatus {
  if (input.closed) return 6;
  if (input.movements === 0) return 1;
  const figures = input.departures.due > 0 ? input.departures : input.arrivals;
  if (figures.due === 0) return 2;
  const lateShare = (figures.delayed + figures.cancelled) / figures.due;
  if (lateShare <= NORMAL_LATE_SHARE) return 2;
  if (lateShare <= MINOR_LATE_SHARE) return 3;
  return 4;
}
