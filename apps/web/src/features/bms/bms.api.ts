// The back office's system calls (spec §7, under /adsb): menus, roles, users, the system log.
import {
  ADSB_PATHS,
  fillPath,
  type AdminUser,
  type AdminUserUpdate,
  type MenuCreate,
  type MenuNode,
  type MenuUpdate,
  type Role,
  type RoleCreate,
  type RoleUpdate,
  type SyslogEntry,
} from '@skytrace/contracts';
import { adsb, adsbGet as get } from './adsb';

const post = <T>(path: string, body?: unknown) => adsb<T>('POST', path, undefined, body);
import type { QueryValue } from '../../api/http';

/** One page of a back-office list. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const bmsApi = {
  myMenu: () => get<MenuNode[]>(ADSB_PATHS.menuTreeMine),
  menuTree: (id = 0) => get<MenuNode[]>(fillPath(ADSB_PATHS.menuTree, { id })),
  createMenu: (menu: MenuCreate) => post<MenuNode>(ADSB_PATHS.menuCreate, menu),
  updateMenu: (menu: MenuUpdate) => post<MenuNode>(ADSB_PATHS.menuUpdate, menu),
  deleteMenu: (id: number) => post<null>(fillPath(ADSB_PATHS.menuDelete, { id })),
  roles: () => get<Role[]>(ADSB_PATHS.roleAll),
  createRole: (role: RoleCreate) => post<Role>(ADSB_PATHS.roleCreate, role),
  updateRole: (role: RoleUpdate) => post<Role>(ADSB_PATHS.roleUpdate, role),
  deleteRole: (id: number) => post<null>(fillPath(ADSB_PATHS.roleDelete, { id })),
  users: (query: Record<string, QueryValue>) => get<Page<AdminUser>>(ADSB_PATHS.userList, query),
  updateUser: (change: AdminUserUpdate) => post<AdminUser>(ADSB_PATHS.userUpdate, change),
  resetPassword: (userId: number) =>
    post<{ channel: 'email' | 'phone'; sentTo: string }>(
      fillPath(ADSB_PATHS.userResetPassword, { userId }),
    ),
  syslog: (query: Record<string, QueryValue>) =>
    get<Page<SyslogEntry>>(ADSB_PATHS.syslogList, query),
};
