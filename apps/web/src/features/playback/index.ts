// The playback feature as the app sees it: its routes (desktop and /mobile mirrors). The track
// data page lives here too (track-data/): it shows a recorded flight with playback's own calls.

export { playbackMobileRoutes, playbackRoutes } from './playback.routes';
