import { useCallback, useEffect, useState } from 'react';
import { failureText } from './kit-form';

/** A list the page loads once and again after each change; the last answer stays on screen. */
export function useList<T>(load: () => Promise<T[]>) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ list?: T[]; error?: string; version: number }>({
    version: -1,
  });
  useEffect(() => {
    let live = true;
    load().then(
      (list) => live && setState({ list, version }),
      (error: unknown) =>
        live && setState((previous) => ({ ...previous, error: failureText(error), version })),
    );
    return () => {
      live = false;
    };
    // `load` is a stable module function; the version says when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { list: state.list, error: state.error, loading: state.version !== version, reload };
}
