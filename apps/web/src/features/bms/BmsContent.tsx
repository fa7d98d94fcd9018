import { Result, Spin } from 'antd';
import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomePage } from './HomePage';
import { BMS_PAGES } from './pages';
import { HOME_ROUTE } from './tabs';

// One lazy component per registered page, made once.
const LAZY_PAGES = new Map<string, LazyExoticComponent<ComponentType>>(
  BMS_PAGES.map((page) => [page.route, lazy(page.load)]),
);

/** The active page: home, a registered page the user may open, or why not. */
export function BmsContent(props: {
  route: string;
  granted: ReadonlySet<string>;
  permissions: readonly string[];
}) {
  const { t } = useTranslation();
  if (props.route === HOME_ROUTE) return <HomePage />;
  const page = BMS_PAGES.find((entry) => entry.route === props.route);
  const Page = LAZY_PAGES.get(props.route);
  const home = <Link to={HOME_ROUTE}>{t('bms.goHome')}</Link>;
  if (!page || !Page) return <Result status="404" title={t('bms.pageMissing')} extra={home} />;
  if (!props.granted.has(page.route) && !props.permissions.includes(page.permission)) {
    return <Result status="403" title={t('bms.noPageAccess')} extra={home} />;
  }
  return <Suspense fallback={<Spin className="bms__loading" />}>{createElement(Page)}</Suspense>;
}
