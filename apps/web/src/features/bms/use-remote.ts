import { useEffect, useState } from 'react';

/** What a back-office page reads from the server, and whether a newer answer is on its way. */
export interface Remote<T> {
  /** The latest answer (kept while the next one loads, so tables do not flicker). */
  data: T | undefined;
  /** The error of the latest request, when it failed. */
  error: unknown;
  loading: boolean;
  /** Asks again (after a change). */
  reload: () => void;
}

/**
 * Loads `fetch()` whenever `key` changes or `reload` is called; an answer to an older request is
 * dropped. State is only set from the answer, never synchronously in the effect.
 */
export function useRemote<T>(fetch: () => Promise<T>, key: string): Remote<T> {
  const [nonce, setNonce] = useState(0);
  const requestKey = `${key}#${nonce}`;
  const [answer, setAnswer] = useState<{ key: string; data?: T; error?: unknown }>();
  useEffect(() => {
    let live = true;
    fetch().then(
      (data) => {
        if (live) setAnswer({ key: requestKey, data });
      },
      (error: unknown) => {
        if (live) setAnswer((previous) => ({ key: requestKey, data: previous?.data, error }));
      },
    );
    return () => {
      live = false;
    };
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
