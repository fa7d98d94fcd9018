import { API_V2_ROOT } from '@skytrace/contracts';
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
      prefix: API_V2_ROOT,
      register: (api) => {
        registerAreaRoutes(api, database);
        registerRunwayRoutes(api, database);
      },
    },
  ],
});
