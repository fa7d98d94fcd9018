import { defineModule } from '../modules/define-module';
import { registerLiveRoutes } from './live.routes';
import type { LiveTable } from './live.table';

/** `/data/aircraft.json` from the merged live picture, when this process holds one. */
export const liveModule = defineModule<{ liveTable?: LiveTable }>({
  name: 'live',
  role: 'http',
  routes: ({ liveTable }) =>
    liveTable
      ? [
          {
            prefix: '',
            register: (app) => registerLiveRoutes(app, { liveTable, now: () => Date.now() / 1000 }),
          },
        ]
      : [],
});
