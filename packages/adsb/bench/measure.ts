// Timing helper for the benchmark. Rounds are timed in CPU time of this process (user + system),
// not wall time: on a shared machine the wall clock also counts the time other processes hold the
// core, while CPU time measures what one core does for us. Several short rounds run and we keep
// the fastest and the median; contention (caches, frequency) can still only slow a round down.

/** Result of one measured workload. */
export interface Rate {
  /** Items (messages, frames) per second in the fastest round. */
  best: number;
  /** Items per second in the median round. */
  median: number;
  /** Items per round. */
  items: number;
}

/**
 * Run `round` (which returns the number of items it processed) `rounds` times after one warm-up
 * round, and return its best and median items per second.
 */
export function measure(rounds: number, round: () => number): Rate {
  round();
  const rates: number[] = [];
  let items = 0;
  for (let i = 0; i < rounds; i++) {
    const start = process.cpuUsage();
    items = round();
    const used = process.cpuUsage(start);
    rates.push(items / ((used.user + used.system) / 1e6));
  }
  rates.sort((a, b) => a - b);
  return {
    best: rates[rates.length - 1] ?? Number.NaN,
    median: rates[Math.floor(rates.length / 2)] ?? Number.NaN,
    items,
  };
}

/** "2.61 M/s" style figure. */
export function formatRate(perSecond: number): string {
  return perSecond >= 1e6
    ? `${(perSecond / 1e6).toFixed(2)} M/s`
    : `${(perSecond / 1e3).toFixed(0)} k/s`;
}
