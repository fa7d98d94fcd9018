import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { pino } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerRole } from '@skytrace/contracts';
import { registerAccounts, type AccountsOptions } from '../accounts/accounts.plugin';
import { DEFAULT_HTTP_LIMITS, type Config } from '../config';
import type { Database, Db } from '../db/db';
import type { FlightIdentityService } from '../flights/flight-identity.service';
import { registerDeviceRoutes } from '../devices/devices.routes';
import { registerPlaybackRoutes, type PlaybackRouteDeps } from '../playback/playback.routes';
import { registerTrackFileRoutes } from '../playback/track-files.routes';
import { registerFlightRoutes } from '../flights/flights.routes';
import { registerHealthRoutes } from '../health/health.routes';
import { registerVariflightRoutes } from '../ingest/variflight.routes';
import type { VariflightFeed } from '../ingest/variflight.service';
import { registerLiveRoutes } from '../live/live.routes';
import { registerRealtimeRoutes } from '../realtime/realtime.routes';
import type { LiveTable } from '../live/live.table';
import { registerAreaRoutes } from '../reference/area.routes';
import { registerRunwayRoutes } from '../reference/runway.routes';
import type { AirportIndex } from '../tracker/airport.index';
import type { TraceRecorder } from '../traces/trace.recorder';
import { registerTrackerRoutes } from '../tracker/tracker.routes';
import { registerSiteRoutes } from '../site/site.routes';
import { registerSystemRoutes } from '../system/system.routes';
import type { StatsSources } from '../system/system.service';
import { clientErrorHandler, frameworkErrors } from './client-errors';
import { httpServerOptions, limitConnections } from './connection-limits';
import { installDocs } from './docs';
import { installEdgeChecks } from './edge-checks';
import { installErrorHandler } from './error-handler';
import { loggerOptions } from './logging';
import { Refusals } from './refusals';
import { RequestLogController } from './request-logging';
import { installSecurity } from './security';
import type { App } from './types';
import { installWebApp } from './web-app';

/** What the HTTP role needs from the composition root. */
export interface AppDeps {
  config: Pick<Config, 'logLevel' | 'corsOrigins' | 'bodyLimitBytes' | 'trustProxy' | 'webDist'> &
    Partial<Pick<Config, 'flightDetailRequiresLogin' | 'mapSources' | 'http' | 'stats'>>;
  database: Database;
  roles: () => ServerRole[];
  version: string;
  /** The process logger; the app makes its own from `logLevel` when absent (tests). */
  logger?: FastifyBaseLogger;
  /** The merged live picture, when this process holds one. */
  liveTable?: LiveTable;
  /** The HTTP feeder input, when the ingest role runs here. */
  variflight?: VariflightFeed;
  /** The tracker's search and airport calls. */
  tracker?: {
    identity: FlightIdentityService;
    airports: AirportIndex;
    hiddenRegistrations: ReadonlySet<string>;
    paths?: { db: Db; recorder: TraceRecorder; requiresLogin: boolean };
  };
  /** Playback of recorded traces (flight, aircraft, multi, airport, area, history, exports). */
  playback?: PlaybackRouteDeps;
  /** Flight base info from the process's one identity service (observed ATD/ATA, status). */
  flights?: { identity: FlightIdentityService };
  /** Socket token secret, when this process runs the realtime role. */
  realtime?: { secret: Buffer };
  /** What `/api/v2/system/stats` reports, when this process runs the pipeline. */
  stats?: StatsSources;
  /** Where account files live (outbox, avatars, key) and how mail leaves; no accounts without. */
  accounts?: AccountsOptions;
}

/** Builds the Fastify app: envelope and errors, security, docs, API routes, the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const logger = deps.logger ?? pino(loggerOptions(deps.config.logLevel));
  const refusals = new Refusals(logger);
  const limits = deps.config.http ?? DEFAULT_HTTP_LIMITS;
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLogController(refusals),
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: deps.config.trustProxy,
    // Keep-alive sockets with no request in flight are closed at shutdown; busy ones finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    http: httpServerOptions(limits),
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    clientErrorHandler: clientErrorHandler(refusals),
    frameworkErrors,
  }).withTypeProvider() as unknown as App;
  limitConnections(app.server, limits, { perAddress: !deps.config.trustProxy, refusals });
  app.addHook('onClose', (_instance, done) => {
    refusals.flush();
    done();
  });
  // Answers finished during shutdown close their keep-alive socket, so close() need not wait
  // for the clients' keep-alive timeouts.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installEdgeChecks(app);
  await installSecurity(app, {
    corsOrigins: deps.config.corsOrigins,
    mapSources: deps.config.mapSources ?? {},
  });
  await app.register(formbody, { bodyLimit: deps.config.bodyLimitBytes });
  await installDocs(app, deps.version);

  await app.register(
    (api: App, _options, done) => {
      registerHealthRoutes(api, {
        database: deps.database,
        roles: deps.roles,
        version: deps.version,
      });
      if (deps.stats) {
        registerSystemRoutes(api, deps.stats, {
          access: deps.config.stats ?? { adminUserIds: [], internalsPublic: false },
          refusals,
        });
        registerDeviceRoutes(api, { db: deps.database.db, registry: deps.stats.registry });
      }
      registerSiteRoutes(api, {
        // Defaults of spec §6 and the offline map when a test builds the app without them.
        flightDetailRequiresLogin: deps.config.flightDetailRequiresLogin ?? true,
        mapSources: deps.config.mapSources ?? {},
      });
      registerAreaRoutes(api, deps.database);
      registerRunwayRoutes(api, deps.database);
      if (deps.flights) {
        registerFlightRoutes(api, {
          identity: deps.flights.identity,
          liveTable: deps.liveTable,
          requiresLogin: deps.config.flightDetailRequiresLogin ?? true,
        });
      }
      if (deps.tracker && deps.liveTable) {
        registerTrackerRoutes(api, { ...deps.tracker, liveTable: deps.liveTable });
      }
      if (deps.playback) registerPlaybackRoutes(api, deps.playback);
      done();
    },
    { prefix: '/api/v2' },
  );

  if (deps.accounts) await registerAccounts(app, deps.database, deps.accounts);
  const { liveTable, variflight } = deps;
  if (liveTable) registerLiveRoutes(app, { liveTable, now: () => Date.now() / 1000 });
  if (variflight) registerVariflightRoutes(app, variflight);
  if (deps.realtime) {
    registerRealtimeRoutes(app, { secret: deps.realtime.secret, now: () => Date.now() / 1000 });
  }
  // The realtime host's track-file calls (spec §7): recorded traces, so wherever playback is.
  if (deps.playback) registerTrackFileRoutes(app, deps.playback);

  await installWebApp(app, deps.config.webDist);
  return app;
}
