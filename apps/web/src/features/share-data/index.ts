// Share data (spec §2 /share-data): a feeder UUID of the user's own with copy-paste set-up for
// readsb, dump1090-fa, SBS and HTTP feeders, and the receiver build guide.

export { shareDataRoutes } from './share-data.routes';
