import { useEffect, useState } from 'react';

/** What a page reads: the latest answer (kept while the next loads), its error, loading. */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `fetch(signal)` whenever `key` changes (the previous request is aborted and its answer
 * dropped); state is only set from answers, never synchronously in the effect.
 */
export function useLoad<T>(fetch: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [nonce, setNonce] = useState(0);
  const requestKey = `${key}#${nonce}`;
  const [answer, setAnswer] = useState<{ key: string; data?: T; error?: unknown }>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key: requestKey, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer((previous) => ({ key: requestKey, data: previous?.data, error }));
      },
    );
    return () => controller.abort();
    // `fetch` is a new function each render; the key says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);
  return {
    data: answer?.data,
    error: answer?.key === requestKey ? answer.error : undefined,
    loading: answer?.key !== requestKey,
    reload: () => setNonce((value) => value + 1),
  };
}

/** The server's translated message of a failed call, else `fallback` (spec §8). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && 'body' in error) {
    const body = (error as { body: { msg?: unknown } | null }).body;
    if (body && typeof body.msg === 'string' && body.msg !== '') return body.msg;
  }
  return fallback;
}
