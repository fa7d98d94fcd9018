import { ApiError } from '../../api/http';

/** The translated message of a failed call (the server's text, or its first field issue). */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const data = error.body?.data as { issues?: { msg?: string }[] } | null | undefined;
    return data?.issues?.[0]?.msg ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** `yyyy-MM-dd` of a time in seconds, in the viewer's zone. */
export function formatDay(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The state names of spec's photo states 0, 1, 2 (the texts' keys). */
export const PICTURE_STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;
