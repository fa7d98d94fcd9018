// Feeds the simulator's weather into the weather domain's one ingest path, following the
// simulator's clock: the last 24 hours at start (so history charts are not empty), then each
// new half-hour slot as the clock reaches it. Reports go in as `sim` source, leniently.
import type { Logger } from 'pino';
import type { WeatherService } from '../../weather/weather.service';
import { AIRPORTS } from '../world/airports';
import { METAR_INTERVAL_SECONDS, SimWeather } from './sim.weather';

const CHECK_MS = 5_000;
const BACKLOG_SLOTS = 48;

export function startSimWeather(deps: {
  seed: number;
  weather: WeatherService;
  /** The simulator's clock (unix seconds), undefined until it is built. */
  clock: () => number | undefined;
  logger: Pick<Logger, 'warn'>;
}): { stop(): Promise<void> } {
  const office = new SimWeather(deps.seed, AIRPORTS);
  let lastSlot: number | null = null;
  let running: Promise<void> = Promise.resolve();
  const check = (): void => {
    const time = deps.clock();
    if (time === undefined) return;
    const slot = Math.floor(time / METAR_INTERVAL_SECONDS);
    if (slot === lastSlot) return;
    const first =
      lastSlot === null
        ? slot - BACKLOG_SLOTS + 1
        : Math.max(lastSlot + 1, slot - BACKLOG_SLOTS + 1);
    lastSlot = slot;
    const texts: string[] = [];
    for (let s = first; s <= slot; s += 1)
      texts.push(...office.reportsAt(s * METAR_INTERVAL_SECONDS));
    running = running
      .then(() => deps.weather.ingest(texts.join('\n'), 'sim', false))
      .then(() => undefined)
      .catch((error: unknown) =>
        deps.logger.warn({ err: (error as Error).message }, 'simulated weather not stored'),
      );
  };
  const timer = setInterval(check, CHECK_MS);
  timer.unref();
  check();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
