// Timing helper for the benchmark. A workload runs several short rounds and we keep the fastest:
// on a shared machine other processes only ever slow a round down, so the best round is the
// closest estimate of what one uncontended core does (the median is printed beside it).

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
    const start = process.hrtime.bigint();
    items = round();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    rates.push(items / seconds);
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
