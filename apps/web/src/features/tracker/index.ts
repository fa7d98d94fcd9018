import { onSignOut } from '../../session/sign-out';
import type { NavItem } from '../../ui/nav';
import { resetTrackerAfterSignOut } from './sign-out';

// The tracker feature as the app sees it: its routes, its nav entry and its part in signing out.
// The radar's bootstrap (radar/radar.boot.ts) is not exported here: the entry imports it
// directly, so nothing of React or i18next rides along before the first aircraft.

export { trackerMobileRoutes, trackerRoutes } from './tracker.routes';

/** Home is the live radar: current on `/`, its flight and view URLs, and their /mobile mirror. */
export const trackerNav: NavItem = {
  to: '/',
  labelKey: 'nav.home',
  end: true,
  activeOn: ['/tracker/*', '/mobile', '/mobile/tracker/*'],
};

// Spec §4 logout: the next person at this browser starts from the plain live map.
onSignOut(resetTrackerAfterSignOut);
