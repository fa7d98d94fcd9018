// Fitting replacements (issue 17 item 4): only volunteers hosting a kit, at least one of the
// eleven fittings, the back office approves, sends or rejects with a remark, the volunteer
// sees each state and may withdraw while pending; the export lists them.
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  KIT_PERMISSIONS,
  fillPath,
  type Application,
  type FittingApplication,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKitApp, testImage, type KitHarness } from './kit.testing';

let kit: KitHarness;
let host: { id: number; token: string };
let admin: { id: number; token: string };
const P = API_V2_FULL_PATHS;
const A = ADSB_FULL_PATHS;

const request = (overrides: Record<string, unknown> = {}) => ({
  fittings: ['feeder', 'lightningArrester'],
  reason: 'The feeder was cut in a storm',
  recipientName: 'Li Na',
  phone: '13912345678',
  address: '北京市海淀区中关村大街 1 号',
  postcode: '100080',
  ...overrides,
});

async function mine(): Promise<FittingApplication[]> {
  return (await kit.call('GET', P.fittingApplyList, { token: host.token })).body
    .data as FittingApplication[];
}

beforeAll(async () => {
  kit = await startKitApp();
  host = await kit.user();
  admin = await kit.user([KIT_PERMISSIONS.applications, KIT_PERMISSIONS.fittings]);
}, 60_000);
afterAll(() => kit.close());

describe('fittings', () => {
  it('are for volunteers hosting a kit', async () => {
    const answer = await kit.call('POST', P.fittingApply, { token: host.token, body: request() });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe(
      'Fittings are sent to volunteers who host a kit; apply for a kit first.',
    );
    // Give the host an approved kit.
    const photo = (
      await kit.upload(P.uploadDeviceImage, host.token, {
        bytes: await testImage('jpeg'),
        name: 'p.jpg',
        type: 'image/jpeg',
      })
    ).body.data as UploadResult;
    const application = (
      await kit.call('POST', P.apply, {
        token: host.token,
        body: {
          lon: 116.3,
          lat: 39.98,
          cableLength: 3,
          feederLength: 6,
          recipientName: 'Li Na',
          phone: '13912345678',
          address: '北京市海淀区中关村大街 1 号',
          postcode: '100080',
          photos: [photo.file],
        },
      })
    ).body.data as Application;
    const approved = await kit.call('POST', A.applicationAudit, {
      token: admin.token,
      body: { id: application.id, status: 1 },
    });
    expect(approved.status).toBe(200);
  });

  it('need at least one of the eleven fittings and the recipient (§5)', async () => {
    const none = await kit.call('POST', P.fittingApply, {
      token: host.token,
      body: request({ fittings: [] }),
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('Please tick at least one fitting');
    const unknown = await kit.call('POST', P.fittingApply, {
      token: host.token,
      body: request({ fittings: ['flux capacitor'] }),
    });
    expect(unknown.status).toBe(400);
    const blank = await kit.call('POST', P.fittingApply, {
      token: host.token,
      body: request({ recipientName: '', reason: ' ' }),
    });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toContain('Name cannot be blank');
    expect(await mine()).toEqual([]);
  });

  it('go pending → approved → sent, or pending → rejected with a remark', async () => {
    const first = (await kit.call('POST', P.fittingApply, { token: host.token, body: request() }))
      .body.data as FittingApplication;
    expect(first).toMatchObject({ status: 0, fittings: ['feeder', 'lightningArrester'] });
    const approve = await kit.call('POST', fillPath(A.fittingApprove, { id: first.id }), {
      token: admin.token,
    });
    expect(approve.status).toBe(200);
    expect((await mine())[0]).toMatchObject({ id: first.id, status: 1 });
    const express = await kit.call('POST', fillPath(A.fittingExpress, { id: first.id }), {
      token: admin.token,
      body: { expressNumber: 'YT9876543210' },
    });
    expect(express.status).toBe(200);
    expect((await mine())[0]).toMatchObject({ status: 2, expressNumber: 'YT9876543210' });
    // Sent: not withdrawable, not rejectable.
    expect(
      (await kit.call('POST', P.fittingApplyDelete, { token: host.token, body: { id: first.id } }))
        .status,
    ).toBe(409);
    expect(
      (
        await kit.call('POST', fillPath(A.fittingReject, { id: first.id }), {
          token: admin.token,
          body: { remark: 'late' },
        })
      ).status,
    ).toBe(409);

    const second = (
      await kit.call('POST', P.fittingApply, {
        token: host.token,
        body: request({ fittings: ['sdr'], reason: 'The SDR overheats' }),
      })
    ).body.data as FittingApplication;
    const noRemark = await kit.call('POST', fillPath(A.fittingReject, { id: second.id }), {
      token: admin.token,
      body: { remark: '' },
    });
    expect(noRemark.status).toBe(400);
    const reject = await kit.call('POST', fillPath(A.fittingReject, { id: second.id }), {
      token: admin.token,
      body: { remark: 'The same fitting was replaced recently' },
    });
    expect(reject.status).toBe(200);
    expect((await mine()).find((row) => row.id === second.id)).toMatchObject({
      status: 3,
      remark: 'The same fitting was replaced recently',
    });
  });

  it('can be withdrawn while pending, by their owner only', async () => {
    const third = (await kit.call('POST', P.fittingApply, { token: host.token, body: request() }))
      .body.data as FittingApplication;
    const stranger = await kit.user();
    const theirs = await kit.call('POST', P.fittingApplyDelete, {
      token: stranger.token,
      body: { id: third.id },
    });
    expect(theirs.status).toBe(403);
    expect((await mine()).map((row) => row.id)).toContain(third.id);
    const withdrawn = await kit.call('POST', P.fittingApplyDelete, {
      token: host.token,
      body: { id: third.id },
    });
    expect(withdrawn.status).toBe(200);
    expect((await mine()).map((row) => row.id)).not.toContain(third.id);
  });

  it('are listed and exported for the back office only', async () => {
    const page = await kit.call('GET', A.fittingPage, { token: admin.token });
    expect((page.body.data as { total: number }).total).toBe(2);
    expect((await kit.call('GET', A.fittingPage, { token: host.token })).status).toBe(403);
    const csv = await fetch(`${kit.base}${A.fittingExport}?format=csv&lang=en`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('YT9876543210');
    expect(text).toContain('The SDR overheats');
    expect(text.split('\n').filter((line) => line.trim() !== '')).toHaveLength(3);
  });
});
