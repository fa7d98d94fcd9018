// Stops under load: the probe feeder's points (each one kept by the recorder, its second written
// in its longitude: abuse.sky.ts) go in while 4 SBS attackers and 4 posters of 8 MB bodies keep
// the server busy; then SIGTERM (time to exit) or SIGKILL. The server is started again on the
// same DATA_DIR (a journal may be replayed there), stopped cleanly, and the stored points of
// the probe aircraft are read from its PGlite with the server's own repository code.
// Points sent in the last second before the signal may still be in the kernel's buffers, so
// they are not counted as fed.
import { openDatabase } from '../src/db/db';
import { readAircraftPoints } from '../src/traces/recorded-points.repo';
import { sleep } from './abuse.children';
import { largeBodyFlood, sbsAircraftFlood } from './abuse.load';
import { Probes } from './abuse.probes';
import type { StopRow } from './abuse.report';
import { rssMb, startServer, stopServer, type BenchServer } from './abuse.server';
import { PROBE_AIRCRAFT, probeIcao, roundOfLongitude } from './abuse.sky';

const IN_FLIGHT_MS = 1_000;

export interface StopMeasurement {
  stop: StopRow;
  /** The loaded window before the signal, for the table. */
  window: { from: number; to: number; logBytes: number; rssMaxMb: number };
  probes: Awaited<ReturnType<Probes['summary']>>;
}

/** Rounds found in storage per probe aircraft. */
async function storedRounds(dataDir: string, since: number): Promise<Map<number, Set<number>>> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const found = new Map<number, Set<number>>();
    for (let index = 0; index < PROBE_AIRCRAFT; index++) {
      const icao = probeIcao(index);
      const points = await readAircraftPoints(database.db, icao, since, Date.now() + 60_000);
      found.set(icao, new Set(points.map((point) => roundOfLongitude(point.lon))));
    }
    return found;
  } finally {
    await database.close();
  }
}

export async function measureStop(
  signal: 'SIGTERM' | 'SIGKILL',
  options: {
    dataDir: string;
    logFile: string;
    feedSeconds: number;
    aircraftPerConnection: number;
    visibilityEveryMs: number;
  },
): Promise<StopMeasurement> {
  const server = await startServer(options.dataDir, options.logFile);
  const probes = await Probes.start(server, options.visibilityEveryMs);
  const load = new AbortController();
  const loading = Promise.all([
    sbsAircraftFlood(server, {
      connections: 4,
      perConnection: options.aircraftPerConnection,
      firstAddress: 0,
      icaoBase: 0x400000,
      resendEveryMs: 5_000,
      signal: load.signal,
    }),
    largeBodyFlood(server, { posters: 4, firstAddress: 4, signal: load.signal }),
  ]);
  const from = Date.now();
  const logBefore = server.logBytes();
  let rssMaxMb = 0;
  const sampler = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, rssMb(server.pid))), 1_000);
  await sleep(options.feedSeconds * 1000);
  clearInterval(sampler);
  const signalledAt = Date.now();
  const logBytes = server.logBytes() - logBefore;
  const stopped = await stopServer(server, signal, 30_000);
  const rounds = await probes.rounds();
  const summary = await probes.summary(from, signalledAt);
  load.abort();
  await loading;
  await probes.stop();

  const fed = rounds.filter(([, t]) => t <= signalledAt - IN_FLIGHT_MS).map(([round]) => round);
  const stop: StopRow = {
    signal,
    exitMs: stopped.ms,
    forced: stopped.forced,
    exitCode: stopped.code,
    fedPoints: fed.length * PROBE_AIRCRAFT,
    storedPoints: 0,
    lostPoints: 0,
    lostSeconds: 0,
  };
  try {
    const restarted: BenchServer = await startServer(options.dataDir, options.logFile);
    // Give a replay at start a moment, then stop cleanly so that everything is written.
    await sleep(3_000);
    await stopServer(restarted, 'SIGTERM', 30_000);
    const stored = await storedRounds(options.dataDir, from - 60_000);
    for (const found of stored.values()) {
      for (const round of fed) if (found.has(round)) stop.storedPoints++;
    }
    stop.lostPoints = stop.fedPoints - stop.storedPoints;
    stop.lostSeconds = stop.lostPoints / PROBE_AIRCRAFT;
  } catch (error) {
    stop.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  return {
    stop,
    window: { from, to: signalledAt, logBytes, rssMaxMb },
    probes: summary,
  };
}
