/** `yyyy-MM-dd` of a time in seconds since the epoch, in the reader's time zone; a dash for none. */
export function formatDay(seconds: number | null): string {
  if (seconds === null) return '—';
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
