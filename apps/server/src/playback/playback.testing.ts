// Test parts of playback: an HTTP server answering playback calls on a test database, and a
// feed that records positions the way the server does (live table → trace listener → recorder,
// flushed every five minutes of traffic time) and remembers every point the recorder kept.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/db';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { accountsModule } from '../accounts/accounts.module';
import { LiveAirGround } from '../live/live.aircraft';
import { LiveTable, emptyLiveUpdate } from '../live/live.table';
import { composeApp } from '../modules/compose';
import { listenLocally } from '../testing/http';
import { traceListener } from '../traces/trace.listener';
import { quantisePoint, type TracePoint } from '../traces/trace.point';
import { TraceRecorder } from '../traces/trace.recorder';
import { HistoryService } from './history.service';
import { PlaybackDirectory } from './playback.directory';
import { playbackModule } from './playback.module';
import { PlaybackService } from './playback.service';

const FLUSH_EVERY_MS = 5 * 60_000;

/**
 * A listening app with the playback calls; `requiresLogin` is FLIGHT_DETAIL_REQUIRES_LOGIN, `live`
 * the recorder whose unwritten points join the answers, and the clock.
 */
export async function openPlaybackServer(
  database: Database,
  requiresLogin: boolean,
  live: { recorder?: TraceRecorder; now?: () => number } = {},
): Promise<{ base: string; app: FastifyInstance; playback: PlaybackService }> {
  const identity = new FlightIdentityService(database.db);
  await identity.refresh();
  const playback = new PlaybackService({
    db: database.db,
    directory: new PlaybackDirectory(database.db, identity),
    ...live,
  });
  const history = new HistoryService(playback, { db: database.db });
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1 << 20,
        trustProxy: false,
        webDist: '/nonexistent',
        flightDetailRequiresLogin: requiresLogin,
      },
      database,
      roles: () => ['http'],
      version: 'test',
      playback: { playback, history, db: database.db, requiresLogin },
      accounts: { dataDir: `/tmp/skytrace-playback-test-${process.pid}` },
    },
    [playbackModule, accountsModule],
  );
  return { base: await listenLocally(app), app, playback };
}

/**
 * Records one aircraft's positions through a live table, as the server does, and answers every
 * point the recorder kept (by time): what playback must give back.
 */
export async function recordThroughLiveTable(
  database: Database,
  icao: number,
  callsign: string,
  positions: readonly TracePoint[],
): Promise<Map<number, TracePoint>> {
  let now = positions[0]?.time ?? 0;
  const recorder = new TraceRecorder(database.db, { now: () => now });
  const table = new LiveTable();
  table.listen(traceListener(recorder));
  const kept = new Map<number, TracePoint>();
  let latest: TracePoint | undefined;
  const flush = async () => {
    for (const point of recorder.recentPoints(icao)) kept.set(point.time, point);
    // A flush keeps the latest offered position of a flight (trace README, "Thinning").
    if (latest) kept.set(quantisePoint(latest).time, quantisePoint(latest));
    await recorder.flush();
  };
  let nextFlush = now + FLUSH_EVERY_MS;
  for (const position of positions) {
    // The flush timer runs on through signal gaps.
    while (position.time >= nextFlush) {
      now = nextFlush;
      await flush();
      nextFlush += FLUSH_EVERY_MS;
    }
    now = position.time;
    table.apply({
      ...emptyLiveUpdate(),
      icao,
      deviceId: 'test-receiver',
      time: position.time / 1000,
      callsign,
      squawk: position.squawk ?? Number.NaN,
      altitude: position.altitude ?? Number.NaN,
      lat: position.lat,
      lon: position.lon,
      groundSpeed: position.groundSpeed ?? Number.NaN,
      track: position.track ?? Number.NaN,
      verticalRate: position.verticalRate ?? Number.NaN,
      airGround: position.onGround ? LiveAirGround.Ground : LiveAirGround.Airborne,
    });
    latest = position;
  }
  await flush();
  await recorder.close();
  return kept;
}
