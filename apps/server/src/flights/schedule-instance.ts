import type { ScheduleRow } from '../reference/fleet.repo';

/** One dated flight of a schedule leg; times are Unix seconds. */
export interface ScheduleInstance {
  leg: Required<ScheduleRow>;
  /** UTC date of the scheduled departure, yyyymmdd. */
  date: string;
  std: number;
  sta: number;
}

const DAY = 86_400;
// A flight is matched to an instance from 3 h before STD to 3 h after STA: wide enough for
// delays and early pushes, narrow enough not to mix up yesterday's and today's flight.
const MATCH_MARGIN = 3 * 3600;

function yyyymmdd(dayNumber: number): string {
  return new Date(dayNumber * DAY * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

function isoDate(dayNumber: number): string {
  return new Date(dayNumber * DAY * 1000).toISOString().slice(0, 10);
}

/**
 * The dated instance of these legs nearest to `time`: candidates are the departures of the day
 * before, the day of and the day after `time` that the weekday mask and validity allow.
 */
export function nearestInstance(
  legs: readonly Required<ScheduleRow>[],
  time: number,
): ScheduleInstance | undefined {
  const today = Math.floor(time / DAY);
  let best: ScheduleInstance | undefined;
  let bestDistance = Infinity;
  for (const leg of legs) {
    for (let day = today - 1; day <= today + 1; day++) {
      // Bit 0 is Monday; getUTCDay gives 0 for Sunday.
      const weekdayBit = (new Date(day * DAY * 1000).getUTCDay() + 6) % 7;
      if ((leg.daysOfWeek & (1 << weekdayBit)) === 0) continue;
      const date = isoDate(day);
      if ((leg.validFrom && date < leg.validFrom) || (leg.validTo && date > leg.validTo)) continue;
      const std = day * DAY + leg.departureMinuteUtc * 60;
      const sta = (day + leg.arrivalDayOffset) * DAY + leg.arrivalMinuteUtc * 60;
      const distance = Math.max(0, std - MATCH_MARGIN - time, time - (sta + MATCH_MARGIN));
      if (distance < bestDistance) {
        bestDistance = distance;
        best = { leg, date: yyyymmdd(day), std, sta };
      }
    }
  }
  return best;
}

/** The flight instance id: the IATA flight number and the UTC departure date, as text. */
export function dynamicIdOf(flightNumber: string, date: string): string {
  return `${flightNumber}-${date}`;
}
