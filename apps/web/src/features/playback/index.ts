// The playback feature as the app sees it: its routes (desktop and /mobile mirrors), and the
// links other features open it with (issue 15: the tracker's detail bar, airport popup and
// "Replay this area"). The track data page lives here too (track-data/): it shows a recorded
// flight with playback's own calls.

import type { NavItem } from '../../ui/nav';

export { playbackMobileRoutes, playbackRoutes } from './playback.routes';

/** The playback area in the site map (issue 15): flight history first, then the replays. */
export const playbackNav: readonly NavItem[] = [
  { to: '/track-data', labelKey: 'nav.flightHistory', end: false, group: 'playback' },
  { to: '/multi-playback', labelKey: 'nav.multiPlayback', end: false, group: 'playback' },
  { to: '/airport-paly', labelKey: 'nav.airportPlayback', end: false, group: 'playback' },
  { to: '/regional_back', labelKey: 'nav.areaPlayback', end: false, group: 'playback' },
];
export {
  airportPlaybackPath,
  areaPlaybackPath,
  flightHistoryPath,
  liveFlightPath,
  replayPathOf,
  type MapView,
} from './entry-paths';
export { loadLivePlayback, playbackFailure, type PlaybackFailure } from './playback.api';
