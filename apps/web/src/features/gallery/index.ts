// The photo gallery (issue 18): upload, the author's own photos with their review state, the
// newest approved photos, a photo's detail under its watermark, an author's page. The audit
// pages are the back office's (`features/bms/pages/gallery`).

export { galleryRoutes } from './gallery.routes';
/** The airframe's photo with its credit, for the tracker's detail bar. */
export { AircraftPhoto } from './AircraftPhoto';
