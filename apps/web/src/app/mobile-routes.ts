import type { RouteObject } from 'react-router';
import { playbackMobileRoutes } from '../features/playback';
import { trackerMobileRoutes } from '../features/tracker';
import type { RouteHandle } from '../session/access';

// Spec §2 Mobile variants: /mobile has children mirroring the tracker and playback routes, named
// like the desktop routes with a Mobile suffix (the route ids in each feature's routes). The
// guard sends phones from a desktop path to its mirror here and desktops back
// (mobile-redirect.ts), as soon as the mirror exists in this table.

/** The `/mobile` branch of the route table (routes.tsx). */
export const mobileRoutes: RouteObject = {
  path: 'mobile',
  handle: { access: 'all' } satisfies RouteHandle,
  children: [...trackerMobileRoutes, ...playbackMobileRoutes],
};
