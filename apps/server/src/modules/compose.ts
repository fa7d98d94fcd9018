// Composes an HTTP app from modules: the shared kernel (http/app.ts) with the routes of the
// modules given, in their order. server.ts passes its one table; a domain's test harness passes
// its own module and the few it needs.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildHttpApp, type HttpAppOptions } from '../http/app';
import { loggerOptions } from '../http/logging';
import { Refusals } from '../http/refusals';
import type { ServerModule } from './define-module';

/** What the kernel needs; the logger and refusal counter are made here when absent (tests). */
export interface ComposeOptions {
  config: HttpAppOptions['config'] & { logLevel: string };
  version: string;
  /** The process logger; the app makes its own from `logLevel` when absent (tests). */
  logger?: FastifyBaseLogger;
  refusals?: Refusals;
}

/** What every module's `needs` also carries once composed. */
export interface Composed {
  logger: FastifyBaseLogger;
  /** Refused requests and connections of this app (system statistics report them). */
  refusals: Refusals;
}

/** The services with the kernel's logger and refusal counter filled in. */
export function withKernel<S extends ComposeOptions>(services: S): S & Composed {
  const logger = services.logger ?? pino(loggerOptions(services.config.logLevel));
  return { ...services, logger, refusals: services.refusals ?? new Refusals(logger) };
}

/** Builds the app with the routes of `modules`, in table order. */
export async function composeApp<S extends ComposeOptions>(
  services: S,
  modules: readonly ServerModule<S & Composed>[],
): Promise<FastifyInstance> {
  const needs = withKernel(services);
  return buildHttpApp(
    needs,
    modules.flatMap((module) => module.routes(needs)),
  );
}
