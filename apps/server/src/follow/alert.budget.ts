// The per-hour limit of an area alert rule (maxPerHour): notices of the last hour, a sliding
// window. One process keeps it in memory; a cluster keeps it in Redis
// (cluster/alert-budget.ts), so that a successor of the recorder lease, which runs the live
// watch after a hand-over, spends the same budget instead of a fresh one.

/** What spending one notice of a rule gave. */
export type BudgetAnswer =
  /** Tell it: one of the hour's notices is spent. */
  | 'granted'
  /** Another process told this aircraft for this rule within the repeat time: do not tell. */
  | 'told'
  /** The rule's notices of the last hour are all spent: no more for this rule now. */
  | 'spent';

/** The hour, seconds. */
export const BUDGET_WINDOW_SECONDS = 3600;

/** Where each alert rule's notices of the last hour are counted. */
export interface AlertBudget {
  /**
   * Spends one of rule `ruleId`'s `maxPerHour` notices to tell aircraft `icao` at `now`
   * (seconds). `repeatSeconds`: the same aircraft and rule are told again only after this.
   */
  take(
    ruleId: number,
    icao: number,
    maxPerHour: number,
    now: number,
    repeatSeconds: number,
  ): Promise<BudgetAnswer>;
}

/** The budget of one process: the scanner's own map of repeats already keeps 'told' local. */
export class MemoryAlertBudget implements AlertBudget {
  /** Notice times of each rule within the last hour, seconds. */
  private readonly hourly = new Map<number, number[]>();

  take(ruleId: number, _icao: number, maxPerHour: number, now: number): Promise<BudgetAnswer> {
    return Promise.resolve(this.takeNow(ruleId, maxPerHour, now));
  }

  /** The same, synchronously (the Redis budget falls back on it while Redis does not answer). */
  takeNow(ruleId: number, maxPerHour: number, now: number): BudgetAnswer {
    const recent = (this.hourly.get(ruleId) ?? []).filter(
      (time) => now - time < BUDGET_WINDOW_SECONDS,
    );
    this.hourly.set(ruleId, recent);
    if (recent.length >= maxPerHour) return 'spent';
    recent.push(now);
    return 'granted';
  }
}
