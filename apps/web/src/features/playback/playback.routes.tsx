import type { RouteObject } from 'react-router';
import { routeHandle } from '../../session/access';

// Playback pages (spec §2; web half of issue 8). Flight playback is open to all, but its data
// follows the login rule of spec §6 inside the page; the others are login routes.

type FlightVariant = 'dynamic' | 'anum' | 'fnum' | 'supplement';

const flightPlayback = (variant: FlightVariant, mobile: boolean) => async () => {
  const { FlightPlaybackPage } = await import('./FlightPlaybackPage');
  return { element: <FlightPlaybackPage variant={variant} mobile={mobile} /> };
};

const multiPlayback = async () => ({
  Component: (await import('./MultiPlaybackPage')).MultiPlaybackPage,
});
const airportPlayback = async () => ({
  Component: (await import('./AirportPlaybackPage')).AirportPlaybackPage,
});
const areaPlayback = async () => ({
  Component: (await import('./AreaPlaybackPage')).AreaPlaybackPage,
});

export const playbackRoutes: RouteObject[] = [
  {
    id: 'playback',
    path: 'playback/:dynamicId/:scheduledDeptime',
    handle: routeHandle('all', 'playback'),
    lazy: flightPlayback('dynamic', false),
  },
  {
    id: 'playbackByAnum',
    path: 'playback/:anum/:fnum/:org/:dst/:scheduledDeptime',
    handle: routeHandle('all', 'playback'),
    lazy: flightPlayback('anum', false),
  },
  {
    path: 'flight-playback/:fnum/:org/:dst/:scheduledDeptime',
    handle: routeHandle('all', 'playback'),
    lazy: flightPlayback('fnum', false),
  },
  {
    id: 'playbackSupplement',
    path: 'playbacksup/:anum/:dynamicId/:startTime?/:endTime?',
    handle: routeHandle('all', 'aircraftPlayback'),
    lazy: flightPlayback('supplement', false),
  },
  {
    path: 'multi-playback/:startTime?/:endTime?',
    handle: routeHandle('login', 'multiPlayback'),
    lazy: multiPlayback,
  },
  ...['airport-paly', 'airport-back', 'airport-tracker', 'airport-tracker2'].map((path) => ({
    path,
    handle: routeHandle('login', 'airportPlayback'),
    lazy: airportPlayback,
  })),
  ...['regional_back', 'day-tracker', 'day-tracker2', 'day-tracker3', 'day-path'].map((path) => ({
    path,
    handle: routeHandle('login', 'areaPlayback'),
    lazy: areaPlayback,
  })),
  {
    path: 'track-data/:flight?/:date?',
    handle: routeHandle('all', 'trackData'),
    lazy: async () => ({
      Component: (await import('./track-data/TrackDataPage')).TrackDataPage,
    }),
  },
];

/** The playback pages' Mobile variants: the same pages with the touch layout. */
export const playbackMobileRoutes: RouteObject[] = [
  {
    id: 'playbackMobile',
    path: 'playback/:dynamicId/:scheduledDeptime',
    handle: routeHandle('all', 'playback'),
    lazy: flightPlayback('dynamic', true),
  },
  {
    id: 'playbackByAnumMobile',
    path: 'playback/:anum/:fnum/:org/:dst/:scheduledDeptime',
    handle: routeHandle('all', 'playback'),
    lazy: flightPlayback('anum', true),
  },
  {
    id: 'flightPlaybackMobile',
    path: 'flight-playback/:fnum/:org/:dst/:scheduledDeptime',
    handle: routeHandle('all', 'playback'),
    lazy: flightPlayback('fnum', true),
  },
  {
    id: 'playbackSupplementMobile',
    path: 'playbacksup/:anum/:dynamicId/:startTime?/:endTime?',
    handle: routeHandle('all', 'aircraftPlayback'),
    lazy: flightPlayback('supplement', true),
  },
];
