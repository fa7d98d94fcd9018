import type { RouteObject } from 'react-router';
import { currentLanguage, loadDocuments } from '../../i18n';
import { routeHandle } from '../../session/access';

// The long documents' texts load with their pages (src/i18n/index.ts).
const legalPage = (document: 'terms' | 'privacy', language: 'zh' | 'en') => async () => {
  const [{ LegalDocumentPage }] = await Promise.all([
    import('./LegalDocumentPage'),
    loadDocuments(language),
  ]);
  return { element: <LegalDocumentPage document={document} language={language} /> };
};

/** Spec §2: the legal pages in each language and the volunteer (host a receiver) page. */
export const staticPageRoutes: RouteObject[] = [
  { path: 'terms', handle: routeHandle('all', 'terms'), lazy: legalPage('terms', 'zh') },
  { path: 'terms-en', handle: routeHandle('all', 'terms'), lazy: legalPage('terms', 'en') },
  { path: 'privacy', handle: routeHandle('all', 'privacy'), lazy: legalPage('privacy', 'zh') },
  { path: 'privacy-en', handle: routeHandle('all', 'privacy'), lazy: legalPage('privacy', 'en') },
  {
    path: 'ad/volunteerwanted',
    handle: routeHandle('all', 'volunteer'),
    lazy: async () => {
      const [{ VolunteerPage }] = await Promise.all([
        import('./VolunteerPage'),
        loadDocuments(currentLanguage()),
      ]);
      return { Component: VolunteerPage };
    },
  },
];
