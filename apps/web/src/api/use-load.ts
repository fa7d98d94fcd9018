import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** What a page reads: the latest answer (kept while the next loads), its error, loading. */
export interface Loaded<T> {
  data: T | undefined;
  /** The failure of the current request (cleared when the key changes or on reload). */
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `fetch(signal)` whenever `key` (what the request asks for) changes or `reload` is called.
 * The previous request is aborted and its answer dropped; the last data stays on screen while
 * the next loads and after a failure. State is only set from answers, never in the effect.
 */
export function useLoad<T>(fetch: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [nonce, setNonce] = useState(0);
  const requestKey = `${key}#${nonce}`;
  const [answer, setAnswer] = useState<{ key: string; data?: T; error?: unknown }>();
  const fetchNow = useEffectEvent(fetch);
  useEffect(() => {
    const controller = new AbortController();
    fetchNow(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key: requestKey, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer((previous) => ({ key: requestKey, data: previous?.data, error }));
      },
    );
    return () => controller.abort();
  }, [requestKey]);
  const reload = useCallback(() => setNonce((value) => value + 1), []);
  return {
    data: answer?.data,
    error: answer?.key === requestKey ? answer.error : undefined,
    loading: answer?.key !== requestKey,
    reload,
  };
}
