import { API_V2_ROOT } from '@skytrace/contracts';
import type { Config } from '../config';
import { defineModule } from '../modules/define-module';
import { registerSystemRoutes } from './system.routes';
import type { RefusalTotals, StatsSources } from './system.service';

/** `/api/v2/system/stats`, when this process runs the pipeline. */
export const systemModule = defineModule<{
  stats?: StatsSources;
  config: { stats?: Config['stats'] };
  refusals: RefusalTotals;
}>({
  name: 'system',
  role: 'http',
  routes: ({ stats, config, refusals }) =>
    stats
      ? [
          {
            prefix: API_V2_ROOT,
            register: (api) =>
              registerSystemRoutes(api, stats, {
                access: config.stats ?? { adminUserIds: [], internalsPublic: false },
                refusals,
              }),
          },
        ]
      : [],
});
