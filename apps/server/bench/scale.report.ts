// How `npm run bench:scale` prints a figure: its value, the target, pass or fail and the ratio
// to the target (above 1 is worse for an upper bound), and once per block the machine's load,
// since the two cores are shared with other work.
import os from 'node:os';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Upper bound (`max`) or lower bound (`min`); none for a figure shown for context. */
  target?: { max: number } | { min: number };
  detail?: string;
}

const results: { name: string; pass: boolean }[] = [];

function format(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString('en', { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 0 });
}

/** Prints one figure; returns whether it met its target (true without one). */
export function printFigure(figure: Figure): boolean {
  const { target } = figure;
  let verdict = '';
  let pass = true;
  if (target) {
    const bound = 'max' in target ? target.max : target.min;
    pass = 'max' in target ? figure.value <= target.max : figure.value >= target.min;
    const ratio = bound === 0 ? '' : `, ratio ${(figure.value / bound).toFixed(2)}`;
    verdict = `  (target ${'max' in target ? '≤' : '≥'} ${format(bound)} ${figure.unit}${ratio}) ${pass ? 'PASS' : 'FAIL'}`;
    results.push({ name: figure.name, pass });
  }
  const detail = figure.detail ? ` — ${figure.detail}` : '';
  console.log(`  ${figure.name}: ${format(figure.value)} ${figure.unit}${verdict}${detail}`);
  return pass;
}

/** A block's heading with the load average (1, 5, 15 min) at that moment. */
export function printHeading(title: string): void {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  console.log(`\n${title} (load average ${load}; ${os.cpus().length.toString()} cores)`);
}

/** The closing summary: every target and whether it was met. */
export function printSummary(): boolean {
  const failed = results.filter((result) => !result.pass);
  console.log(
    `\n${(results.length - failed.length).toString()} of ${results.length.toString()} targets met${failed.length > 0 ? `; not met: ${failed.map((result) => result.name).join(', ')}` : ''}`,
  );
  return failed.length === 0;
}

/** The value at percentile `p` of a 1 ms histogram. */
export function histogramPercentile(histogram: readonly number[], p: number): number {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms] ?? 0;
    if (seen >= rank) return ms;
  }
  return histogram.length - 1;
}

/** The sum of 1 ms histograms of equal length. */
export function mergeHistograms(histograms: readonly (readonly number[])[]): number[] {
  const merged = new Array<number>(histograms[0]?.length ?? 0).fill(0);
  for (const histogram of histograms)
    histogram.forEach((count, ms) => (merged[ms] = (merged[ms] ?? 0) + count));
  return merged;
}

/** The observations of a 1 ms histogram. */
export function histogramCount(histogram: readonly number[]): number {
  return histogram.reduce((total, count) => total + count, 0);
}
