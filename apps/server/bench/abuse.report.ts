// The figures of bench:abuse as a table per window, then a verdict per "Done when" target of
// issue 13. A bench always exits 0; the verdicts are printed, not thrown.
import { feederWorks, socketWorks, type ClientsSummary, type HealthSummary } from './abuse.probes';

export interface WindowRow {
  /** e.g. "1 fake-device HTTP feeds". */
  phase: string;
  window: 'rest' | 'during' | 'after' | 'load';
  seconds: number;
  health: HealthSummary;
  clients: ClientsSummary;
  logBytesPerMinute: number;
  rssMaxMb: number;
  /** Counted in the flood verdicts (not the baseline or the stop measurements). */
  judged: boolean;
}

export interface StopRow {
  signal: 'SIGTERM' | 'SIGKILL';
  exitMs: number;
  /** The bench had to kill it (it did not exit within 30 s). */
  forced: boolean;
  exitCode: number | null;
  fedPoints: number;
  storedPoints: number;
  lostPoints: number;
  /** Lost points ÷ the feeder's points per second. */
  lostSeconds: number;
  error?: string;
}

export const HEALTH_P99_TARGET_MS = 100;
/** "≤ 1 MB a minute", MB taken as 10^6 bytes. */
export const LOG_TARGET_BYTES_PER_MINUTE = 1_000_000;
export const SIGTERM_EXIT_TARGET_MS = 10_000;
export const KILL_LOSS_TARGET_SECONDS = 5;

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(value < 10 ? 1 : 0));

function cells(row: WindowRow): string[] {
  const { health, clients } = row;
  return [
    row.phase,
    row.window,
    row.seconds.toFixed(0),
    ms(health.p50),
    ms(health.p99),
    ms(health.max),
    `${health.failures}/${health.samples}`,
    `${feederWorks(clients) ? 'yes' : 'NO'} ${clients.minVisible}/${clients.checks}${clients.failedChecks > 0 ? ` (${clients.failedChecks} failed)` : ''}${clients.feederRefused > 0 ? ` ${clients.feederRefused} refused` : ''}`,
    `${socketWorks(clients) ? 'yes' : 'NO'} ${clients.batches} (gap ${(clients.maxBatchGapMs / 1000).toFixed(1)} s)`,
    (row.logBytesPerMinute / 1024).toFixed(0),
    row.rssMaxMb.toFixed(0),
    clients.maxTotal.toLocaleString('en'),
  ];
}

const HEADER = [
  'phase',
  'window',
  's',
  'health p50',
  'p99',
  'max ms',
  'failed',
  'feeder visible (min/reads)',
  'socket batches',
  'log KB/min',
  'RSS MB',
  'aircraft',
];

export function printWindows(rows: readonly WindowRow[]): void {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, column) =>
    Math.max(...table.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: string[]) =>
    line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(format(HEADER));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table.slice(1)) console.log(format(line));
}

export function printStops(stops: readonly StopRow[]): void {
  for (const stop of stops) {
    const exit = stop.forced
      ? `did not exit in 30 s (killed)`
      : `exited in ${(stop.exitMs / 1000).toFixed(1)} s (code ${stop.exitCode ?? 'signal'})`;
    const loss = stop.error
      ? `could not count: ${stop.error}`
      : `${stop.fedPoints.toLocaleString('en')} points fed, ${stop.storedPoints.toLocaleString('en')} stored after restart, ${stop.lostPoints.toLocaleString('en')} lost (${stop.lostSeconds.toFixed(1)} s of track)`;
    console.log(
      `${stop.signal.padEnd(7)} under load: ${stop.signal === 'SIGKILL' ? '' : `${exit}; `}${loss}`,
    );
  }
}

function verdict(pass: boolean, target: string, detail: string): boolean {
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${target}: ${detail}`);
  return pass;
}

/** Prints one verdict per target; returns how many failed. */
export function printVerdicts(rows: readonly WindowRow[], stops: readonly StopRow[]): number {
  const judged = rows.filter((row) => row.judged);
  const label = (row: WindowRow) => `${row.phase} ${row.window}`;
  const slow = judged.filter((row) => !(row.health.p99 <= HEALTH_P99_TARGET_MS));
  const worstP99 = Math.max(...judged.map((row) => row.health.p99));
  const broken = judged.filter((row) => !feederWorks(row.clients) || !socketWorks(row.clients));
  const noisy = judged.filter((row) => row.logBytesPerMinute > LOG_TARGET_BYTES_PER_MINUTE);
  const worstLog = Math.max(...judged.map((row) => row.logBytesPerMinute));
  const sigterm = stops.find((stop) => stop.signal === 'SIGTERM');
  const kill = stops.find((stop) => stop.signal === 'SIGKILL');
  const results = [
    judged.length === 0
      ? verdict(false, 'health p99 ≤ 100 ms during and after each flood', 'no flood was run')
      : verdict(
          slow.length === 0,
          'health p99 ≤ 100 ms during and after each flood',
          slow.length === 0
            ? `worst ${ms(worstP99)} ms`
            : `over in ${slow.map(label).join(', ')} (worst ${ms(worstP99)} ms)`,
        ),
    verdict(
      judged.length > 0 && broken.length === 0,
      'a real feeder and a real socket client keep working through every flood',
      broken.length === 0 ? 'every window' : `not in ${broken.map(label).join(', ')}`,
    ),
    sigterm === undefined
      ? verdict(false, 'SIGTERM under load loses nothing, exits ≤ 10 s', 'not measured')
      : verdict(
          !sigterm.error &&
            !sigterm.forced &&
            sigterm.exitMs <= SIGTERM_EXIT_TARGET_MS &&
            sigterm.lostPoints === 0,
          'SIGTERM under load loses nothing, exits ≤ 10 s',
          `${sigterm.forced ? 'killed after 30 s' : `${(sigterm.exitMs / 1000).toFixed(1)} s`}, ${sigterm.lostPoints} of ${sigterm.fedPoints} points lost`,
        ),
    kill === undefined
      ? verdict(false, 'kill -9 loses ≤ 5 s of tracks', 'not measured')
      : verdict(
          !kill.error && kill.lostSeconds <= KILL_LOSS_TARGET_SECONDS,
          'kill -9 loses ≤ 5 s of tracks',
          `${kill.lostSeconds.toFixed(1)} s (${kill.lostPoints} of ${kill.fedPoints} points)`,
        ),
    verdict(
      judged.length > 0 && noisy.length === 0,
      'log growth ≤ 1 MB a minute under any flood',
      noisy.length === 0
        ? `worst ${(worstLog / 1e6).toFixed(2)} MB/min`
        : `over in ${noisy.map(label).join(', ')} (worst ${(worstLog / 1e6).toFixed(2)} MB/min)`,
    ),
  ];
  return results.filter((pass) => !pass).length;
}
