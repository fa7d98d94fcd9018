import { API_V2_ROOT } from '@skytrace/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance routes are registered on: zod schemas type requests and replies. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The prefix of the versioned API; the kernel registers its routes before the root paths. */
export const API_PREFIX = API_V2_ROOT;

/**
 * Routes a module contributes: registered as one Fastify plugin under `prefix` ('' for the root
 * paths of spec §7), so hooks a module adds stay in its scope. `global` runs the plugin in the
 * root scope instead: the accounts module's session hook must reach every module's routes.
 */
export interface RoutePlugin {
  prefix: string;
  global?: boolean;
  register(app: App): void | Promise<void>;
}
