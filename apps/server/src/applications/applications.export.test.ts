// The kit applications export over real HTTP: the list's filters (status, text) select the
// rows, the header is in the asked language, and a user without the permission gets 403.
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  KIT_PERMISSIONS,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKitApp, testImage, type KitHarness } from './kit.testing';

let kit: KitHarness;
let admin: { id: number; token: string };

async function apply(recipientName: string): Promise<number> {
  const user = await kit.user();
  const upload = await kit.upload(API_V2_FULL_PATHS.uploadDeviceImage, user.token, {
    bytes: await testImage('jpeg', 640, 480),
    name: 'roof.jpg',
    type: 'image/jpeg',
  });
  const answer = await kit.call('POST', API_V2_FULL_PATHS.apply, {
    token: user.token,
    body: {
      lon: 121.47,
      lat: 31.23,
      cableLength: 5,
      feederLength: 10,
      recommender: 'friend@example.com',
      recipientName,
      phone: '13800138000',
      address: '上海市黄浦区人民大道 200 号',
      postcode: '200003',
      photos: [(upload.body.data as UploadResult).file],
    },
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as { id: number }).id;
}

const exportCsv = (query: string, token = admin.token) =>
  fetch(`${kit.base}${ADSB_FULL_PATHS.applicationExport}?format=csv&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });

beforeAll(async () => {
  kit = await startKitApp();
  admin = await kit.user([KIT_PERMISSIONS.applications]);
  await apply('王芳');
  const second = await apply('李雷');
  const audit = await kit.call('POST', ADSB_FULL_PATHS.applicationAudit, {
    token: admin.token,
    body: { id: second, status: 3, remark: 'Too close to another receiver' },
  });
  expect(audit.status).toBe(200);
}, 60_000);
afterAll(() => kit.close());

describe('kit applications export', () => {
  it('streams every application with its state, in the asked language', async () => {
    const response = await exportCsv('lang=zh');
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('安装位置');
    expect(lines[1]).toContain('李雷');
    expect(lines[1]).toContain('未通过');
    expect(lines[1]).toContain('Too close to another receiver');
    expect(lines[2]).toContain('王芳');
  });

  it('applies the list filters', async () => {
    const pending = await (await exportCsv('lang=en&status=0')).text();
    expect(pending).toContain('王芳');
    expect(pending).not.toContain('李雷');
    expect(pending).toContain('Waiting for approval');
    const byText = await (await exportCsv('lang=en&searchText=%E6%9D%8E')).text();
    expect(byText.trim().split(/\r?\n/)).toHaveLength(2);
  });

  it('refuses a user without the applications permission', async () => {
    const plain = await kit.user();
    expect((await exportCsv('lang=en', plain.token)).status).toBe(403);
  });
});
