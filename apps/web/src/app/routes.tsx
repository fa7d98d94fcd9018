import { redirect, type RouteObject } from 'react-router';
import { accountRoutes, authRoutes, wechatRoutes } from '../features/account';
import { deviceRoutes } from '../features/devices/devices.routes';
import { dataRankRoutes } from '../features/datarank/datarank.routes';
import { deviceMapRoutes } from '../features/device-map/device-map.routes';
import { homeRoutes } from '../features/home';
import { notFoundRoutes } from '../features/not-found';
import { playbackRoutes } from '../features/playback/playback.routes';
import { shareDataRoutes } from '../features/share-data/share-data.routes';
import { staticPageRoutes } from '../features/static-pages/static-pages.routes';
import { trackerRoutes } from '../features/tracker';
import { mobileRoutes } from './mobile-routes';
import { deviceApplyRoutes } from '../features/device-apply/device-apply.routes';
import { contractRoutes } from '../features/contracts/contracts.routes';
import { galleryRoutes } from '../features/gallery/gallery.routes';
import { airportRoutes } from '../features/airport/airport.routes';
import { followRoutes } from '../features/follow/follow.routes';
import { chatRoutes } from '../features/chat/chat.routes';
import { feedbackRoutes } from '../features/feedback/feedback.routes';
import { activityRoutes } from '../features/activity/activity.routes';
// WeChat sign-in redirects and the /poa pages (issue 20 item 3, h20wx).
import { poaRoutes } from '../features/poa/poa.routes';

// The route table of spec §2: one line per feature, each declaring its pages in its route table
// (`x.routes.ts`, which lazy-loads them; imported by its file so that nothing else of the
// feature's index.ts joins the shell's first chunk).
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
  ...chatRoutes,
  ...feedbackRoutes,
  ...activityRoutes,
  ...wechatRoutes,
  ...poaRoutes,
  ...notFoundRoutes,
  // Spec §4: unmatched routes go to 404, which sends the visitor home.
  { path: '*', loader: () => redirect('/404') },
];
