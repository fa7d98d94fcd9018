import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { E2E_OPS_MEMBER_EMAIL, startAdminServer, type AdminServer } from './bms-ops-server';
import { closeBrowsers, horizontalOverflow, screenshot, settled } from './browser';
import { openApp } from './open-app';

// The back office's scheduled jobs in Chromium: an administrator adds a job, pauses, resumes and
// runs it, and pages its log 6 at a time (spec §9), in Chinese and English and on a phone; the
// pages sit in the back office's layout (left menu, tabs).

let server: AdminServer;

beforeAll(async () => {
  server = await startAdminServer();
}, 600_000);
afterAll(() => server.stop());
afterEach(() => closeBrowsers());

async function openAs(language: 'zh' | 'en', viewport = { width: 1280, height: 860 }) {
  return openApp(language, { device: { viewport }, token: server.token, baseUrl: server.baseUrl });
}

/** The row of the jobs table holding `name`. */
const jobRow = (page: Page, name: string) =>
  page.locator('[data-testid="jobs-table"] tr', { hasText: name });

describe('scheduled jobs page', () => {
  it('adds a job, pauses, resumes and runs it, and pages its log by 6 (en)', async () => {
    const { page, errors } = await openAs('en');
    await page.goto(`${server.baseUrl}/bms/ops/jobs`);
    await page.getByRole('heading', { name: 'Scheduled jobs' }).waitFor();
    // In the back office's layout: its left menu, and a tab titled by the page's menu entry.
    await page.locator('.bms__sider').waitFor();
    await page.locator('.bms__tabs [role="tab"]', { hasText: 'Scheduled jobs' }).waitFor();
    // The built-in jobs of this process are listed.
    await jobRow(page, 'Job log clean-up').waitFor();

    await page.getByTestId('add-job').click();
    const form = page.getByTestId('job-form');
    await form.getByLabel('Name').fill('nightly clean-up');
    await form.getByLabel('Cron expression').fill('0 61 3 * * *');
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's translated refusal of the pattern stays on the form.
    await page.getByText(/The cron expression is not valid/).waitFor();
    await form.getByLabel('Cron expression').fill('0 45 3 * * *');
    await page.getByRole('button', { name: 'Save' }).click();
    const row = jobRow(page, 'nightly clean-up');
    await row.waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Pause' }).click();
    await row.getByText('Paused').waitFor();
    await row.getByRole('button', { name: 'Resume' }).click();
    await row.getByText('Active', { exact: true }).waitFor();

    for (let run = 1; run <= 7; run += 1) {
      await row.getByRole('button', { name: 'Run now' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' }).click();
      await page.getByText('"nightly clean-up" ran: Success').last().waitFor();
      await page.locator('.ant-popconfirm').waitFor({ state: 'hidden' });
    }
    await settled(page);
    await screenshot(page, 'bms-jobs-en');

    await row.getByRole('button', { name: 'Logs' }).click();
    const logs = page.getByTestId('job-logs');
    await page.getByText('7 in all').waitFor();
    expect(await logs.locator('tbody tr.ant-table-row').count()).toBe(6);
    await settled(page);
    await screenshot(page, 'bms-job-logs-en');
    await page.locator('.ant-drawer .ant-pagination-item-2').click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="job-logs"] tbody tr.ant-table-row').length === 1,
    );
    // The refused pattern's 400 is the only failed request Chromium reports.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  it('shows the jobs and their logs in Chinese', async () => {
    const { page, errors } = await openAs('zh');
    await page.goto(`${server.baseUrl}/bms/ops/jobs`);
    await page.getByRole('heading', { name: '定时任务' }).waitFor();
    const row = jobRow(page, 'nightly clean-up');
    await row.getByText('运行中').waitFor();
    await settled(page);
    await screenshot(page, 'bms-jobs-zh');
    await row.getByRole('button', { name: '日志' }).click();
    await page.getByText('共 7 条').waitFor();
    await settled(page);
    await screenshot(page, 'bms-job-logs-zh');
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, errors } = await openAs('zh', { width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/bms/ops/jobs`);
    await jobRow(page, 'nightly clean-up').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await settled(page);
    await screenshot(page, 'bms-jobs-phone-zh');
    await jobRow(page, 'nightly clean-up').getByRole('button', { name: '日志' }).click();
    await page.getByText('共 7 条').waitFor();
    await settled(page);
    await screenshot(page, 'bms-job-logs-phone-zh', false);
    expect(errors).toEqual([]);
  });

  it('shows the other operations pages (statistics, messages, WeChat unconfigured)', async () => {
    const { page, errors } = await openAs('en');
    await page.goto(`${server.baseUrl}/bms/ops/statistics`);
    await page.getByTestId('user-statistics-chart').locator('canvas').waitFor();
    await settled(page);
    await screenshot(page, 'bms-statistics-en');
    await page.goto(`${server.baseUrl}/bms/ops/messages`);
    // The member's sign-up mail is in the log.
    await page.getByText(E2E_OPS_MEMBER_EMAIL).waitFor();
    await settled(page);
    await screenshot(page, 'bms-messages-en');
    await page.goto(`${server.baseUrl}/bms/wechat/menu`);
    await page.getByTestId('wechat-unconfigured').waitFor();
    await settled(page);
    await screenshot(page, 'bms-wechat-menu-en');
    expect(errors).toEqual([]);
  });

  it("exports the system log as CSV and as .xlsx with the list's rows (zh)", async () => {
    const { page, errors } = await openAs('zh');
    await page.goto(`${server.baseUrl}/bms/system/syslog`);
    await page.locator('.ant-table-row').first().waitFor();

    const exportAs = async (format: string) => {
      await page.getByTestId('export-button').click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: format }).click();
      const file = await (await download).path();
      // The finished message names the rows written.
      await page
        .getByText(/已导出 \d+ 行/)
        .first()
        .waitFor();
      return readFile(file);
    };
    const csv = (await exportAs('CSV')).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    // A header and at least the administrator's own sign-in and the job actions of this file.
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]?.split(',').length).toBeGreaterThan(3);
    const xlsx = await exportAs('Excel（.xlsx）');
    // An .xlsx is a zip archive.
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    await screenshot(page, 'bms-syslog-export-zh', false);
    expect(errors).toEqual([]);
  });
});
