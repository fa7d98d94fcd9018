// Applicants are told of each state change of their kit application and fitting request, by
// mail and SMS (each only when the account has the address), in their language, and every
// notice is in the message log; user info's isApplyFitting follows their fitting requests.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  KIT_PERMISSIONS,
  fillPath,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts.schema';
import { sentMessages } from '../messages/messages.schema';
import { startKitApp, testImage, type KitHarness } from './kit.testing';

let kit: KitHarness;
let zhUser: { id: number; token: string };
let enUser: { id: number; token: string };
let admin: { id: number; token: string };
const P = API_V2_FULL_PATHS;
const A = ADSB_FULL_PATHS;

async function apply(token: string): Promise<number> {
  const upload = await kit.upload(P.uploadDeviceImage, token, {
    bytes: await testImage('jpeg', 640, 480),
    name: 'roof.jpg',
    type: 'image/jpeg',
  });
  const answer = await kit.call('POST', P.apply, {
    token,
    body: {
      lon: 116.3,
      lat: 39.98,
      cableLength: 3,
      feederLength: 6,
      recipientName: 'Li Na',
      phone: '13912345678',
      address: '北京市海淀区中关村大街 1 号',
      postcode: '100080',
      photos: [(upload.body.data as UploadResult).file],
    },
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as { id: number }).id;
}

/** The message log's rows for a recipient, oldest first. */
async function logged(recipient: string) {
  const rows = await kit.database.db
    .select()
    .from(sentMessages)
    .where(eq(sentMessages.recipient, recipient))
    .orderBy(sentMessages.id);
  return rows.map((row) => `${row.channel} ${row.purpose} ${row.status}`);
}

/** The outbox files written to a recipient, their text with soft line breaks joined. */
function outbox(recipient: string): string[] {
  const dir = path.join(kit.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.includes(recipient))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, ''));
}

const isApplyFitting = async (token: string) =>
  ((await kit.call('GET', P.userInfo, { token })).body.data as { isApplyFitting: boolean })
    .isApplyFitting;

beforeAll(async () => {
  kit = await startKitApp();
  zhUser = await kit.user();
  enUser = await kit.user();
  admin = await kit.user([KIT_PERMISSIONS.applications, KIT_PERMISSIONS.fittings]);
  const db = kit.database.db;
  await db
    .update(users)
    .set({ email: 'zh-host@example.com', phone: '13800000001', language: 'zh' })
    .where(eq(users.id, zhUser.id));
  await db
    .update(users)
    .set({ email: 'en-host@example.com', language: 'en' })
    .where(eq(users.id, enUser.id));
}, 60_000);
afterAll(() => kit.close());

describe('kit notices', () => {
  it('tells the applicant of approval and dispatch by mail and SMS, in Chinese', async () => {
    const id = await apply(zhUser.token);
    // Pending: nothing is sent.
    expect(await logged('zh-host@example.com')).toEqual([]);
    await kit.call('POST', A.applicationAudit, { token: admin.token, body: { id, status: 1 } });
    await kit.call('POST', A.applicationExpress, {
      token: admin.token,
      body: { id, expressNumber: 'SF1234567890' },
    });
    expect(await logged('zh-host@example.com')).toEqual([
      'mail kit.application.approved sent',
      'mail kit.application.sent sent',
    ]);
    expect(await logged('13800000001')).toEqual([
      'sms kit.application.approved sent',
      'sms kit.application.sent sent',
    ]);
    const sms = outbox('13800000001');
    expect(sms).toHaveLength(2);
    expect(sms.join('\n')).toContain(`（编号 ${id}）已通过审核`);
    expect(sms.join('\n')).toContain('快递单号：SF1234567890');
    expect(outbox('zh-host@example.com')).toHaveLength(2);
  });

  it('tells a rejection with its remark by mail only when there is no phone, in English', async () => {
    const id = await apply(enUser.token);
    const rejected = await kit.call('POST', A.applicationAudit, {
      token: admin.token,
      body: { id, status: 3, remark: 'Too close to another receiver' },
    });
    expect(rejected.status).toBe(200);
    expect(await logged('en-host@example.com')).toEqual(['mail kit.application.rejected sent']);
    const [mail] = outbox('en-host@example.com');
    expect(mail).toContain('Subject: Skytrace: your receiver kit application');
    expect(mail).toContain('Remark: Too close to another receiver');
  });

  it('follows fitting requests: isApplyFitting while one is under way, and each notice', async () => {
    expect(await isApplyFitting(zhUser.token)).toBe(false);
    const answer = await kit.call('POST', P.fittingApply, {
      token: zhUser.token,
      body: {
        fittings: ['feeder'],
        reason: 'The feeder was cut in a storm',
        recipientName: 'Li Na',
        phone: '13912345678',
        address: '北京市海淀区中关村大街 1 号',
        postcode: '100080',
      },
    });
    expect(answer.status).toBe(200);
    const fittingId = (answer.body.data as { id: number }).id;
    expect(await isApplyFitting(zhUser.token)).toBe(true);
    await kit.call('POST', fillPath(A.fittingApprove, { id: fittingId }), { token: admin.token });
    // Approved, not yet sent: still under way.
    expect(await isApplyFitting(zhUser.token)).toBe(true);
    await kit.call('POST', fillPath(A.fittingExpress, { id: fittingId }), {
      token: admin.token,
      body: { expressNumber: 'YT9876543210' },
    });
    expect(await isApplyFitting(zhUser.token)).toBe(false);
    const log = await logged('13800000001');
    expect(log.slice(-2)).toEqual(['sms kit.fitting.approved sent', 'sms kit.fitting.sent sent']);
    expect(outbox('13800000001').join('\n')).toContain('快递单号：YT9876543210');
    // Someone else's state is not theirs.
    expect(await isApplyFitting(enUser.token)).toBe(false);
  });
});
