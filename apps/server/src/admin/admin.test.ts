// The back office's core calls end to end over real HTTP on PGlite: menus, roles, users, the
// system log, and how a role's menus become a user's permissions at once.
import fs from 'node:fs';
import path from 'node:path';
import {
  ADSB_PATHS,
  API_V2_PATHS,
  fillPath,
  formatCompactDate,
  toChinaTime,
} from '@skytrace/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  loginToken,
  registerByEmail,
  type AccountsHarness,
} from '../accounts/accounts.testing';
import { adminCall, startAdminApp, ADMIN_NAME } from './admin.testing';
import { seedBackOffice } from './seed';
import { adminModule } from './admin.module';

let harness: AccountsHarness & { adminToken: string };
const PASSWORD = 'quiet meadow copper 77';

beforeAll(async () => {
  harness = await startAdminApp();
}, 60_000);
afterAll(() => harness.close());

const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  adminCall(harness, method, url, { token: harness.adminToken, body });

// Log rows are read as untyped JSON, as the test-file lint override allows.
type LogEntry = Record<string, any>;
type Node = {
  menuId: number;
  menuName: string;
  route: string | null;
  menuType?: number;
  orderNum?: number;
  parentId?: number;
  children?: Node[];
};
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function menuId(route: string): Promise<number> {
  const tree = await admin('GET', fillPath(ADSB_PATHS.menuTree, { id: 0 }));
  const found = flatten(tree.body.data as Node[]).find((node) => node.route === route);
  if (!found) throw new Error(`no menu ${route}`);
  return found.menuId;
}

async function newUser(name: string): Promise<{ id: number; token: string }> {
  await registerByEmail(harness, name, `${name}@example.com`, PASSWORD);
  const token = await loginToken(harness, name, PASSWORD);
  const info = await call(harness, 'GET', API_V2_PATHS.userInfo, { token });
  return { id: info.body.data.id as number, token };
}

async function syslog(query = '') {
  const answer = await admin('GET', `${ADSB_PATHS.syslogList}?pageSize=100${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data.list as LogEntry[];
}

describe('back office core', () => {
  it('gives the administrator every permission and the whole System menu', async () => {
    const info = await call(harness, 'GET', API_V2_PATHS.userInfo, { token: harness.adminToken });
    expect(info.body.data.permissions).toEqual(['bms:menu', 'bms:role', 'bms:syslog', 'bms:user']);
    const mine = await admin('GET', ADSB_PATHS.menuTreeMine);
    expect(mine.status).toBe(200);
    const [system] = mine.body.data as Node[];
    expect(system?.menuName).toBe('bmsMenu.system');
    expect(system?.children?.map((node) => node.route)).toEqual([
      '/bms/system/users',
      '/bms/system/roles',
      '/bms/system/menus',
      '/bms/system/syslog',
    ]);
  });

  it('grants a role’s menus to its users at once, and takes them back when it is disabled', async () => {
    const user = await newUser('roleholder');
    expect((await adminCall(harness, 'GET', ADSB_PATHS.menuTreeMine, user)).status).toBe(403);
    const users = await menuId('/bms/system/users');
    const logs = await menuId('/bms/system/syslog');
    const created = await admin('POST', ADSB_PATHS.roleCreate, {
      roleName: 'Auditor',
      roleDesc: 'Reads the log',
      roleCode: 'auditor',
      menuIds: [logs, users],
    });
    expect(created.status).toBe(200);
    const roleId = created.body.data.roleId as number;
    const given = await admin('POST', ADSB_PATHS.userUpdate, {
      id: user.id,
      role: roleId,
      status: 'enabled',
    });
    expect(given.status).toBe(200);
    expect(given.body.data.roleName).toBe('Auditor');

    const info = await call(harness, 'GET', API_V2_PATHS.userInfo, { token: user.token });
    expect(info.body.data.permissions).toEqual(['bms:syslog', 'bms:user']);
    const mine = await adminCall(harness, 'GET', ADSB_PATHS.menuTreeMine, user);
    const [system] = mine.body.data as Node[];
    expect(system?.children?.map((node) => node.route)).toEqual([
      '/bms/system/users',
      '/bms/system/syslog',
    ]);
    expect((await adminCall(harness, 'GET', ADSB_PATHS.syslogList, user)).status).toBe(200);
    const roles = await adminCall(harness, 'POST', ADSB_PATHS.roleCreate, {
      ...user,
      body: { roleName: 'x', roleCode: 'sneaky', menuIds: [] },
    });
    expect(roles.status).toBe(403);
    expect(roles.body.msg).toBe('You do not have permission to do this.');

    const role = created.body.data as { roleName: string; roleDesc: string; menuIds: number[] };
    const update = { roleId, ...role, roleCode: 'auditor', roleStatus: 'disabled' as const };
    delete (update as { userCount?: number }).userCount;
    expect((await admin('POST', ADSB_PATHS.roleUpdate, update)).status).toBe(200);
    expect((await adminCall(harness, 'GET', ADSB_PATHS.syslogList, user)).status).toBe(403);
    const after = await call(harness, 'GET', API_V2_PATHS.userInfo, { token: user.token });
    expect(after.body.data.permissions).toEqual([]);
    // A role someone holds is not deleted.
    const refused = await admin('POST', fillPath(ADSB_PATHS.roleDelete, { id: roleId }));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      'This role is still held by 1 users. Give them another role first.',
    );

    const log = await syslog('&action=role.');
    const denied = log.find((entry) => entry.outcome === 'denied');
    expect(denied).toMatchObject({ username: 'roleholder', status: 403, action: 'role.create' });
    const change = log.find((entry) => entry.action === 'role.update' && entry.outcome === 'ok');
    expect(change).toMatchObject({
      username: ADMIN_NAME,
      before: { roleStatus: 'enabled' },
      after: { roleStatus: 'disabled' },
      address: '127.0.0.1',
    });
  });

  it('ends a disabled user’s sessions at once and refuses their login', async () => {
    const user = await newUser('soontogo');
    const off = await admin('POST', ADSB_PATHS.userUpdate, {
      id: user.id,
      role: null,
      status: 'disabled',
    });
    expect(off.status).toBe(200);
    const info = await call(harness, 'GET', API_V2_PATHS.userInfo, { token: user.token });
    expect(info.status).toBe(401);
    const login = await call(harness, 'POST', API_V2_PATHS.login, {
      body: { loginType: '1', username: 'soontogo', password: PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body.msg).toBe('This account has been disabled. Please contact an administrator.');
    expect((await syslog('&action=user.update'))[0]).toMatchObject({
      target: `user ${user.id} (soontogo)`,
      before: { role: null, roleName: null, status: 'enabled' },
      after: { role: null, roleName: null, status: 'disabled' },
    });
  });

  it('sends a password reset through the outbox, never a password', async () => {
    const user = await newUser('forgetful');
    const answer = await admin('POST', fillPath(ADSB_PATHS.userResetPassword, { userId: user.id }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ channel: 'email', sentTo: 'f***@example.com' });
    const outbox = path.join(harness.dataDir, 'outbox');
    const mail = fs
      .readdirSync(outbox)
      .filter((name) => name.includes('forgetful@example.com'))
      .sort()
      .at(-1);
    const text = fs.readFileSync(path.join(outbox, mail ?? ''), 'utf8').replace(/=\r?\n/g, '');
    const code = /code (\d{6})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const reset = await call(harness, 'POST', API_V2_PATHS.forgetByEmail, {
      body: { email: 'forgetful@example.com', code, password: 'amber falcon river 19' },
    });
    expect(reset.status).toBe(200);
    expect(await loginToken(harness, 'forgetful', 'amber falcon river 19')).toBeTruthy();
  });

  it('keeps the house safe: administrator role, own account, built-in menus, cycles', async () => {
    const roles = await admin('GET', ADSB_PATHS.roleAll);
    const adminRole = (roles.body.data as { roleId: number; roleCode: string }[]).find(
      (role) => role.roleCode === 'admin',
    );
    const locked = await admin('POST', ADSB_PATHS.roleUpdate, {
      roleId: adminRole?.roleId,
      roleName: 'Administrator',
      roleCode: 'admin',
      roleStatus: 'disabled',
      menuIds: [],
    });
    expect(locked.status).toBe(400);
    expect(
      (await admin('POST', fillPath(ADSB_PATHS.roleDelete, { id: adminRole?.roleId ?? 0 }))).status,
    ).toBe(400);
    const me = await call(harness, 'GET', API_V2_PATHS.userInfo, { token: harness.adminToken });
    const self = await admin('POST', ADSB_PATHS.userUpdate, {
      id: me.body.data.id,
      role: null,
      status: 'enabled',
    });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('You cannot change your own role or status.');
    const users = await menuId('/bms/system/users');
    const builtIn = await admin('POST', fillPath(ADSB_PATHS.menuDelete, { id: users }));
    expect(builtIn.status).toBe(400);

    const group = await admin('POST', ADSB_PATHS.menuCreate, {
      menuName: 'Reports',
      menuType: 0,
      icon: 'bar-chart',
    });
    const groupId = group.body.data.menuId as number;
    const page = await admin('POST', ADSB_PATHS.menuCreate, {
      menuName: 'Daily',
      menuType: 1,
      parentId: groupId,
      route: '/bms/reports/daily',
      permission: 'bms:reports',
    });
    expect(page.status).toBe(200);
    const cycle = await admin('POST', ADSB_PATHS.menuUpdate, {
      menuId: groupId,
      menuName: 'Reports',
      menuType: 0,
      parentId: page.body.data.menuId,
    });
    expect(cycle.status).toBe(400);
    const notEmpty = await admin('POST', fillPath(ADSB_PATHS.menuDelete, { id: groupId }));
    expect(notEmpty.body.msg).toBe('Delete or move the entries under this submenu first.');
    const bad = await admin('POST', ADSB_PATHS.menuCreate, {
      menuName: 'x',
      menuType: 1,
      route: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('A back-office route starts with /bms');
    expect(
      (await admin('POST', fillPath(ADSB_PATHS.menuDelete, { id: page.body.data.menuId }))).status,
    ).toBe(200);
    const below = await admin('GET', fillPath(ADSB_PATHS.menuTree, { id: groupId }));
    expect(below.body.data).toEqual([]);
  });

  it('lists and searches users with filters', async () => {
    const list = await admin('GET', `${ADSB_PATHS.userList}?keyword=forget&pageSize=5`);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ username: 'forgetful', status: 'enabled' });
    const disabled = await admin('GET', `${ADSB_PATHS.userList}?status=disabled`);
    const listed = disabled.body.data.list as { username: string }[];
    expect(listed.map((u) => u.username)).toEqual(['soontogo']);
    const hits = await admin('GET', `${ADSB_PATHS.userSearch}?username=ROLE`);
    expect(hits.body.data).toEqual([{ id: expect.any(Number), username: 'roleholder' }]);
    const wild = await admin('GET', `${ADSB_PATHS.userList}?keyword=%25`);
    expect(wild.body.data.total).toBe(0);
  });

  it('keeps the system log append-only and records denied anonymous changes', async () => {
    const anonymous = await adminCall(harness, 'POST', ADSB_PATHS.roleCreate, {
      body: { roleName: 'x', roleCode: 'xx' },
    });
    expect(anonymous.status).toBe(401);
    const entry = (await syslog('&outcome=denied'))[0];
    expect(entry).toMatchObject({ userId: null, status: 401, action: 'role.create' });
    await expect(
      harness.database.db.execute(sql`update admin_actions set outcome = 'ok'`),
    ).rejects.toThrow();
    await expect(harness.database.db.execute(sql`delete from admin_actions`)).rejects.toThrow();
  });

  it('filters the system log by China days, both ends included', async () => {
    const today = formatCompactDate(new Date(toChinaTime(Date.now() / 1000) * 1000));
    const tomorrow = formatCompactDate(new Date((toChinaTime(Date.now() / 1000) + 86_400) * 1000));
    const todays = await admin(
      'GET',
      `${ADSB_PATHS.syslogList}?startDate=${today}&endDate=${today}`,
    );
    expect(todays.body.data.total).toBeGreaterThan(3);
    const none = await admin('GET', `${ADSB_PATHS.syslogList}?startDate=${tomorrow}`);
    expect(none.body.data.total).toBe(0);
    const bad = await admin('GET', `${ADSB_PATHS.syslogList}?startDate=20261399`);
    expect(bad.status).toBe(400);
  });

  it('seeds menus again without undoing an administrator’s edits', async () => {
    const id = await menuId('/bms/system/roles');
    const edit = await admin('POST', ADSB_PATHS.menuUpdate, {
      menuId: id,
      menuName: 'Who may do what',
      menuType: 1,
      parentId: (await admin('GET', fillPath(ADSB_PATHS.menuTree, { id: 0 }))).body.data[0].menuId,
      route: '/bms/system/roles',
      permission: 'bms:role',
      hidden: true,
    });
    expect(edit.status).toBe(200);
    await seedBackOffice(harness.database.db, [adminModule], { warn: () => undefined });
    const tree = await admin('GET', fillPath(ADSB_PATHS.menuTree, { id: 0 }));
    const roles = flatten(tree.body.data as Node[]).filter((n) => n.route === '/bms/system/roles');
    expect(roles).toHaveLength(1);
    expect(roles[0]?.menuName).toBe('Who may do what');
  });

  it("seeds a submenu that several modules declare once, with every module's pages under it", async () => {
    const shared = { key: 'test-shared', label: 'test.shared', icon: 'wifi', order: 90 };
    const page = (key: string) => ({
      key,
      label: 'bmsMenu.devices',
      parent: 'test-shared',
      route: `/bms/test/${key}`,
      permission: 'bms:role',
    });
    await seedBackOffice(
      harness.database.db,
      [
        { menu: [shared, page('first')], permissions: [] },
        { menu: [shared, page('second')], permissions: [] },
      ],
      { warn: () => undefined },
    );
    const tree = flatten(
      (await admin('GET', fillPath(ADSB_PATHS.menuTree, { id: 0 }))).body.data as Node[],
    );
    const submenus = tree.filter((n) => n.menuName === 'test.shared');
    expect(submenus).toHaveLength(1);
    const children = tree.filter((n) => n.parentId === submenus[0]?.menuId);
    expect(children.map((n) => n.route).sort()).toEqual(['/bms/test/first', '/bms/test/second']);
  });

  it('rate-limits admin changes per user', async () => {
    let limited = 0;
    for (let n = 0; n < 65; n++) {
      const answer = await admin('POST', fillPath(ADSB_PATHS.menuDelete, { id: 999_999 }));
      if (answer.status === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});
