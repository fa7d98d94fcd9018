import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import type { NavItem } from './nav';

/** True when `pathname` is the entry's page, one below it, or one of its `activeOn` paths. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const patterns = [
    { path: item.to, end: item.end },
    ...(item.activeOn ?? []).map((path) => ({ path, end: true })),
  ];
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * A site-map link that marks the current area (class `active`, `aria-current="page"`), also on
 * the entry's other paths: the tracker is home on `/`, `/tracker/…` and their /mobile mirrors.
 */
export function NavEntryLink({ item, className }: { item: NavItem; className: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  return (
    <Link
      to={item.to}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
    >
      {t(item.labelKey)}
    </Link>
  );
}
