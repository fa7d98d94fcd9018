import { useEffect, useState } from 'react';
import type { AirportRunways } from '@skytrace/contracts';
import { loadAirportRunways } from './runways.api';

/** The runways of the airport being played: undefined while loading, null when unavailable. */
export type RunwaysAnswer = AirportRunways | null | undefined;

/**
 * Loads the runways of `code` once per code. A failure (unknown airport, network) leaves null:
 * the slices' own failure already tells the user, and the page falls back to the airport point.
 */
export function useAirportRunways(code: string | null): RunwaysAnswer {
  const [state, setState] = useState<{ code: string | null; answer: RunwaysAnswer }>({
    code: null,
    answer: undefined,
  });

  useEffect(() => {
    if (code === null) return;
    const controller = new AbortController();
    loadAirportRunways(code, controller.signal)
      .then((answer) => setState({ code, answer }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ code, answer: null });
      });
    return () => controller.abort();
  }, [code]);

  if (code === null) return null;
  return state.code === code ? state.answer : undefined;
}
