// What the realtime processes say of their ticks over the measured window (their /metrics):
// ticks started and skipped behind a round still sending, the mean time a round took to reach
// every socket, and the event-loop delay over the window (the gauge covers the time since the
// previous scrape, so the first read at the window's start resets it).
import { metric, readMetrics, type ServerProcess } from './scale.processes';
import { printFigure } from './scale.report';

interface TickCounts {
  started: number;
  overlapped: number;
  roundSeconds: number;
}

async function tickCounts(base: string): Promise<TickCounts> {
  const samples = await readMetrics(base);
  return {
    started: metric(samples, 'skytrace_realtime_ticks_total', 'what="started"'),
    overlapped: metric(samples, 'skytrace_realtime_ticks_total', 'what="overlapped"'),
    roundSeconds: metric(samples, 'skytrace_realtime_ticks_total', 'what="round_seconds"'),
  };
}

/** Reads the counters now; `print()` prints the window's figures per realtime process. */
export async function watchTicks(realtime: ServerProcess[]): Promise<{ print(): Promise<void> }> {
  const before = await Promise.all(realtime.map((process) => tickCounts(process.base)));
  return {
    async print() {
      for (const [i, process] of realtime.entries()) {
        const samples = await readMetrics(process.base);
        const after = await tickCounts(process.base);
        const start = before[i] ?? after;
        const ticks = after.started - start.started;
        const loop = (quantile: string) =>
          metric(samples, 'nodejs_eventloop_delay_seconds', `quantile="${quantile}"`) * 1000;
        printFigure({
          name: `${process.name}: tick round, mean time to reach every socket`,
          value:
            ticks > 0 ? ((after.roundSeconds - start.roundSeconds) / ticks) * 1000 : Number.NaN,
          unit: 'ms',
          detail: `${ticks.toString()} ticks, ${(after.overlapped - start.overlapped).toString()} skipped behind a round still sending; event-loop delay p50 ${loop('0.5').toFixed(0)}, p99 ${loop('0.99').toFixed(0)}, max ${loop('1').toFixed(0)} ms`,
        });
      }
    },
  };
}
