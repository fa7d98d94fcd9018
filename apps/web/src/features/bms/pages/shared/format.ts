import { timeRangeToDates } from '@skytrace/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** Seconds since epoch as local `YYYY-MM-DD HH:mm:ss`, or the dash of an empty cell. */
export function formatSeconds(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined
    ? '--'
    : dayjs(seconds * 1000).format('YYYY-MM-DD HH:mm:ss');
}

/**
 * A picked range of days as the list calls filter by it (spec §7: startTime/endTime in seconds
 * go out as startDate/endDate yyyyMMdd); both undefined without a range.
 */
export function dayRangeDates(range: [Dayjs, Dayjs] | null): {
  startDate: string | undefined;
  endDate: string | undefined;
} {
  const dates = range
    ? timeRangeToDates(range[0].startOf('day').unix(), range[1].startOf('day').unix())
    : undefined;
  return { startDate: dates?.startDate, endDate: dates?.endDate };
}
