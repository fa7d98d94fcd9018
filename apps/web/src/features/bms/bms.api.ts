// The back office's calls (spec §7, under /adsb) through the app's one HTTP client. The client
// hands 403 envelopes back (spec §8's password rule); here every answer but 200 is an error, so
// a page shows the server's translated message.
import {
  ADSB_PATHS,
  ADSB_ROOT,
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
import { ApiError, type QueryValue } from '../../api/http';
import { http } from '../../api/client';

/** One page of a back-office list. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

async function get<T>(path: string, query: Record<string, QueryValue> = {}): Promise<T> {
  const envelope = await http.get<T>(path, { root: ADSB_ROOT, query });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

async function post<T>(path: string, body?: unknown): Promise<T> {
  const envelope = await http.post<T>(path, body ?? {}, { root: ADSB_ROOT });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
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

/** The message to show for a failed call: the server's translated one when it sent one. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.msg ? error.body.msg : fallback;
}
