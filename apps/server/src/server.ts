import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { ServerRole } from '@skytrace/contracts';
import type { Config } from './config';
import { openDatabase, type Database } from './db/db';
import { migrateDatabase } from './db/migrate';
import { DeviceRegistry } from './devices/device.registry';
import { buildApp } from './http/app';
import { loggerOptions } from './http/logging';
import { startIngest, type IngestRole } from './ingest/ingest.role';
import { VariflightFeed } from './ingest/variflight.service';
import { LiveTable } from './live/live.table';
import { RealtimeServer } from './realtime/realtime.server';
import { loadRealtimeSecret } from './realtime/realtime.token';
import { FlightEventsService } from './flights/flight-events.service';
import { FlightIdentityService } from './flights/flight-identity.service';
import { ensureReferenceData } from './reference/reference.load';
import { AirportIndex } from './tracker/airport.index';
import { HistoryService } from './playback/history.service';
import { PlaybackDirectory } from './playback/playback.directory';
import { PlaybackService } from './playback/playback.service';
import { TraceRetention } from './playback/trace.retention';
import { traceListener } from './traces/trace.listener';
import { TraceJournal } from './traces/trace.journal';
import { TraceRecorder } from './traces/trace.recorder';
import { recoverTraces } from './traces/trace.replay';
import { recordSystemEvent } from './system/system.repo';
import { startSim, type SimRole } from './sim/sim.role';
import { SERVER_VERSION } from './version';

/** A running Skytrace process: its address, its roles, and how to stop it cleanly. */
export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  roles: ServerRole[];
  liveTable: LiveTable;
  registry: DeviceRegistry;
  recorder: TraceRecorder;
  ingest: IngestRole | undefined;
  /**
   * Stops the inputs, then answering, writes every recorded point, records the stop, closes the
   * database. Trace batches not started by `traceDeadline` (ms since epoch) stay in the journal.
   */
  stop(options?: { traceDeadline?: number }): Promise<void>;
}

/** How often flight identity reloads fleets and schedules, ms. */
const IDENTITY_REFRESH_MS = 60_000;

/**
 * Composition root of one process: config → database (migrated) → roles. The HTTP role is
 * always served by this build; later roles (ingest, realtime, sim) plug in here.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  await fs.mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.migrationsDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  const running: ServerRole[] = ['http'];
  const liveTable = new LiveTable();
  const logger = pino(loggerOptions(config.logLevel));
  try {
    await ensureReferenceData(database, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Flight identity in memory for the live layers; refreshed as schedules and fleets change.
  const identity = new FlightIdentityService(database.db);
  await identity.refresh();
  const airports = new AirportIndex();
  await airports.load(database.db);
  const identityTimer = setInterval(() => {
    identity
      .refresh()
      .catch((error: unknown) => logger.error({ err: error }, 'identity refresh failed'));
  }, IDENTITY_REFRESH_MS);
  identityTimer.unref();
  const registry = new DeviceRegistry(database.db, {
    logger,
    flushIntervalMs: config.deviceFlushMs,
    maxUnregistered: config.devices.maxUnregistered,
    newIdsPerMinute: config.devices.newIdsPerMinute,
  });
  // Observed take-offs and landings make ATD, ATA and statuses; restored so a restart keeps them.
  const flightEvents = new FlightEventsService(database.db, identity, { logger });
  try {
    const restored = await flightEvents.restore();
    logger.info({ flights: restored }, 'observed flight events restored');
  } catch (error) {
    logger.error({ err: error }, 'observed flight events could not be restored');
  }
  const wantsIngest = config.roles.includes('ingest');
  // Only a process that records positions journals them; another process sharing DATA_DIR with
  // a PostgreSQL database must not replay the recording process's journal.
  const journal =
    wantsIngest && config.traceJournal
      ? new TraceJournal(path.join(config.dataDir, 'trace-journal'))
      : undefined;
  const recorder = new TraceRecorder(database.db, {
    logger,
    flushIntervalMs: config.traceFlushMs,
    events: flightEvents,
    journal,
  });
  // The points a crash left in the journal are written before any new position arrives.
  if (journal) await recoverTraces(recorder, database.db, journal.dir, logger);
  liveTable.listen(traceListener(recorder));
  // Read the reference lookups now, in the background, so the first playback call does not
  // wait a third of a second for them (bench:playback-web's first run).
  const playbackDirectory = new PlaybackDirectory(database.db, identity);
  playbackDirectory
    .ready()
    .catch((error: unknown) => logger.warn({ err: error }, 'playback directory warm-up failed'));
  const playback = new PlaybackService({
    db: database.db,
    directory: playbackDirectory,
    recorder,
  });
  const history = new HistoryService(playback, { db: database.db });
  const retention = new TraceRetention(database.db, {
    days: config.traceRetentionDays,
    logger,
  });
  const now = () => Date.now() / 1000;
  const variflight = wantsIngest
    ? new VariflightFeed({ liveTable, registry, now, settings: config.feeds })
    : undefined;
  let ingest: IngestRole | undefined;
  const wantsRealtime = config.roles.includes('realtime');
  const secret = wantsRealtime ? loadRealtimeSecret(config.dataDir) : undefined;
  const app = await buildApp({
    config,
    database,
    roles: () => running,
    version: SERVER_VERSION,
    logger,
    liveTable,
    variflight,
    stats: { liveTable, registry, recorder, ingest: () => ingest },
    accounts: {
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl,
      authDataKey: config.authDataKey,
    },
    realtime: secret ? { secret } : undefined,
    flights: { identity },
    playback: {
      playback,
      history,
      db: database.db,
      requiresLogin: config.flightDetailRequiresLogin,
    },
    tracker: {
      identity,
      airports,
      hiddenRegistrations: new Set(config.hiddenRegistrations),
      paths: { db: database.db, recorder, requiresLogin: config.flightDetailRequiresLogin },
    },
  });
  let realtime: RealtimeServer | undefined;
  if (secret) {
    realtime = new RealtimeServer(app.server, {
      liveTable,
      secret,
      now,
      limits: config.sockets,
      trustProxy: config.trustProxy,
      identity,
      playback: {
        playback,
        db: database.db,
        requiresLogin: config.flightDetailRequiresLogin,
        onError: (error) => app.log.error({ err: error }, 'socket playback failed'),
      },
      tracker: {
        identity,
        liveTable,
        recorder,
        db: database.db,
        requiresLogin: config.flightDetailRequiresLogin,
        onError: (error) => app.log.error({ err: error }, 'socket tracker call failed'),
      },
    });
    realtime.start();
    running.push('realtime');
  }
  if (variflight) {
    // Registered receivers are known before the first feeder dials in, so a flood of new ids
    // arriving at start cannot get a real receiver refused.
    await registry
      .loadRegistered()
      .catch((error: unknown) => logger.error({ err: error }, 'registered devices not read'));
    try {
      ingest = await startIngest({ config, liveTable, registry, variflight, logger: app.log, now });
    } catch (error) {
      await app.close();
      await database.close();
      throw error;
    }
    registry.start();
    recorder.start();
    running.push('ingest');
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  // The simulator builds its day and publishes its fleet after the server answers: a first
  // visitor gets the page while the sky fills up.
  let sim: SimRole | undefined;
  if (ingest && config.roles.includes('sim')) {
    // Virtual receivers dial the Beast input like real feeders; on a wildcard bind, via loopback.
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    try {
      sim = startSim({
        settings: config.sim,
        beastPort: ingest.ports.beast,
        host,
        logger: app.log,
        db: database.db,
        registerReceivers: (uuids) => registry.registerOperatorDevices(uuids),
      });
      running.push('sim');
    } catch (error) {
      // A demo feature: the server runs on without it.
      app.log.error({ err: error }, 'traffic simulator could not start');
    }
  }
  const unavailable = config.roles.filter((role) => !running.includes(role));
  if (unavailable.length > 0) {
    app.log.info({ roles: unavailable }, 'roles requested but not part of this build yet');
  }
  retention.start();
  await recordSystemEvent(database.db, 'start', {
    version: SERVER_VERSION,
    roles: running,
    driver: database.driver,
  });

  let stopping: Promise<void> | undefined;
  const stop = (options: { traceDeadline?: number } = {}) =>
    (stopping ??= (async () => {
      // Journal every aircraft's latest point first: whatever stops this sequence now (a
      // blocked database, the shutdown deadline's kill) loses no track.
      recorder.checkpoint();
      // Inputs first, so the load ends and nothing is recorded after the final flush.
      await sim?.stop();
      await ingest?.close();
      clearInterval(identityTimer);
      await retention.close();
      realtime?.close();
      await app.close();
      await recorder
        .close({ deadline: options.traceDeadline })
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'could not write traces; the journal keeps them'),
        );
      await registry
        .close()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'could not write device statistics'),
        );
      await playbackDirectory.idle();
      await recordSystemEvent(database.db, 'stop', { version: SERVER_VERSION }).catch(
        (error: unknown) => app.log.error({ err: error }, 'could not record stop'),
      );
      await database.close();
    })());
  return { app, database, url, roles: running, liveTable, registry, recorder, ingest, stop };
}
