// Agreement bookkeeping shared by the conformance checks.

/** One disagreement between our decoder and a reference. */
export interface Disagreement {
  where: string;
  field: string;
  expected: unknown;
  actual: unknown;
}

/** Tally of one conformance section. */
export class Section {
  checked = 0;
  agreed = 0;
  readonly disagreements: Disagreement[] = [];
  /** Notes that are not failures (e.g. a documented caveat applied). */
  readonly notes: string[] = [];

  /** Informational sections print figures but do not fail the run. */
  constructor(
    readonly name: string,
    readonly informational = false,
  ) {}

  /** Records one comparison. */
  check(ok: boolean, where: string, field: string, expected: unknown, actual: unknown): void {
    this.checked++;
    if (ok) this.agreed++;
    else this.disagreements.push({ where, field, expected, actual });
  }

  /** One summary line: "name: agreed/checked (pct%)". */
  summary(): string {
    const pct = this.checked === 0 ? 100 : (100 * this.agreed) / this.checked;
    return `${this.name}: ${this.agreed}/${this.checked} agree (${pct.toFixed(2)}%)`;
  }
}
