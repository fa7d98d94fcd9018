import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

/** Spec §2 /activity/applycalendar (all; its title has no product suffix, see app/title.ts). */
export const activityRoutes: RouteObject[] = [
  {
    path: 'activity/applycalendar',
    handle: routeHandle('all', 'activityCalendar'),
    lazy: async () => ({
      Component: (await import('./ActivityCalendarPage')).ActivityCalendarPage,
    }),
  },
];
