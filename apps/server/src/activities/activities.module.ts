import { ACTIVITY_PERMISSION, ADSB_ROOT, API_V2_ROOT } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { registerActivityAdminRoutes, registerActivityRoutes } from './activities.routes';

/**
 * The community's activity calendar (issue 20 item 4, spec `/activity/applycalendar`): events
 * and kit-distribution rounds, edited in the back office, read by everybody.
 */
export const activitiesModule = defineModule<{ database: Database }>({
  name: 'activities',
  role: 'http',
  routes: ({ database }) => [
    { prefix: API_V2_ROOT, register: (api) => registerActivityRoutes(api, database.db) },
    { prefix: ADSB_ROOT, register: (app) => registerActivityAdminRoutes(app, database.db) },
  ],
  permissions: [{ name: ACTIVITY_PERMISSION, label: 'bmsPermission.activity' }],
  // The community submenu is declared by the feedback module too (the first one seeded wins).
  menu: [
    { key: 'community', label: 'bmsMenu.community', icon: 'team', order: 58 },
    {
      key: 'community.activities',
      parent: 'community',
      label: 'bmsMenu.activities',
      route: '/bms/community/activities',
      permission: ACTIVITY_PERMISSION,
      icon: 'clock',
      order: 20,
    },
  ],
});
