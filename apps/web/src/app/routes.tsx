import { redirect, type RouteObject } from 'react-router';
import { accountRoutes, authRoutes } from '../features/account';
import { deviceRoutes } from '../features/devices';
import { dataRankRoutes } from '../features/datarank';
import { deviceMapRoutes } from '../features/device-map';
import { homeRoutes } from '../features/home';
import { notFoundRoutes } from '../features/not-found';
import { playbackRoutes } from '../features/playback';
import { shareDataRoutes } from '../features/share-data';
import { staticPageRoutes } from '../features/static-pages';
import { trackerRoutes } from '../features/tracker';
import { mobileRoutes } from './mobile-routes';
import { deviceApplyRoutes } from '../features/device-apply';
import { contractRoutes } from '../features/contracts';
import { galleryRoutes } from '../features/gallery';
import { airportRoutes } from '../features/airport';
import { followRoutes } from '../features/follow';

// The route table of spec §2: one line per feature, each declaring its pages in its index.ts.
// Every page declares its access level and title in `handle`; the root guard reads them. Every
// page loads lazily so the first paint carries only the shell, and MapLibre stays on the
// tracker's chunk.

export const pages: RouteObject[] = [
  ...trackerRoutes,
  mobileRoutes,
  ...playbackRoutes,
  ...homeRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...staticPageRoutes,
  ...shareDataRoutes,
  ...deviceRoutes,
  ...deviceApplyRoutes,
  ...contractRoutes,
  ...deviceMapRoutes,
  ...dataRankRoutes,
  ...galleryRoutes,
  ...airportRoutes,
  ...followRoutes,
  ...notFoundRoutes,
  // Spec §4: unmatched routes go to 404, which sends the visitor home.
  { path: '*', loader: () => redirect('/404') },
];
