// What the back-office core declares: its permissions and its "System" submenu.
import type { ModuleMenuEntry, ModulePermission } from '../modules/define-module';
import {
  MENU_PERMISSION,
  ROLE_PERMISSION,
  SYSLOG_PERMISSION,
  USER_PERMISSION,
} from './permissions';

export const ADMIN_PERMISSIONS: readonly ModulePermission[] = [
  { name: MENU_PERMISSION, label: 'bmsPermission.menu' },
  { name: ROLE_PERMISSION, label: 'bmsPermission.role' },
  { name: USER_PERMISSION, label: 'bmsPermission.user' },
  { name: SYSLOG_PERMISSION, label: 'bmsPermission.syslog' },
];

export const ADMIN_MENU: readonly ModuleMenuEntry[] = [
  { key: 'system', label: 'bmsMenu.system', icon: 'setting', order: 90 },
  {
    key: 'system.users',
    parent: 'system',
    label: 'bmsMenu.users',
    route: '/bms/system/users',
    permission: USER_PERMISSION,
    icon: 'user',
    order: 1,
  },
  {
    key: 'system.roles',
    parent: 'system',
    label: 'bmsMenu.roles',
    route: '/bms/system/roles',
    permission: ROLE_PERMISSION,
    icon: 'team',
    order: 2,
  },
  {
    key: 'system.menus',
    parent: 'system',
    label: 'bmsMenu.menus',
    route: '/bms/system/menus',
    permission: MENU_PERMISSION,
    icon: 'menu',
    order: 3,
  },
  {
    key: 'system.syslog',
    parent: 'system',
    label: 'bmsMenu.syslog',
    route: '/bms/system/syslog',
    permission: SYSLOG_PERMISSION,
    icon: 'file-text',
    order: 4,
  },
];
