// The photo gallery (issue 18): upload, the author's own photos with their review state, the
// newest and most liked approved photos and their categories, a photo's detail under its
// watermark, an author's page, the ranking. The audit pages are the back office's
// (`features/bms/pages/gallery`).

export { galleryRoutes } from './gallery.routes';
/** The airframe's photo with its credit, for the tracker's detail bar. */
export { AircraftPhoto } from './AircraftPhoto';
/** The home page's strip of photos chosen by the back office (nothing when none is chosen). */
export { ShowcaseStrip } from './ShowcaseStrip';
/** An airport's approved photos, for the back office's airport landing list. */
export { AirportPhotos } from './AirportPhotos';
