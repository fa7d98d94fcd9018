import {
  envelopeSchema,
  langQuerySchema,
  siteConfigSchema,
  type SiteConfig,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { ok } from '../http/envelope';
import type { App } from '../http/types';

/** `GET /api/v2/index/config`: the public part of this server's configuration for the web. */
export function registerSiteRoutes(api: App, site: SiteConfig): void {
  api.get(
    API_V2_PATHS.siteConfig,
    {
      schema: {
        summary: 'Public client configuration: login rule for flight detail, online map sources',
        tags: ['system'],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(siteConfigSchema) },
      },
    },
    (request) => ok(request, site),
  );
}
