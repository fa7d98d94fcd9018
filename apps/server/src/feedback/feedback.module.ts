import rateLimit from '@fastify/rate-limit';
import { ADSB_ROOT, API_V2_ROOT, FEEDBACK_PERMISSION } from '@skytrace/contracts';
import type { Database } from '../db/db';
import { defineModule } from '../modules/define-module';
import { storageFor } from '../storage/storage.module';
import { registerFeedbackAdminRoutes, registerFeedbackRoutes } from './feedback.routes';
import { FeedbackService } from './feedback.service';

/**
 * Feedback (issue 20 item 2): signed-in users send text with an optional screenshot and
 * contact; the back office filters, sets a status and replies; the author reads the reply on
 * their account page. Screenshots go through the storage domain (upload kind `feedback`).
 */
export const feedbackModule = defineModule<{
  database: Database;
  config: { dataDir?: string };
}>({
  name: 'feedback',
  role: 'http',
  routes: ({ database, config }) => {
    if (!config.dataDir) return [];
    const service = new FeedbackService(database.db, storageFor(database, config.dataDir));
    return [
      {
        prefix: API_V2_ROOT,
        register: async (api) => {
          await api.register(rateLimit, { global: false });
          registerFeedbackRoutes(api, service);
        },
      },
      { prefix: ADSB_ROOT, register: (app) => registerFeedbackAdminRoutes(app, service) },
    ];
  },
  permissions: [{ name: FEEDBACK_PERMISSION, label: 'bmsPermission.feedback' }],
  menu: [
    { key: 'community', label: 'bmsMenu.community', icon: 'team', order: 58 },
    {
      key: 'community.feedback',
      parent: 'community',
      label: 'bmsMenu.feedback',
      route: '/bms/community/feedback',
      permission: FEEDBACK_PERMISSION,
      icon: 'mail',
      order: 10,
    },
  ],
});
