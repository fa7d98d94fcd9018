// Spec §4: selecting a flight starts a refresh of its base info and paths every 10 seconds; a
// new selection, deselection or closing the bar stops it. A refresh starts only after the previous
// answer, so a slow server never has two of our requests for the same flight at once.

/** Spec §9 detail refresh (the 10 s reading, which §4 also gives). */
export const DETAIL_REFRESH_MS = 10_000;

/**
 * Calls `load` now and again `intervalMs` after each answer until the returned stop function is
 * called or `onResult` returns false. Answers arriving after stop are dropped; stop aborts the
 * request in flight through the signal.
 */
export function startRefresh<T>(
  load: (signal: AbortSignal) => Promise<T>,
  onResult: (value: T) => boolean,
  intervalMs = DETAIL_REFRESH_MS,
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | null = null;
  // A function, not the property: onResult may stop the refresh (the bar closes on empty detail).
  const stopped = () => controller.signal.aborted;
  const run = async () => {
    timer = null;
    let more = true;
    try {
      const value = await load(controller.signal);
      if (stopped()) return;
      more = onResult(value);
    } catch (error) {
      if (stopped()) return;
      // load() reports its own failures as values; anything else is a bug worth seeing.
      console.error('detail refresh', error);
    }
    if (more && !stopped()) timer = setTimeout(() => void run(), intervalMs);
  };
  void run();
  return () => {
    controller.abort();
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
