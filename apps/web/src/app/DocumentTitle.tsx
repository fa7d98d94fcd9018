import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../session/access';
import { pageTitle } from './title';

/** Keeps document.title in step with the route and the language. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();

  let titleKey: string | undefined;
  for (const match of matches) {
    if (isRouteHandle(match.handle) && match.handle.titleKey) titleKey = match.handle.titleKey;
  }
  const routeTitle = titleKey === undefined ? null : t(`routes.${titleKey}` as 'routes.home');
  const title = pageTitle({
    pathname,
    routeTitle,
    productName: t('app.name'),
    suffix: t('app.titleSuffix'),
  });

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
