// The live event feed (issue 19): other features show it through this door.
export { EventFeed } from './EventFeed';
export { EventKindIcon } from './EventKindIcon';
export { eventPlaybackPath, type FeedEvent, type Region } from './events.api';
