import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { registerAreaRoutes } from './area.routes';
import { registerRunwayRoutes } from './runway.routes';

/** Areas and airport runways from the reference data. */
export const referenceModule = defineModule<{ database: Database }>({
  name: 'reference',
  role: 'http',
  routes: ({ database }) => [
    {
      prefix: '/api/v2',
      register: (api) => {
        registerAreaRoutes(api, database);
        registerRunwayRoutes(api, database);
      },
    },
  ],
});
