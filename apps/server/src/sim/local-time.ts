// Local clock time at an airport, for schedules (first departures after the night curfew).
// Offsets come from the runtime's time-zone database, cached per zone and hour, so daylight
// saving in Europe and North America is right without carrying our own tables.

const offsets = new Map<string, number>();

/** Offset of `timeZone` from UTC at `time` (seconds since the epoch), in seconds. */
export function utcOffsetSeconds(timeZone: string, time: number): number {
  const hour = Math.floor(time / 3600);
  const key = `${timeZone}@${hour}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const offset = computeOffset(timeZone, hour);
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** Offset at the start of `hour`; UTC when the runtime lacks the zone (small-ICU builds). */
function computeOffset(timeZone: string, hour: number): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(hour * 3600 * 1000));
  } catch {
    return 0;
  }
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
  );
  return Math.round(local / 1000 - hour * 3600);
}

/** Hours since local midnight, [0, 24). */
export function localHour(timeZone: string, time: number): number {
  const local = time + utcOffsetSeconds(timeZone, time);
  return (((local % 86_400) + 86_400) % 86_400) / 3600;
}
