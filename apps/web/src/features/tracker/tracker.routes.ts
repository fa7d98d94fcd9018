import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

const handle = routeHandle('all', 'home');

/**
 * Spec §2: home is the live radar; its children only put the view state in the URL
 * (trackerWithFnum, its flight instance tracker/{fnum2}/{dynamicId}/{scheduledDeptime}, and
 * trackerWithCenter), so the map stays mounted while they change.
 */
export const trackerRoutes: RouteObject[] = [
  {
    handle,
    lazy: async () => ({ Component: (await import('./TrackerPage')).TrackerPage }),
    children: [
      { index: true, handle, element: null },
      { path: 'tracker/:fnum2', handle, element: null },
      { path: 'tracker/:fnum2/:dynamicId/:scheduledDeptime', handle, element: null },
      { path: 'tracker/:lnglat/:zoom', handle, element: null },
    ],
  },
];

/** The live radar's Mobile variants; like the desktop tracker, the children only carry the view. */
export const trackerMobileRoutes: RouteObject[] = [
  {
    handle,
    lazy: async () => ({
      Component: (await import('./mobile/MobileTrackerPage')).MobileTrackerPage,
    }),
    children: [
      { id: 'trackerMobile', index: true, handle, element: null },
      { id: 'trackerWithFnumMobile', path: 'tracker/:fnum2', handle, element: null },
      {
        id: 'trackerWithInstanceMobile',
        path: 'tracker/:fnum2/:dynamicId/:scheduledDeptime',
        handle,
        element: null,
      },
      { id: 'trackerWithCenterMobile', path: 'tracker/:lnglat/:zoom', handle, element: null },
    ],
  },
];
