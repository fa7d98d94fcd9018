import {
  ADSB_FULL_PATHS,
  API_V2_PATHS,
  BMS_OPS_PERMISSIONS,
  formatCompactDate,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../accounts/accounts.testing';
import { startOpsApp, type OpsHarness } from '../jobs/bms-ops.testing';
import { sendRecorded } from './recording';

let harness: OpsHarness;
let admin: string;
const P = ADSB_FULL_PATHS;

beforeAll(async () => {
  harness = await startOpsApp();
  admin = await harness.user([BMS_OPS_PERMISSIONS.messages]);
}, 60_000);
afterAll(() => harness.close());

describe('/adsb/msg/list', () => {
  it('refuses without a token (401) and without bms:msg (403)', async () => {
    expect((await harness.call('GET', P.messageList)).status).toBe(401);
    const other = await harness.user([BMS_OPS_PERMISSIONS.jobs]);
    expect((await harness.call('GET', P.messageList, { token: other })).status).toBe(403);
    expect((await harness.call('GET', P.messageExport, { token: other })).status).toBe(403);
  });

  it('lists the mail the accounts domain sent, filtered, and exports it', async () => {
    // The admin's own sign-up sent a code mail; send one more through the real call.
    const captcha = await solvedCaptcha(harness);
    const sent = await fetch(`${harness.base}/api/v2${API_V2_PATHS.sendEmailCode}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.com', ...captcha }),
    });
    expect(sent.status).toBe(200);
    const answer = await harness.call('GET', `${P.messageList}?searchText=reader@`, {
      token: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.list[0]).toMatchObject({
      channel: 'mail',
      recipient: 'reader@example.com',
      purpose: 'register',
      status: 'sent',
      error: '',
    });
    const today = formatCompactDate(new Date(Date.now() + 8 * 3600_000));
    const dated = await harness.call(
      'GET',
      `${P.messageList}?channel=mail&startDate=${today}&endDate=${today}`,
      { token: admin },
    );
    expect(dated.body.data.total).toBeGreaterThanOrEqual(2);
    const old = await harness.call('GET', `${P.messageList}?startDate=20200101&endDate=20200102`, {
      token: admin,
    });
    expect(old.body.data.total).toBe(0);
    const sms = await harness.call('GET', `${P.messageList}?channel=sms`, { token: admin });
    expect(sms.body.data.total).toBe(0);
    const badDate = await harness.call('GET', `${P.messageList}?startDate=20261399`, {
      token: admin,
    });
    expect(badDate.status).toBe(400);

    const csv = await fetch(
      `${harness.base}${P.messageExport}?format=csv&searchText=reader@&lang=en`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,Mail,reader@example\.com,register,.*,Sent,$/);
  });

  it('records a failed send with its error, and still reports the failure', async () => {
    const failing = sendRecorded(
      harness.database.db,
      { error: () => undefined },
      { channel: 'sms', recipient: '13800000000', purpose: 'forget' },
      () => Promise.reject(new Error('gateway said no')),
    );
    await expect(failing).rejects.toThrow('gateway said no');
    const answer = await harness.call('GET', `${P.messageList}?status=failed`, { token: admin });
    expect(answer.body.data.list[0]).toMatchObject({
      channel: 'sms',
      recipient: '13800000000',
      status: 'failed',
      error: 'gateway said no',
    });
  });
});
