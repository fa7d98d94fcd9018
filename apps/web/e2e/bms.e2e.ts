// Issue 16 item 7: the back office in Chromium. An administrator signs in, opens /bms, creates a
// role with two menus and gives it to a user; that user sees only those menus and the tabs behave
// as spec §2 says; an ordinary user sees no back-office link and gets 403 from the API. The
// tracker route never requests the back office's JavaScript. Screenshots in zh and en, desktop
// and tablet.
import { ADSB_FULL_PATHS, API_V2_FULL_PATHS, fillPath } from '@skytrace/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpToken } from './account';
import { BASE_URL, closeBrowsers, horizontalOverflow, openPage, screenshot, url } from './browser';

const ADMIN = process.env.E2E_ADMIN_USERNAME ?? 'e2eadmin';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const DIST_ASSETS = resolve(import.meta.dirname, '../dist/assets');
const TABLET = { width: 820, height: 1180 };

/** The built chunks that belong to the back office: its pages and Ant Design. */
function backOfficeChunks(): string[] {
  return readdirSync(DIST_ASSETS).filter(
    (name) =>
      name.endsWith('.js') &&
      (/^(BmsApp|UsersPage|RolesPage|MenusPage|SyslogPage)-/.test(name) ||
        readFileSync(join(DIST_ASSETS, name), 'utf8').includes('ant-layout')),
  );
}

async function login(username: string, password: string): Promise<string> {
  const response = await fetch(url(API_V2_FULL_PATHS.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: '1', username, password }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`login of ${username} answered ${body.code}`);
  return body.data.token;
}

async function signedIn(token: string, options: Parameters<typeof openPage>[0] = {}) {
  const opened = await openPage(options);
  await opened.page.context().addCookies([{ name: 'skytrace_token', value: token, url: BASE_URL }]);
  return opened;
}

/** The names of the left menu's entries, in order. */
async function menuNames(page: Page): Promise<string[]> {
  const names = await page.locator('.bms__sider [role="menuitem"]').allInnerTexts();
  return names.map((name) => name.trim());
}

async function tabNames(page: Page): Promise<string[]> {
  return (await page.locator('.bms__tabs [role="tab"]').allInnerTexts()).map((n) => n.trim());
}

/**
 * Waits until the page called `name` is the active tab: the URL changes as soon as a menu item is
 * clicked, but a lazily loaded page renders (and joins the tab bar) only once its chunk has come.
 */
async function activeTab(page: Page, name: string): Promise<void> {
  await page.locator('.bms__tabs .ant-tabs-tab-active', { hasText: name }).waitFor();
}

async function userId(token: string): Promise<number> {
  const response = await fetch(url(API_V2_FULL_PATHS.userInfo), {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { id: number } }).data.id;
}

let adminToken: string;

beforeAll(async () => {
  adminToken = await login(ADMIN, ADMIN_PASSWORD);
});

describe('back office', () => {
  afterEach(closeBrowsers);

  it('never requests its JavaScript on the tracker route', async () => {
    const chunks = backOfficeChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const { page } = await signedIn(adminToken);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(url('/'));
    // The shell arrives after the first aircraft or 2.5 s at the latest; give it time to settle.
    await page.waitForFunction(() => document.querySelector('.user-menu') !== null);
    await page.waitForTimeout(3000);
    const tracker = requested.filter((path) => chunks.some((chunk) => path.endsWith(chunk)));
    expect(tracker).toEqual([]);
    // The same page does request them once the administrator opens /bms.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin system' }).click();
    await page.locator('.bms__sider').waitFor();
    expect(requested.some((path) => path.includes('/BmsApp-'))).toBe(true);
  });

  it('lets an administrator make a role that shows a user only its menus, with tabs', async () => {
    const member = await signUpToken('member');
    const memberId = await userId(member);
    const memberName = (
      (await (
        await fetch(url(API_V2_FULL_PATHS.userInfo), {
          headers: { authorization: `Bearer ${member}` },
        })
      ).json()) as { data: { username: string } }
    ).data.username;

    const { page, errors } = await signedIn(adminToken, { viewport: { width: 1280, height: 800 } });
    await page.goto(url('/bms'));
    await page.locator('.bms__sider').waitFor();
    expect(await page.getByTestId('bms-greeting').innerText()).toMatch(
      new RegExp(`^Good (morning|afternoon|evening), ${ADMIN}$`),
    );
    // Every module's menu, seeded at start: devices (issue 17), gallery (issue 18), operations (issue 16 part 2),
    // WeChat, then System.
    expect(await menuNames(page)).toEqual([
      'Devices',
      'Device list',
      'Device monitor',
      'Kit applications',
      'Fitting requests',
      'Hosting agreements',
      'Coverage data',
      'Airport coverage',
      'User ranking',
      'Trajectory lookup',
      'Coverage range',
      'Air-route coverage',
      'Southeast Asia route coverage',
      'Airports',
      'Airport notices',
      'Community',
      'Feedback',
      'Activity calendar',
      'Gallery',
      'Photo review',
      'Airport photos',
      'Weather reports',
      'Operations',
      'Scheduled jobs',
      'Message log',
      'User statistics',
      'WeChat',
      'WeChat menu',
      'WeChat followers',
      'System',
      'Users',
      'Roles',
      'Menus',
      'System log',
    ]);
    expect(await page.title()).toBe('Home - Skytrace admin');
    await screenshot(page, 'bms-home-en');

    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await page.waitForURL((u) => u.pathname === '/bms/system/roles');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Helpers');
    await dialog.getByLabel('Code').fill('helpers');
    await dialog
      .locator('.ant-tree-treenode', { hasText: 'Users' })
      .locator('.ant-tree-checkbox')
      .click();
    await dialog
      .locator('.ant-tree-treenode', { hasText: 'System log' })
      .locator('.ant-tree-checkbox')
      .click();
    await screenshot(page, 'bms-role-form-en', false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row', { name: /Helpers/ }).waitFor();
    await screenshot(page, 'bms-roles-en');

    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL((u) => u.pathname === '/bms/system/users');
    await page.getByPlaceholder('Account, nickname, email or phone').fill(memberName);
    await page.getByPlaceholder('Account, nickname, email or phone').press('Enter');
    const row = page.getByRole('row', { name: new RegExp(memberName) });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog').getByLabel('Role').click();
    await page.locator('.ant-select-item-option[title="Helpers"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await row.getByText('Helpers').waitFor();
    await screenshot(page, 'bms-users-en');
    expect(await tabNames(page)).toEqual(['Home', 'Roles', 'Users']);
    expect(errors).toEqual([]);

    // The member: only the role's menus, and the tab bar of §2.
    const opened = await signedIn(member, { viewport: { width: 1280, height: 800 } });
    const memberPage = opened.page;
    await memberPage.goto(url('/bms'));
    await memberPage.locator('.bms__sider').waitFor();
    expect(await menuNames(memberPage)).toEqual(['System', 'Users', 'System log']);
    await memberPage.getByRole('menuitem', { name: 'Users' }).click();
    await memberPage.waitForURL((u) => u.pathname === '/bms/system/users');
    await activeTab(memberPage, 'Users');
    await memberPage.getByRole('menuitem', { name: 'System log' }).click();
    await memberPage.waitForURL((u) => u.pathname === '/bms/system/syslog');
    await activeTab(memberPage, 'System log');
    await memberPage.locator('.ant-table-row').first().waitFor();
    expect(await tabNames(memberPage)).toEqual(['Home', 'Users', 'System log']);
    // The home tab is the extra type: no close button.
    const homeTab = memberPage.locator('.bms__tabs .ant-tabs-tab', { hasText: 'Home' });
    expect(await homeTab.locator('.ant-tabs-tab-remove').count()).toBe(0);
    await screenshot(memberPage, 'bms-member-tabs-en');
    // Closing the active tab goes to the previous one.
    await memberPage.locator('.bms__tabs .ant-tabs-tab-active .ant-tabs-tab-remove').click();
    await memberPage.waitForURL((u) => u.pathname === '/bms/system/users');
    expect(await tabNames(memberPage)).toEqual(['Home', 'Users']);
    // A page the role does not hold is refused, in the page and by the API.
    await memberPage.goto(url('/bms/system/roles'));
    await memberPage.getByText('You do not have access to this page.').waitFor();
    // (The role list stays readable: the users page offers it.)
    const roles = await fetch(url(fillPath(ADSB_FULL_PATHS.menuTree, { id: 0 })), {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(roles.status).toBe(403);
    expect(memberId).toBeGreaterThan(0);
    expect(opened.errors).toEqual([]);
  });

  it('shows the back office in Chinese, on a tablet too', async () => {
    const { page, errors } = await signedIn(adminToken, {
      locale: 'zh-CN',
      viewport: { width: 1280, height: 800 },
    });
    // Something to show in the log, whatever ran before.
    await fetch(url(ADSB_FULL_PATHS.roleCreate), {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ roleName: '观察员', roleCode: 'observers', menuIds: [] }),
    });
    await page.goto(url('/bms/system/syslog'));
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('bms-greeting').innerText()).toMatch(
      new RegExp(`^(上午|下午|晚上)好，${ADMIN}$`),
    );
    expect(await menuNames(page)).toEqual([
      '设备管理',
      '设备列表',
      '设备监控',
      '套件申请',
      '配件申请',
      '托管协议',
      '覆盖数据',
      '机场覆盖',
      '用户排名',
      '轨迹查询',
      '覆盖范围',
      '航路覆盖',
      '东南亚航线覆盖',
      '机场',
      '机场通告',
      '社区',
      '意见反馈',
      '活动日历',
      '图库',
      '照片审核',
      '机场照片',
      '天气报文',
      '运维',
      '定时任务',
      '消息记录',
      '用户统计',
      '微信公众号',
      '微信菜单',
      '微信粉丝',
      '系统管理',
      '用户管理',
      '角色管理',
      '菜单管理',
      '系统日志',
    ]);
    await page.locator('.ant-table-row').first().locator('.ant-table-row-expand-icon').click();
    await screenshot(page, 'bms-syslog-zh');
    await page.getByRole('menuitem', { name: '菜单管理' }).click();
    await activeTab(page, '菜单管理');
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'bms-menus-zh');
    // The language switch in the header turns the whole back office to English.
    await page.getByText('English').click();
    await page.getByRole('menuitem', { name: 'Menus' }).waitFor();
    expect(await tabNames(page)).toEqual(['Home', 'System log', 'Menus']);

    const tablet = await signedIn(adminToken, { locale: 'zh-CN', viewport: TABLET });
    await tablet.page.goto(url('/bms/system/users'));
    await tablet.page.locator('.ant-table-row').first().waitFor();
    expect(await horizontalOverflow(tablet.page)).toBe(0);
    await screenshot(tablet.page, 'bms-users-tablet-zh', false);
    await tablet.page.getByRole('button', { name: '展开菜单' }).click();
    await tablet.page.getByRole('menuitem', { name: '角色管理' }).waitFor();
    await screenshot(tablet.page, 'bms-menu-open-tablet-zh', false);

    const phone = await signedIn(adminToken, {
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
    });
    await phone.page.goto(url('/bms/system/roles'));
    await phone.page.locator('.ant-table-row').first().waitFor();
    expect(await horizontalOverflow(phone.page)).toBe(0);
    await screenshot(phone.page, 'bms-roles-phone-zh', false);
    expect([...errors, ...tablet.errors, ...phone.errors]).toEqual([]);
  });

  it('shows an ordinary user no back-office link, and the API answers 403', async () => {
    const token = await signUpToken('plain');
    const { page } = await signedIn(token);
    await page.goto(url('/account'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin system' }).count()).toBe(0);
    await screenshot(page, 'bms-ordinary-user-menu-en', false);
    const answer = await fetch(url(ADSB_FULL_PATHS.menuTreeMine), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(403);
    await page.goto(url('/bms'));
    await page.getByText('Your account has no admin permissions.').waitFor();
    await screenshot(page, 'bms-no-permission-en', false);
  });
});
