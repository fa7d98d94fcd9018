import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_HTTP_LIMITS, type Config } from '../config';
import { clientErrorHandler, frameworkErrors } from './client-errors';
import { httpServerOptions, limitConnections } from './connection-limits';
import { installDocs } from './docs';
import { installEdgeChecks } from './edge-checks';
import { installErrorHandler } from './error-handler';
import type { Refusals } from './refusals';
import { RequestLogController } from './request-logging';
import { installRequestIdHeader, requestId } from './request-id';
import { installSecurity } from './security';
import { API_PREFIX, type App, type RoutePlugin } from './types';
import { installWebApp } from './web-app';

/** What every route shares, from the composition root. */
export interface HttpAppOptions {
  config: Pick<Config, 'corsOrigins' | 'bodyLimitBytes' | 'trustProxy' | 'webDist'> &
    Partial<Pick<Config, 'mapSources' | 'http'>>;
  version: string;
  logger: FastifyBaseLogger;
  refusals: Refusals;
}

/**
 * Builds the Fastify app: envelope and errors, security, docs, then the modules' routes, then
 * the web app. It knows no domain: server.ts hands it the routes.
 */
export async function buildHttpApp(
  deps: HttpAppOptions,
  routes: readonly RoutePlugin[],
): Promise<FastifyInstance> {
  const { logger, refusals } = deps;
  const limits = deps.config.http ?? DEFAULT_HTTP_LIMITS;
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLogController(refusals),
    // Our own reading of X-Request-Id (validated) instead of Fastify's `requestIdHeader`.
    requestIdHeader: false,
    genReqId: requestId,
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
  installRequestIdHeader(app);
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

  // The versioned API first, then the root paths of spec §7, each in the order given: the
  // OpenAPI document lists them so.
  const api = routes.filter((route) => route.prefix === API_PREFIX && !route.global);
  for (const route of [...api, ...routes.filter((route) => !api.includes(route))]) {
    if (route.global) await route.register(app);
    else await app.register(async (scope: App) => route.register(scope), { prefix: route.prefix });
  }

  await installWebApp(app, deps.config.webDist);
  return app;
}
