import type { ScheduleInstance } from '../flights/schedule-instance';
import type { Leg } from './airport.catalog';

const DAY = 86_400;

function yyyymmdd(dayNumber: number): string {
  return new Date(dayNumber * DAY * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The dated instances of `legs` whose scheduled time at this airport (STD when `side` is
 * departure, STA when arrival) falls in [from, to], Unix seconds. The weekday mask and validity
 * apply to the UTC date of the departure, as in schedule-instance.ts.
 */
export function instancesBetween(
  legs: readonly Leg[],
  side: 'departure' | 'arrival',
  from: number,
  to: number,
): ScheduleInstance[] {
  const out: ScheduleInstance[] = [];
  // An arrival may fall up to two days after its departure date.
  const firstDay = Math.floor(from / DAY) - (side === 'arrival' ? 2 : 0);
  const lastDay = Math.floor(to / DAY);
  for (const leg of legs) {
    for (let day = firstDay; day <= lastDay; day++) {
      // Bit 0 is Monday; getUTCDay gives 0 for Sunday.
      const weekdayBit = (new Date(day * DAY * 1000).getUTCDay() + 6) % 7;
      if ((leg.daysOfWeek & (1 << weekdayBit)) === 0) continue;
      const date = new Date(day * DAY * 1000).toISOString().slice(0, 10);
      if ((leg.validFrom && date < leg.validFrom) || (leg.validTo && date > leg.validTo)) continue;
      const std = day * DAY + leg.departureMinuteUtc * 60;
      const sta = (day + leg.arrivalDayOffset) * DAY + leg.arrivalMinuteUtc * 60;
      const at = side === 'departure' ? std : sta;
      if (at < from || at > to) continue;
      out.push({ leg, date: yyyymmdd(day), std, sta });
    }
  }
  return out;
}
