import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { failureText } from './ops.api';

/**
 * Loads what `load` answers whenever `key` (the request's filters) changes or `reload` is
 * called; keeps the last answer on screen while the next one loads.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string) {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ for: string; data?: T; error?: string }>();
  const [data, setData] = useState<T>();
  const fetchNow = useEffectEvent(load);
  const wanted = `${key}#${version}`;
  useEffect(() => {
    let current = true;
    fetchNow().then(
      (value) => {
        if (!current) return;
        setData(value);
        setAnswer({ for: wanted, data: value });
      },
      (failure: unknown) => current && setAnswer({ for: wanted, error: failureText(failure) }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, error: answer?.error, loading: answer?.for !== wanted, reload };
}
