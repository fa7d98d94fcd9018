import { ApiError } from './http';

/**
 * The text to show for a failed call: the first field issue of a rejected form (the server's
 * translated message of that field), else the envelope's message. Without either (no answer,
 * a timeout) it is `fallback` when the page has a fitting translated one, else the error's own.
 */
export function failureText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    const data = error.body?.data as { issues?: { msg?: string }[] } | null | undefined;
    const server = data?.issues?.[0]?.msg ?? error.body?.msg;
    if (server !== undefined && server !== '') return server;
  }
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : String(error);
}
