// One call of the back office (spec §7, under /adsb) through the app's HTTP client. The client
// hands 403 envelopes back (spec §8's password rule); here every answer but 200 is a failure,
// so a page shows the server's translated message.
import { ADSB_ROOT } from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError, type QueryValue } from '../../api/http';

export type AdsbQuery = Record<string, QueryValue>;

export async function adsb<T>(
  method: 'GET' | 'POST',
  path: string,
  query?: AdsbQuery,
  body?: unknown,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const envelope = await http.request<T>(path, {
    root: ADSB_ROOT,
    method,
    query,
    body: method === 'POST' ? (body ?? {}) : undefined,
    ...options,
  });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

/** A GET of the back office. */
export const adsbGet = <T>(path: string, query?: AdsbQuery) => adsb<T>('GET', path, query);
