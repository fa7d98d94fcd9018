import dayjs from 'dayjs';

/** Seconds since epoch as local `YYYY-MM-DD HH:mm:ss`, or the dash of an empty cell. */
export function formatSeconds(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined
    ? '--'
    : dayjs(seconds * 1000).format('YYYY-MM-DD HH:mm:ss');
}
