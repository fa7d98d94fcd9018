import type { FastifyBaseLogger } from 'fastify';
import { defineModule } from '../modules/define-module';
import { BaseMapArchive } from './basemap.archive';
import { registerBaseMapRoutes } from './basemap.routes';

/**
 * The offline base map's vector tiles (`/data/basemap/…`), from the archive the server's build
 * wrote to BASEMAP_DIR. Without one (a server started from source before a build) the route
 * answers 404 and the web shows the plain ocean; the start goes on.
 */
export const basemapModule = defineModule<{
  config: { baseMapDir?: string };
  logger: FastifyBaseLogger;
}>({
  name: 'basemap',
  role: 'http',
  routes: ({ config, logger }) => {
    const dir = config.baseMapDir;
    if (dir === undefined) return [];
    let archive: BaseMapArchive | null = null;
    const opening = BaseMapArchive.open(dir).then(
      (opened) => {
        archive = opened;
        if (opened === null) logger.warn({ dir }, 'base map not built: run `npm run build`');
      },
      (error: unknown) => logger.error({ err: error, dir }, 'base map archive unreadable'),
    );
    return [
      {
        prefix: '',
        register: async (app) => {
          await opening;
          registerBaseMapRoutes(app, { archive: () => archive });
          app.addHook('onClose', async () => archive?.close());
        },
      },
    ];
  },
});
