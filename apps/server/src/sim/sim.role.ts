// The `sim` server role: a simulated sky whose virtual receivers feed the server's own Beast
// input over real TCP, so `npm start` shows live traffic with no receiver attached. One tick
// every 500 ms of wall time moves simulated time by 0.5 s × SIM_SPEED.
import type { Db } from '../db/db';
import { loopbackAddress, ReceiverLink } from './receiver.link';
import { seedFromText } from './random';
import { writeSimulatedIdentity } from './sim.identity';
import { Simulator } from './simulator';

const TICK_MS = 500;

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SimSettings {
  aircraft: number;
  seed: string;
  speed: number;
}

export interface SimRole {
  /** Resolves once the sky is built and the receivers dial in (a failure is logged, not thrown). */
  ready: Promise<void>;
  /** The simulator once built. */
  simulator(): Simulator | undefined;
  /** Frames sent since start and the wall time spent ticking, ms. */
  stats(): { frames: number; tickMs: number; ticks: number; airborne: number };
  stop(): Promise<void>;
}

interface SimDeps {
  settings: SimSettings;
  beastPort: number;
  host: string;
  logger: Logger;
  now?: () => number;
  /** Where the simulated fleet and timetable are published (none in tests of the sky alone). */
  db?: Db;
  /**
   * Registers the virtual receivers' UUIDs as devices of the demo account before they dial in,
   * so the limits on unknown feeders (new ids per address, unregistered cap) never refuse them
   * and they are listed like any owned receiver (sim/demo-account.ts).
   */
  registerReceivers?: (uuids: readonly string[]) => Promise<void>;
  /**
   * Called once a fleet and timetable are published: the identity service reloads them now
   * rather than at its next periodic refresh, so the first flights get their facts at once.
   */
  onPublished?: () => Promise<void>;
}

/**
 * Starts the simulator and connects its receivers to `host:beastPort`. The day is built in
 * slices between other work (Simulator.create), so the server answers meanwhile; `ready` says
 * when the sky is up.
 */
export function startSim(deps: SimDeps): SimRole {
  const now = deps.now ?? (() => Date.now() / 1000);
  let running: ReturnType<typeof run> | undefined;
  const stopping = new AbortController();
  const ready = (async () => {
    const built = performance.now();
    const simulator = await Simulator.create({
      seed: seedFromText(deps.settings.seed),
      aircraft: deps.settings.aircraft,
      startTime: now(),
    });
    // Wall time went by while building: bring the sky up to now before it is heard.
    const behind = now() - simulator.time;
    if (behind > 0) simulator.advance(behind, false);
    await deps.registerReceivers?.(simulator.network.uuids).catch((error: unknown) => {
      // They dial in anyway, as unknown feeders within the registry's limits.
      deps.logger.error({ err: error }, 'virtual receivers could not be registered');
    });
    // stop() came during the build: never connect.
    if (stopping.signal.aborted) return;
    running = run(simulator, deps, Math.round(performance.now() - built));
  })().catch((error: unknown) => {
    // A demo feature: the server runs on without it.
    deps.logger.error({ err: error }, 'traffic simulator could not start');
  });
  return {
    ready,
    simulator: () => running?.simulator,
    stats: () => running?.stats() ?? { frames: 0, tickMs: 0, ticks: 0, airborne: 0 },
    stop: async () => {
      stopping.abort();
      await ready;
      await running?.stop();
    },
  };
}

/** Connects the receivers of a built simulator and ticks it. */
function run(simulator: Simulator, deps: SimDeps, buildMs: number) {
  const { settings } = deps;
  const network = simulator.network;
  const loopback = deps.host === '127.0.0.1';
  const links = network.uuids.map(
    (uuid, i) =>
      new ReceiverLink(deps.beastPort, deps.host, uuid, loopback ? loopbackAddress(i) : undefined),
  );
  let frames = 0;
  let tickMs = 0;
  let ticks = 0;
  deps.logger.info(
    {
      fleet: simulator.fleet.size,
      airborne: simulator.airborneCount(),
      receivers: network.count,
      speed: settings.speed,
      buildMs,
    },
    'traffic simulator started',
  );
  let publishedDay = -1;
  let publishing: Promise<void> = Promise.resolve();
  const publish = () => {
    const day = Math.floor(simulator.time / 86_400);
    if (deps.db === undefined || day === publishedDay) return;
    publishedDay = day;
    publishing = writeSimulatedIdentity(deps.db, simulator, simulator.time)
      .then(async (counts) => {
        deps.logger.info(counts, 'simulated fleet and timetable published');
        await deps.onPublished?.();
      })
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'could not publish the simulated fleet'),
      );
  };
  publish();
  const timer = setInterval(() => {
    const started = performance.now();
    try {
      simulator.advance((TICK_MS / 1000) * settings.speed);
      for (let r = 0; r < network.count; r++) {
        const link = links[r];
        if (link === undefined) continue;
        link.setOnline(network.online[r] === 1);
        link.send((network.buffers[r] ?? new Uint8Array(0)).subarray(0, network.lengths[r] ?? 0));
        frames += network.frames[r] ?? 0;
      }
      network.clear();
      publish();
    } catch (error) {
      deps.logger.error({ err: error }, 'traffic simulator tick failed');
    }
    tickMs += performance.now() - started;
    ticks++;
  }, TICK_MS);
  timer.unref();
  return {
    simulator,
    stats: () => ({ frames, tickMs, ticks, airborne: simulator.airborneCount() }),
    stop: async () => {
      clearInterval(timer);
      await Promise.all(links.map((link) => link.close()));
      await publishing;
    },
  };
}
