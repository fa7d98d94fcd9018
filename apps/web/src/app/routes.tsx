import { redirect, type RouteObject } from 'react-router';
import { currentLanguage, loadDocuments } from '../i18n';
import type { RouteHandle } from './access';
import { mobileRoutes } from './mobile-routes';

// The route table of spec §2 for the pages that exist today. Every page declares its access
// level and title in `handle`; the root guard reads them. Every page loads lazily so the first
// paint carries only the shell, and MapLibre stays on the tracker's chunk.

const handle = (access: RouteHandle['access'], titleKey?: RouteHandle['titleKey']): RouteHandle =>
  titleKey === undefined ? { access } : { access, titleKey };

// The long documents' texts load with their pages (src/i18n/index.ts).
const legalPage = (document: 'terms' | 'privacy', language: 'zh' | 'en') => async () => {
  const [{ LegalDocumentPage }] = await Promise.all([
    import('../features/static-pages/LegalDocumentPage'),
    loadDocuments(language),
  ]);
  return { element: <LegalDocumentPage document={document} language={language} /> };
};

const authPage = (name: 'LoginPage' | 'RegisterPage' | 'ForgotPasswordPage') => async () => {
  const pages = await import('../features/auth/pages');
  return { Component: pages[name] };
};

// Playback pages (spec §2; web half of issue 8). Flight playback is open to all, but its data
// follows the login rule of spec §6 inside the page; the others are login routes.
const flightPlayback = (variant: 'dynamic' | 'anum' | 'fnum' | 'supplement') => async () => {
  const { FlightPlaybackPage } = await import('../features/playback/FlightPlaybackPage');
  return { element: <FlightPlaybackPage variant={variant} /> };
};

const multiPlayback = async () => ({
  Component: (await import('../features/playback/MultiPlaybackPage')).MultiPlaybackPage,
});
const airportPlayback = async () => ({
  Component: (await import('../features/playback/AirportPlaybackPage')).AirportPlaybackPage,
});
const areaPlayback = async () => ({
  Component: (await import('../features/playback/AreaPlaybackPage')).AreaPlaybackPage,
});

const contactPage = (field: 'email' | 'phone') => async () => {
  const { ModifyContactPage } = await import('../features/account/ModifyContactPage');
  return { element: <ModifyContactPage field={field} /> };
};

export const pages: RouteObject[] = [
  // Spec §2: home is the live radar; its children only put the view state in the URL
  // (trackerWithFnum, trackerWithCenter), so the map stays mounted while they change.
  {
    handle: handle('all', 'home'),
    lazy: async () => ({
      Component: (await import('../features/tracker/TrackerPage')).TrackerPage,
    }),
    children: [
      { index: true, handle: handle('all', 'home'), element: null },
      { path: 'tracker/:fnum2', handle: handle('all', 'home'), element: null },
      { path: 'tracker/:lnglat/:zoom', handle: handle('all', 'home'), element: null },
    ],
  },
  mobileRoutes,
  {
    id: 'playback',
    path: 'playback/:dynamicId/:scheduledDeptime',
    handle: handle('all', 'playback'),
    lazy: flightPlayback('dynamic'),
  },
  {
    id: 'playbackByAnum',
    path: 'playback/:anum/:fnum/:org/:dst/:scheduledDeptime',
    handle: handle('all', 'playback'),
    lazy: flightPlayback('anum'),
  },
  {
    path: 'flight-playback/:fnum/:org/:dst/:scheduledDeptime',
    handle: handle('all', 'playback'),
    lazy: flightPlayback('fnum'),
  },
  {
    id: 'playbackSupplement',
    path: 'playbacksup/:anum/:dynamicId/:startTime?/:endTime?',
    handle: handle('all', 'aircraftPlayback'),
    lazy: flightPlayback('supplement'),
  },
  {
    path: 'multi-playback/:startTime?/:endTime?',
    handle: handle('login', 'multiPlayback'),
    lazy: multiPlayback,
  },
  ...['airport-paly', 'airport-back', 'airport-tracker', 'airport-tracker2'].map((path) => ({
    path,
    handle: handle('login', 'airportPlayback'),
    lazy: airportPlayback,
  })),
  ...['regional_back', 'day-tracker', 'day-tracker2', 'day-tracker3', 'day-path'].map((path) => ({
    path,
    handle: handle('login', 'areaPlayback'),
    lazy: areaPlayback,
  })),
  {
    path: 'track-data/:flight?/:date?',
    handle: handle('all', 'trackData'),
    lazy: async () => ({
      Component: (await import('../features/track-data/TrackDataPage')).TrackDataPage,
    }),
  },
  {
    path: 'about',
    handle: handle('all', 'about'),
    lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  },
  { path: 'login', handle: handle('visit', 'login'), lazy: authPage('LoginPage') },
  { path: 'login1', handle: handle('all', 'login'), lazy: authPage('LoginPage') },
  { path: 'register', handle: handle('visit', 'register'), lazy: authPage('RegisterPage') },
  { path: 'auth-register', handle: handle('visit', 'register'), lazy: authPage('RegisterPage') },
  {
    path: 'forgot-password',
    handle: handle('all', 'forgotPassword'),
    lazy: authPage('ForgotPasswordPage'),
  },
  {
    path: 'account',
    handle: handle('login', 'account'),
    lazy: async () => ({
      Component: (await import('../features/account/AccountLayout')).AccountLayout,
    }),
    children: [
      {
        index: true,
        handle: handle('login', 'account'),
        lazy: async () => ({
          Component: (await import('../features/account/AccountPage')).AccountPage,
        }),
      },
      {
        path: 'modify-password',
        handle: handle('login', 'modifyPassword'),
        lazy: async () => ({
          Component: (await import('../features/account/ModifyPasswordPage')).ModifyPasswordPage,
        }),
      },
      {
        path: 'modify-email',
        handle: handle('login', 'modifyEmail'),
        lazy: contactPage('email'),
      },
      {
        path: 'modify-phone',
        handle: handle('login', 'modifyPhone'),
        lazy: contactPage('phone'),
      },
      {
        path: 'Authenticate',
        handle: handle('login', 'authenticate'),
        lazy: async () => ({
          Component: (await import('../features/account/AuthenticatePage')).AuthenticatePage,
        }),
      },
    ],
  },
  { path: 'terms', handle: handle('all', 'terms'), lazy: legalPage('terms', 'zh') },
  { path: 'terms-en', handle: handle('all', 'terms'), lazy: legalPage('terms', 'en') },
  { path: 'privacy', handle: handle('all', 'privacy'), lazy: legalPage('privacy', 'zh') },
  { path: 'privacy-en', handle: handle('all', 'privacy'), lazy: legalPage('privacy', 'en') },
  {
    path: 'ad/volunteerwanted',
    handle: handle('all', 'volunteer'),
    lazy: async () => {
      const [{ VolunteerPage }] = await Promise.all([
        import('../features/static-pages/VolunteerPage'),
        loadDocuments(currentLanguage()),
      ]);
      return { Component: VolunteerPage };
    },
  },
  {
    path: '404',
    handle: handle('all', 'notFound'),
    lazy: async () => ({
      Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage,
    }),
  },
  // Spec §4: unmatched routes go to 404, which sends the visitor home.
  { path: '*', loader: () => redirect('/404') },
];
