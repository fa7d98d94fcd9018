import { redirect, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import type { RouteHandle } from './access';

// The route table of spec §2 for the pages that exist today. Every page declares its access
// level and title in `handle`; the root guard reads them. Pages other than home load lazily so
// the first paint carries only the shell.

const handle = (access: RouteHandle['access'], titleKey?: RouteHandle['titleKey']): RouteHandle =>
  titleKey === undefined ? { access } : { access, titleKey };

const legalPage = (document: 'terms' | 'privacy', language: 'zh' | 'en') => async () => {
  const { LegalDocumentPage } = await import('../features/static-pages/LegalDocumentPage');
  return { element: <LegalDocumentPage document={document} language={language} /> };
};

export const pages: RouteObject[] = [
  { index: true, handle: handle('all', 'home'), Component: HomePage },
  {
    path: 'login',
    handle: handle('visit', 'login'),
    lazy: async () => ({ Component: (await import('../features/login/LoginPage')).LoginPage }),
  },
  {
    path: 'account',
    handle: handle('login', 'account'),
    children: [
      {
        index: true,
        handle: handle('login', 'account'),
        lazy: async () => ({
          Component: (await import('../features/account/AccountPage')).AccountPage,
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
    lazy: async () => ({
      Component: (await import('../features/static-pages/VolunteerPage')).VolunteerPage,
    }),
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
