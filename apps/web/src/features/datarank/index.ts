// The data ranking (`/datarank`): the 30-day ranking of all devices, the user's own devices'
// ranks, and per airport the devices that best cover it.

export { dataRankRoutes } from './datarank.routes';
