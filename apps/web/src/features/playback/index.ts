// The playback feature as the app sees it: its routes (desktop and /mobile mirrors), and the
// links other features open it with (issue 15: the tracker's detail bar, airport popup and
// "Replay this area"). The track data page lives here too (track-data/): it shows a recorded
// flight with playback's own calls.

export { playbackMobileRoutes, playbackRoutes } from './playback.routes';
export {
  airportPlaybackPath,
  areaPlaybackPath,
  flightHistoryPath,
  liveFlightPath,
  replayPathOf,
  type MapView,
} from './entry-paths';
export { loadLivePlayback, playbackFailure, type PlaybackFailure } from './playback.api';
