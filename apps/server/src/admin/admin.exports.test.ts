// The user list and the system log exported with their filters (issue 16 item 4), and each
// export written to the system log.
import { ADSB_FULL_PATHS, ADSB_PATHS } from '@skytrace/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsHarness } from '../accounts/accounts.testing';
import { ADMIN_NAME, adminCall, startAdminApp } from './admin.testing';

let harness: AccountsHarness;
let token: string;

beforeAll(async () => {
  const started = await startAdminApp();
  harness = started;
  token = started.adminToken;
  const made = await adminCall(harness, 'POST', ADSB_PATHS.roleCreate, {
    token,
    body: { roleName: 'Auditors', roleCode: 'auditors', menuIds: [] },
  });
  expect(made.status).toBe(200);
}, 60_000);
afterAll(() => harness.close());

async function download(path: string, query: string): Promise<Response> {
  return fetch(`${harness.base}${path}?${query}&lang=en`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('back-office exports', () => {
  it('exports the system log with its filters as CSV', async () => {
    const response = await download(ADSB_FULL_PATHS.syslogExport, 'format=csv&action=role.');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/system-log-\d{12}\.csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Time,Username,Action,Method,Path,Target,Outcome,Status,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /,chief,role\.create,POST,\/adsb\/role,role \d+ \(auditors\),Done,200,127\.0\.0\.1,/,
    );
  });

  it('exports the user list with its filters as .xlsx, and logs the export', async () => {
    const response = await download(
      ADSB_FULL_PATHS.userExport,
      `format=xlsx&keyword=${ADMIN_NAME}`,
    );
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Username');
    expect(sheet?.getRow(2).getCell(2).value).toBe(ADMIN_NAME);
    expect(sheet?.getRow(2).getCell(7).value).toBe('Administrator');
    expect(sheet?.getRow(2).getCell(8).value).toBe('Enabled');

    const log = await adminCall(harness, 'GET', `${ADSB_PATHS.syslogList}?action=user.export`, {
      token,
    });
    expect(log.body.data.list).toEqual([
      expect.objectContaining({ username: ADMIN_NAME, outcome: 'ok', method: 'GET' }),
    ]);
  });

  it('refuses a bad filter with a translated 400 and nothing streamed', async () => {
    const response = await download(ADSB_FULL_PATHS.syslogExport, 'format=csv&startDate=20261399');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe(
      'query.startDate: The format is not valid.',
    );
  });
});
