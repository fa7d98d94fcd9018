// The back office's page registry: route → lazily loaded page, its title and the permission it
// serves. A page joins the back office with one line here and a menu entry declared by its
// server module (same route); see apps/web/README.md "Adding a back-office page".
import type { ComponentType } from 'react';

export interface BmsPage {
  /** The page's route, as its server module's menu entry declares it. */
  route: string;
  /** i18n key of its tab title (usually its menu label, `bmsMenu.*`). */
  titleKey: string;
  /** The permission its calls need; the page opens for users whose role holds it. */
  permission: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const BMS_PAGES: readonly BmsPage[] = [
  {
    route: '/bms/system/users',
    titleKey: 'bmsMenu.users',
    permission: 'bms:user',
    load: () => import('./system/UsersPage'),
  },
  {
    route: '/bms/system/roles',
    titleKey: 'bmsMenu.roles',
    permission: 'bms:role',
    load: () => import('./system/RolesPage'),
  },
  {
    route: '/bms/system/menus',
    titleKey: 'bmsMenu.menus',
    permission: 'bms:menu',
    load: () => import('./system/MenusPage'),
  },
  {
    route: '/bms/system/syslog',
    titleKey: 'bmsMenu.syslog',
    permission: 'bms:syslog',
    load: () => import('./system/SyslogPage'),
  },
];
