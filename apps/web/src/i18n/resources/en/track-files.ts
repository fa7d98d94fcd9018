// English text of the track-file panel of area playback (spec §7 track-file lookup). Keys must
// match zh/track-files.ts exactly.
export const trackFiles = {
  title: 'Track files',
  toggle: 'Track files of this view',
  hint: 'Recorded tracks that passed through the view during the window, newest first. A flight split by a long signal gap has one file per part.',
  loading: 'Looking for track files…',
  none: 'No recorded track passed through this view during the window.',
  failed: 'The track files could not be loaded.',
  loginRequired: 'Log in to view this information.',
  found_one: '{{count}} file',
  found_other: '{{count}} files',
  foundMore_one: 'More than {{count}} file',
  foundMore_other: 'More than {{count}} files',
  incomplete:
    'Only the most recent recorded flights were checked: narrow the view or the window to see them all.',
  list: 'Track files',
  points_one: '{{count}} point',
  points_other: '{{count}} points',
  icao: 'ICAO {{icao}}',
  registration: 'Registration {{anum}}',
  play: 'Play',
  playFile: 'Play {{file}}',
  download: 'Download {{file}}',
  page: 'Page {{page}}',
  previous: 'Previous page',
  next: 'Next page',
};
