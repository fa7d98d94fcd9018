import type { MenuNode } from '@skytrace/contracts';
import { Button, Grid, Layout, Menu, Result, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { useUserStore } from '../../session/user.store';
import { bmsApi } from './bms.api';
import { BmsContent } from './BmsContent';
import { BmsHeader } from './BmsHeader';
import { BmsTabs } from './BmsTabs';
import { menuIcon } from './menu-icons';
import { grantedRoutes, menuItems, openKeysFor, type MenuItem } from './menu-items';
import { BMS_PAGES } from './pages';
import { closeTab, HOME_ROUTE, visitTab } from './tabs';
import { useLabel } from './use-label';
import { useRemote } from './use-remote';

type MenuState =
  | { kind: 'loading' }
  | { kind: 'ready'; tree: MenuNode[] }
  | { kind: 'denied' }
  | { kind: 'failed' };

function antItems(items: MenuItem[]): NonNullable<Parameters<typeof Menu>[0]['items']> {
  return items.map((item) => ({
    key: item.key,
    label: item.label,
    icon: menuIcon(item.icon),
    ...(item.children ? { children: antItems(item.children) } : {}),
  }));
}

/** The route without a trailing slash (`/bms/` is the home). */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Spec §2 admin layout: the collapsible left menu from the user's menu tree, the header, the tab
 * bar of visited pages and the active page.
 */
export function BmsLayout() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const active = normalise(useLocation().pathname);
  const user = useUserStore((state) => state.user);
  const remote = useRemote(() => bmsApi.myMenu(), 'my-menu');
  const [collapsed, setCollapsed] = useState(false);
  // On a phone the collapsed menu gives all its width to the page; the header's button opens it.
  const phone = Grid.useBreakpoint().sm === false;
  const [tabs, setTabs] = useState<string[]>(() => visitTab([], active));
  // Each route visited joins the tab bar: state adjusted while rendering, as React advises for
  // state that follows a prop, rather than an effect that renders twice.
  const [visited, setVisited] = useState(active);
  if (visited !== active) {
    setVisited(active);
    setTabs(visitTab(tabs, active));
  }
  const menu: MenuState =
    remote.data !== undefined && remote.error === undefined
      ? { kind: 'ready', tree: remote.data }
      : remote.error !== undefined
        ? {
            kind:
              remote.error instanceof ApiError && remote.error.status === 403 ? 'denied' : 'failed',
          }
        : { kind: 'loading' };
  const load = remote.reload;

  const title = useCallback(
    (route: string) => {
      if (route === HOME_ROUTE) return t('bms.home');
      const page = BMS_PAGES.find((entry) => entry.route === route);
      return page ? label(page.titleKey) : route;
    },
    [t, label],
  );
  useEffect(() => {
    document.title = `${title(active)} - ${t('bms.title')}`;
  }, [active, title, t]);

  const tree = useMemo(() => remote.data ?? [], [remote.data]);
  const items = useMemo(() => antItems(menuItems(tree, label)), [tree, label]);
  const granted = useMemo(() => grantedRoutes(tree), [tree]);

  if (menu.kind === 'loading') {
    return <Spin size="large" className="bms__loading" />;
  }
  if (menu.kind !== 'ready') {
    const denied = menu.kind === 'denied';
    return (
      <Result
        status={denied ? '403' : 'error'}
        title={denied ? t('bms.noPermission') : t('bms.loadFailed')}
        extra={
          denied ? (
            <Link to="/">{t('bms.backToSite')}</Link>
          ) : (
            <Button type="primary" onClick={load}>
              {t('bms.retry')}
            </Button>
          )
        }
      />
    );
  }

  const close = (route: string) => {
    const next = closeTab(tabs, route, active);
    setTabs(next.tabs);
    if (next.goTo !== null) void navigate(next.goTo);
  };

  return (
    <Layout className="bms">
      <Layout.Sider
        className="bms__sider"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        trigger={null}
        width={220}
        collapsedWidth={phone ? 0 : 80}
      >
        <Link to={HOME_ROUTE} className="bms__brand">
          {collapsed ? 'ST' : t('bms.title')}
        </Link>
        <nav aria-label={t('bms.menuLabel')}>
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={[active]}
            defaultOpenKeys={openKeysFor(tree, active).concat(
              tree.filter((node) => node.menuType === 0).map((node) => `menu-${node.menuId}`),
            )}
            onClick={({ key }) => void navigate(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout className="bms__main">
        <BmsHeader user={user} collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
        <BmsTabs
          tabs={tabs}
          active={active}
          title={title}
          onOpen={(route) => void navigate(route)}
          onClose={close}
        />
        <Layout.Content className="bms__content">
          <BmsContent route={active} granted={granted} permissions={user?.permissions ?? []} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
