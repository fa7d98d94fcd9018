import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from 'socket.io';
import { pino } from 'pino';
import { SERVER_ROLES, type ServerRole } from '@skytrace/contracts';
import { accountsModule } from './accounts/accounts.module';
import { airportsModule } from './airports/airports.module';
import { adminModule } from './admin/admin.module';
import { ensureFirstAdministrator } from './admin/first-admin';
import { seedBackOffice } from './admin/seed';
import { basemapModule } from './basemap/basemap.module';
import { ClusterLink } from './cluster/cluster.link';
import { ClusterPicture } from './cluster/cluster.picture';
import { clusterModule, type ClusterPart } from './cluster/cluster.module';
import type { AccountsOptions } from './accounts/accounts.plugin';
import type { Config } from './config';
import { openDatabase, type Database } from './db/db';
import { migrateDatabase } from './db/migrate';
import { devicesModule } from './devices/devices.module';
import { myDevicesModule } from './devices/my-devices.module';
import { deviceAdminModule } from './device-admin/device-admin.module';
import { ExportProgress } from './exports/export.progress';
import { exportsModule } from './exports/exports.module';
import { DeviceRegistry } from './devices/device.registry';
import { flightsModule } from './flights/flights.module';
import type { AircraftPhotoLookup } from './flights/flight-base';
import { FlightEventsService } from './flights/flight-events.service';
import { FlightIdentityService } from './flights/flight-identity.service';
import { healthModule } from './health/health.module';
import { LISTEN_BACKLOG } from './http/connection-limits';
import { loggerOptions } from './http/logging';
import { Refusals } from './http/refusals';
import { ingestModule, type FeederInputs } from './ingest/ingest.module';
import { jobsModule } from './jobs/jobs.module';
import { JobScheduler } from './jobs/scheduler';
import type { IngestRole } from './ingest/ingest.role';
import { VariflightFeed } from './ingest/variflight.service';
import { liveModule } from './live/live.module';
import { messagesModule } from './messages/messages.module';
import { metricsModule } from './metrics/metrics.module';
import { LiveTable, type LiveTableListener } from './live/live.table';
import { LivePublications } from './live/live.publications';
import { composeApp, withKernel, type ComposeOptions, type Composed } from './modules/compose';
import type { ServerModule, StartedModule } from './modules/define-module';
import { ProcessState } from './modules/process-state';
import { HistoryService } from './playback/history.service';
import { PlaybackDirectory } from './playback/playback.directory';
import { playbackModule } from './playback/playback.module';
import type { PlaybackRouteDeps } from './playback/playback.routes';
import { PlaybackService } from './playback/playback.service';
import { rankingModule } from './ranking/ranking.module';
import { receiverCountries } from './ranking/receiver-countries';
import { realtimeModule, type RealtimeSockets } from './realtime/realtime.module';
import { loadRealtimeSecret } from './realtime/realtime.token';
import { referenceModule } from './reference/reference.module';
import { ensureReferenceData } from './reference/reference.load';
import { simModule, type Simulation } from './sim/sim.module';
import { siteModule } from './site/site.module';
import { systemModule } from './system/system.module';
import { recordSystemEvent } from './system/system.repo';
import type { StatsSources } from './system/system.service';
import { traceListener } from './traces/trace.listener';
import { TraceJournal } from './traces/trace.journal';
import { TraceRecorder } from './traces/trace.recorder';
import { recoverTraces } from './traces/trace.replay';
import { tracesModule } from './traces/traces.module';
import { AirportIndex } from './tracker/airport.index';
import { trackerModule } from './tracker/tracker.module';
import type { TrackerRouteDeps } from './tracker/tracker.routes';
import { userStatisticsModule } from './user-statistics/user-statistics.module';
import { SERVER_VERSION } from './version';
import type { WechatSettings } from './wechat/wechat.client';
import { wechatModule } from './wechat/wechat.module';
import { wechatWebModule } from './wechat-web/wechat-web.module';
import { storageModule } from './storage/storage.module';
import { contractsModule } from './contracts/contracts.module';
import { applicationsModule } from './applications/applications.module';
import { galleryModule } from './gallery/gallery.module';
import { GallerySocial } from './gallery/gallery.social';
import { weatherModule } from './weather/weather.module';
import { airroutesModule } from './airroutes/airroutes.module';
import { AirportFinder } from './events/airport.finder';
import { eventsModule } from './events/events.module';
import { EventsService } from './events/events.service';
import { buildAirportRows } from './reference/reference.sources';
import { RedisAlertBudget } from './follow/alert-budget.redis';
import type { AlertBudget } from './follow/alert.budget';
import { followModule } from './follow/follow.module';
import { UserSockets } from './realtime/user-sockets';
import { chatModule } from './chat/chat.module';
import { feedbackModule } from './feedback/feedback.module';
import { activitiesModule } from './activities/activities.module';
import { idCardModule } from './id-card/id-card.module';

/** The shared services of one process, as the modules' `needs` read them. */
export interface ModuleServices extends ComposeOptions {
  config: ComposeOptions['config'] & Partial<Config>;
  database: Database;
  roles: () => ServerRole[];
  /** The merged live picture, when this process holds one. */
  liveTable?: LiveTable;
  registry?: DeviceRegistry;
  recorder?: TraceRecorder;
  /** The HTTP feeder input, when the ingest role runs here. */
  variflight?: VariflightFeed;
  feederInputs?: FeederInputs;
  /** The tracker's search and airport calls. */
  tracker?: Omit<TrackerRouteDeps, 'liveTable'>;
  /** Playback of recorded traces (flight, aircraft, multi, airport, area, history, exports). */
  playback?: PlaybackRouteDeps;
  /** Flight base info from the process's one identity service (observed ATD/ATA, status). */
  flights?: {
    identity: FlightIdentityService;
    aircraftPhoto?: AircraftPhotoLookup;
    events?: FlightEventsService;
  };
  /** Signed-in users' sockets, for notices in the page (follow). */
  userSockets?: UserSockets;
  /** With REDIS_URL: this process's part in the cluster (cluster/cluster.module.ts). */
  cluster?: ClusterPart;
  /** With REDIS_URL: the Socket.IO Redis adapter of the realtime socket. */
  socketAdapter?: () => ServerOptions['adapter'];
  /** With REDIS_URL and without ingest: the replica's publications the realtime tick follows. */
  livePublications?: LivePublications;
  /** With REDIS_URL: how far this process's live picture lags the publisher's, seconds. */
  redisLagSeconds?: () => number;
  /**
   * `ingested` where the feeders arrive (the live watch runs there), `shared` in a cluster's
   * ingest process (watched and recorded while it holds the recorder lease), `replicated` in a
   * cluster process that takes its live table from Redis (nothing is watched or recorded twice).
   */
  livePicture?: 'ingested' | 'shared' | 'replicated';
  /** In a cluster's ingest process: true while it holds the recorder lease (metrics). */
  holdsRecorderLease?: () => boolean;
  /** In a cluster's ingest process: what its live watch scans, and when (follow.module.ts). */
  clusterWatch?: {
    table: LiveTable;
    active: () => boolean;
    claimOnce: (key: string, ttlSeconds: number) => Promise<boolean>;
    alertBudget: AlertBudget;
  };
  /** Socket token secret, when this process runs the realtime role. */
  realtime?: { secret: Buffer };
  /** The started socket server and simulator, for the metrics. */
  realtimeSockets?: RealtimeSockets;
  simulation?: Simulation;
  /** Where the process is in its life and what its modules report (readiness probe). */
  processState?: ProcessState;
  /** What `/api/v2/system/stats` reports, when this process runs the pipeline. */
  stats?: StatsSources;
  /** Where account files live (outbox, avatars, key) and how mail leaves; no accounts without. */
  accounts?: AccountsOptions;
  traceRetentionDays?: number;
  /** The scheduled jobs of this process (the jobs module starts it with every module's jobs). */
  jobScheduler?: JobScheduler;
  /** Progress of the back office's running exports. */
  exportProgress?: ExportProgress;
  /** The WeChat official account, when configured. */
  wechat?: WechatSettings;
  /**
   * Detected flight events (issue 19): `events.subscribe(listener)` for every new event,
   * `events.query({...})` by airport, kinds, window or region.
   */
  events?: EventsService;
  now?: () => number;
}

/**
 * Every module of the server, in the order their routes are registered and they start (they
 * stop in reverse). A new domain is one folder with its `*.module.ts` and one line here.
 */
export const MODULES: readonly ServerModule<ModuleServices & Composed>[] = [
  healthModule,
  systemModule,
  // Prometheus metrics of this process (issue 22 part 4).
  metricsModule,
  devicesModule,
  siteModule,
  referenceModule,
  flightsModule,
  trackerModule,
  basemapModule,
  accountsModule,
  adminModule,
  liveModule,
  // Before the inputs: the recorder lease is claimed before a feeder is heard.
  clusterModule,
  tracesModule,
  ingestModule,
  weatherModule,
  realtimeModule,
  playbackModule,
  simModule,
  exportsModule,
  messagesModule,
  userStatisticsModule,
  wechatModule,
  myDevicesModule,
  deviceAdminModule,
  storageModule,
  contractsModule,
  applicationsModule,
  rankingModule,
  galleryModule,
  airroutesModule,
  eventsModule,
  airportsModule,
  followModule,
  chatModule,
  feedbackModule,
  activitiesModule,
  idCardModule,
  // WeChat sign-in, binding and the /poa pages' calls (issue 20 item 3, h20wx).
  wechatWebModule,
  // Last: its scheduler starts once every other module runs, and stops first.
  jobsModule,
];

/** The HTTP app of every module whose services are given (tests build it with a few). */
export function buildApp(services: ModuleServices): Promise<FastifyInstance> {
  return composeApp(services, MODULES);
}

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
  /** Signed-in users' sockets (notices to them reach every process of a cluster). */
  userSockets: UserSockets;
  /** With REDIS_URL: the live stream's publisher or replica of this process. */
  cluster: ClusterPart | undefined;
  /**
   * Stops the inputs, then answering, writes every recorded point, records the stop, closes the
   * database. Trace batches not started by `traceDeadline` (ms since epoch) stay in the journal.
   */
  stop(options?: { traceDeadline?: number }): Promise<void>;
}

/** The listener, called only while `open()` says so. */
function gated(listener: LiveTableListener, open: () => boolean): LiveTableListener {
  return {
    onPosition(aircraft) {
      if (open()) listener.onPosition?.(aircraft);
    },
  };
}

/** Opens and migrates the database; closes it again when migrating fails. */
async function openMigrated(config: Config): Promise<Database> {
  await fs.mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database, config.migrationsDir);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Composition root of one process: config → database (migrated) → shared services → the
 * modules of MODULES whose role runs here (`ROLES`; `http` always).
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openMigrated(config);
  const running: ServerRole[] = ['http'];
  const processState = new ProcessState(config.roles);
  const liveTable = new LiveTable();
  const logger = pino(loggerOptions(config.logLevel));
  try {
    await ensureReferenceData(database, logger);
    // The back office's menus from every module (whatever runs here), then the first admin.
    await seedBackOffice(database.db, MODULES, logger);
    await ensureFirstAdministrator(database.db, config.firstAdmin, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Flight identity in memory for the live layers; refreshed as schedules and fleets change.
  const identity = new FlightIdentityService(database.db);
  await identity.refresh();
  const airports = new AirportIndex();
  await airports.load(database.db);
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
  const wants = (role: ServerRole) => role === 'http' || config.roles.includes(role);
  // Several processes share one live picture through Redis (config.ts refuses a process without
  // ingest and without REDIS_URL). Only the ingest process holding the recorder lease records
  // positions and detects flight events (cluster/cluster.recorder.ts), so each happens once.
  const cluster: ClusterPart | undefined = config.redisUrl
    ? {
        link: new ClusterLink({ url: config.redisUrl, prefix: config.redisPrefix }, logger),
        ingest: wants('ingest'),
        realtime: wants('realtime'),
        picture: wants('ingest') ? new ClusterPicture() : undefined,
        publications: wants('ingest') ? undefined : new LivePublications(),
      }
    : undefined;
  if (cluster && !config.databaseUrl) {
    logger.warn(
      'REDIS_URL without DATABASE_URL: this process keeps accounts, traces and jobs in its own database; a cluster shares one PostgreSQL',
    );
  }
  // Only a process that records positions journals them; another process sharing DATA_DIR with
  // a PostgreSQL database must not replay the recording process's journal.
  const journal =
    wants('ingest') && config.traceJournal ? new TraceJournal(config.traceJournalDir) : undefined;
  const recorder = new TraceRecorder(database.db, {
    logger,
    flushIntervalMs: config.traceFlushMs,
    events: flightEvents,
    journal,
  });
  // The points a crash left in the journal are written before any new position arrives.
  if (journal) await recoverTraces(recorder, database.db, journal.dir, logger);
  // Go-arounds, holds, diversions, returns and emergencies found in the merged positions.
  const events = new EventsService(database.db, {
    airports: new AirportFinder(buildAirportRows()),
    identity,
    logger,
  });
  if (wants('ingest')) {
    const listeners = [
      traceListener(recorder),
      ...(config.eventDetection ? [events.listener] : []),
    ];
    // In a cluster, only while this process holds the recorder lease.
    const gate = cluster ? () => cluster.recorder?.recording === true : undefined;
    if (cluster) cluster.recording = { recorder, listeners, db: database.db };
    for (const listener of listeners) liveTable.listen(gate ? gated(listener, gate) : listener);
  }
  // Read the reference lookups now, in the background, so the first playback call does not
  // wait a third of a second for them (bench:playback-web's first run).
  const playbackDirectory = new PlaybackDirectory(database.db, identity);
  // Flight base info carries the gallery's best photo of the airframe (spec §3 aircraftImage).
  const gallerySocial = new GallerySocial(database.db);
  const aircraftPhoto = (registration: string, aircraftType: string) =>
    gallerySocial.aircraftPhoto(registration, aircraftType);
  playbackDirectory
    .ready()
    .catch((error: unknown) => logger.warn({ err: error }, 'playback directory warm-up failed'));
  const playback = new PlaybackService({ db: database.db, directory: playbackDirectory, recorder });
  const now = () => Date.now() / 1000;
  const feederInputs: FeederInputs = {};
  const secret = wants('realtime') ? loadRealtimeSecret(config.dataDir) : undefined;
  const requiresLogin = config.flightDetailRequiresLogin;
  const userSockets = new UserSockets(database.db);
  const services = withKernel<ModuleServices>({
    config,
    database,
    roles: () => running,
    version: SERVER_VERSION,
    logger,
    refusals: new Refusals(logger),
    liveTable,
    registry,
    recorder,
    variflight: wants('ingest')
      ? new VariflightFeed({ liveTable, registry, now, settings: config.feeds })
      : undefined,
    feederInputs,
    stats: { liveTable, registry, recorder, ingest: () => feederInputs.role },
    accounts: { dataDir: config.dataDir, smtpUrl: config.smtpUrl, authDataKey: config.authDataKey },
    realtime: secret ? { secret } : undefined,
    realtimeSockets: {},
    simulation: {},
    processState,
    flights: { identity, aircraftPhoto, events: flightEvents },
    userSockets,
    cluster,
    socketAdapter: cluster ? () => cluster.link.socketAdapter() : undefined,
    livePublications: cluster?.publications,
    // A replica's delay behind the publisher at its last batch; the publisher is the source (0).
    redisLagSeconds: cluster
      ? () => (cluster.replica ? cluster.replica.stats.lastDelayMs / 1000 : 0)
      : undefined,
    livePicture: !wants('ingest') ? 'replicated' : cluster ? 'shared' : 'ingested',
    holdsRecorderLease:
      cluster && wants('ingest') ? () => cluster.recorder?.holds === true : undefined,
    clusterWatch: cluster?.picture
      ? {
          table: cluster.picture.table,
          active: () => cluster.recorder?.recording === true,
          claimOnce: (key, ttlSeconds) => cluster.link.claimOnce(key, ttlSeconds),
          alertBudget: new RedisAlertBudget(cluster.link, logger),
        }
      : undefined,
    playback: {
      playback,
      history: new HistoryService(playback, { db: database.db }),
      db: database.db,
      requiresLogin,
    },
    tracker: {
      identity,
      airports,
      hiddenRegistrations: new Set(config.hiddenRegistrations),
      aircraftPhoto,
      paths: { db: database.db, recorder, requiresLogin },
      hotReason: (icao, at) => events.reasonOf(icao, at),
      receiversByCountry: receiverCountries(database.db, registry),
    },
    events,
    traceRetentionDays: config.traceRetentionDays,
    jobScheduler: new JobScheduler(database.db, { logger }),
    exportProgress: new ExportProgress(),
    wechat: config.wechat,
    now,
  });
  const modules = MODULES.filter((module) => wants(module.role));
  const app = await composeApp(services, modules);
  const host = {
    httpServer: app.server,
    socketCalls: modules.flatMap((module) => module.socketCalls(services)),
    jobs: modules.flatMap((module) => module.jobs(services)),
    logger: app.log,
  };
  const started: StartedModule[] = [];
  const start = async (afterListen: boolean) => {
    for (const module of modules) {
      if (!module.start || module.startsAfterListen !== afterListen) continue;
      const handle = await module.start(services, host);
      if (!handle) continue;
      started.push(handle);
      processState.add(module.name, module.role, handle);
      if (running.includes(module.role)) continue;
      running.push(module.role);
      // Reported in the order of SERVER_ROLES, whatever order the modules start in.
      running.sort((a, b) => SERVER_ROLES.indexOf(a) - SERVER_ROLES.indexOf(b));
    }
  };
  const stopModules = async () => {
    for (const handle of started.splice(0).reverse()) await handle.stop();
  };
  try {
    await start(false);
  } catch (error) {
    await stopModules();
    await app.close();
    await database.close();
    throw error;
  }
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  await start(true);
  processState.phase = 'running';
  const unavailable = config.roles.filter((role) => !running.includes(role));
  if (unavailable.length > 0) {
    app.log.info({ roles: unavailable }, 'roles requested but not part of this build yet');
  }
  await recordSystemEvent(database.db, 'start', {
    version: SERVER_VERSION,
    roles: running,
    driver: database.driver,
  });

  let stopping: Promise<void> | undefined;
  const stop = (options: { traceDeadline?: number } = {}) =>
    (stopping ??= (async () => {
      // Not ready from now on: a load balancer stops sending new requests first.
      processState.phase = 'stopping';
      // Journal every aircraft's latest point first: whatever stops this sequence now (a
      // blocked database, the shutdown deadline's kill) loses no track.
      recorder.checkpoint();
      // Inputs first (the simulator, the feeders), so the load ends and nothing is recorded
      // after the final flush.
      await stopModules();
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
  return {
    app,
    database,
    url,
    roles: running,
    liveTable,
    registry,
    recorder,
    ingest: feederInputs.role,
    userSockets,
    cluster,
    stop,
  };
}
