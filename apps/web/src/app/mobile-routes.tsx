import type { RouteObject } from 'react-router';
import type { RouteHandle } from './access';

// Spec §2 Mobile variants: /mobile has children mirroring the tracker and playback routes, named
// like the desktop routes with a Mobile suffix (the route ids below). The guard sends phones from
// a desktop path to its mirror here and desktops back (mobile-redirect.ts), as soon as the mirror
// exists in this table. Playback pages join as further children of `mobile`, e.g.
// `{ id: 'playbackMobile', path: 'playback/:dynamicId/:scheduledDeptime', … }`.

const trackerHandle: RouteHandle = { access: 'all', titleKey: 'home' };

/** The live radar's Mobile variants; like the desktop tracker, the children only carry the view. */
const trackerMobile: RouteObject = {
  handle: trackerHandle,
  lazy: async () => ({
    Component: (await import('../features/tracker/mobile/MobileTrackerPage')).MobileTrackerPage,
  }),
  children: [
    { id: 'trackerMobile', index: true, handle: trackerHandle, element: null },
    {
      id: 'trackerWithFnumMobile',
      path: 'tracker/:fnum2',
      handle: trackerHandle,
      element: null,
    },
    {
      id: 'trackerWithCenterMobile',
      path: 'tracker/:lnglat/:zoom',
      handle: trackerHandle,
      element: null,
    },
  ],
};

const playbackHandle: RouteHandle = { access: 'all', titleKey: 'playback' };
const flightPlaybackMobile = (variant: 'dynamic' | 'anum' | 'fnum' | 'supplement') => async () => {
  const { FlightPlaybackPage } = await import('../features/playback/FlightPlaybackPage');
  return { element: <FlightPlaybackPage variant={variant} mobile /> };
};

/** The playback pages' Mobile variants: the same pages with the touch layout. */
const playbackMobile: RouteObject[] = [
  {
    id: 'playbackMobile',
    path: 'playback/:dynamicId/:scheduledDeptime',
    handle: playbackHandle,
    lazy: flightPlaybackMobile('dynamic'),
  },
  {
    id: 'playbackByAnumMobile',
    path: 'playback/:anum/:fnum/:org/:dst/:scheduledDeptime',
    handle: playbackHandle,
    lazy: flightPlaybackMobile('anum'),
  },
  {
    id: 'flightPlaybackMobile',
    path: 'flight-playback/:fnum/:org/:dst/:scheduledDeptime',
    handle: playbackHandle,
    lazy: flightPlaybackMobile('fnum'),
  },
  {
    id: 'playbackSupplementMobile',
    path: 'playbacksup/:anum/:dynamicId/:startTime?/:endTime?',
    handle: { access: 'all', titleKey: 'aircraftPlayback' },
    lazy: flightPlaybackMobile('supplement'),
  },
];

/** The `/mobile` branch of the route table (routes.tsx). */
export const mobileRoutes: RouteObject = {
  path: 'mobile',
  handle: { access: 'all' } satisfies RouteHandle,
  children: [trackerMobile, ...playbackMobile],
};
