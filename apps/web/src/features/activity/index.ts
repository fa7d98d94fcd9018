// The community's activity calendar (issue 20 item 4): events and kit-distribution rounds.
import type { NavItem } from '../../ui/nav';

export { activityRoutes } from './activity.routes';

/** In the top bar's community group. */
export const activityNav: NavItem = {
  to: '/activity/applycalendar',
  labelKey: 'nav.activities',
  end: false,
  group: 'community',
};
