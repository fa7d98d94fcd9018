// Kit applications end to end over HTTP (issue 17 item 4): spec §5 rules with their messages,
// one pending application, edit and withdraw only while pending, the administrator's audit
// (approve → pending agreement; reject with a remark shown only with status 3; express number
// → sent), each state as the applicant sees it, someone else's id → 403 and nothing changed,
// every change in the system log.
import { eq } from 'drizzle-orm';
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  KIT_PERMISSIONS,
  type AdminApplication,
  type Application,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../access/access.schema';
import { startKitApp, testImage, type KitHarness } from './kit.testing';

let kit: KitHarness;
let applicant: { id: number; token: string };
let admin: { id: number; token: string };
let photo: string;

const P = API_V2_FULL_PATHS;
const A = ADSB_FULL_PATHS;

async function uploadPhoto(token: string, width = 640): Promise<string> {
  const answer = await kit.upload(P.uploadDeviceImage, token, {
    bytes: await testImage('jpeg', width, 480),
    name: 'roof.jpg',
    type: 'image/jpeg',
  });
  return (answer.body.data as UploadResult).file;
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    lon: 121.47,
    lat: 31.23,
    cableLength: 5,
    feederLength: 10,
    recommender: 'friend@example.com',
    recipientName: '张伟',
    phone: '13800138000',
    address: '上海市黄浦区人民大道 200 号',
    postcode: '200003',
    photos: [photo],
    ...overrides,
  };
}

async function mine(token = applicant.token): Promise<Application[]> {
  return (await kit.call('GET', P.applyList, { token })).body.data as Application[];
}

beforeAll(async () => {
  kit = await startKitApp();
  applicant = await kit.user();
  admin = await kit.user([KIT_PERMISSIONS.applications]);
  photo = await uploadPhoto(applicant.token);
}, 60_000);
afterAll(() => kit.close());

describe('kit applications', () => {
  it('checks the §5 rules with their messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ recipientName: '  ' }, 'recipientName', 'Name cannot be blank'],
      [{ phone: '' }, 'phone', 'Phone cannot be blank'],
      [{ phone: '12345' }, 'phone', 'The format of phone number is incorrect'],
      [{ address: '' }, 'address', 'Please enter the detailed address'],
      [{ postcode: '' }, 'postcode', 'Postcode cannot be blank'],
      [{ postcode: '2000' }, 'postcode', 'A postcode has 6 digits'],
      [{ photos: [] }, 'photos', 'Please upload at least one photo of the site'],
      [{ cableLength: 0 }, 'cableLength', 'Cable length must be between 1 and 100 metres'],
      [
        { recommender: 'nobody' },
        'recommender',
        'The recommender must be a phone number or an email address',
      ],
      // Tokyo: kits go to China only.
      [
        { lon: 139.69, lat: 35.69 },
        'lon',
        'Kits are sent within China only; please pick a location in China',
      ],
    ];
    for (const [change, , message] of cases) {
      const answer = await kit.call('POST', P.apply, {
        token: applicant.token,
        body: form(change),
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.msg, JSON.stringify(change)).toContain(message);
    }
    const zh = await kit.call('POST', P.apply, {
      token: applicant.token,
      body: form({ postcode: '' }),
      lang: 'zh',
    });
    expect(zh.body.msg).toContain('邮编不能为空');
    expect(await mine()).toEqual([]);
  });

  it('refuses photos the applicant did not upload', async () => {
    const stranger = await kit.user();
    const theirs = await uploadPhoto(stranger.token, 700);
    const answer = await kit.call('POST', P.apply, {
      token: applicant.token,
      body: form({ photos: [theirs] }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe(
      'One of the images was not uploaded by you; please upload it again.',
    );
  });

  it('goes pending → edited → rejected with a remark, shown only with status 3', async () => {
    const made = await kit.call('POST', P.apply, { token: applicant.token, body: form() });
    expect(made.status).toBe(200);
    const application = made.body.data as Application;
    expect(application.status).toBe(0);
    expect(application.photos[0]?.url).toContain(photo);
    expect(
      (await kit.call('POST', P.apply, { token: applicant.token, body: form() })).body.msg,
    ).toBe('You already have an application waiting for approval.');
    const edited = await kit.call('POST', P.applyUpdate, {
      token: applicant.token,
      body: {
        id: application.id,
        ...form({ cableLength: 8, address: '上海市浦东新区世纪大道 1 号' }),
      },
    });
    expect(edited.status).toBe(200);
    expect((await mine())[0]).toMatchObject({ cableLength: 8, status: 0, remark: null });

    const noRemark = await kit.call('POST', A.applicationAudit, {
      token: admin.token,
      body: { id: application.id, status: 3 },
    });
    expect(noRemark.status).toBe(400);
    expect(noRemark.body.msg).toContain('Please give the reason for the rejection');
    const rejected = await kit.call('POST', A.applicationAudit, {
      token: admin.token,
      body: { id: application.id, status: 3, remark: 'The roof photo does not show the sky' },
    });
    expect(rejected.status).toBe(200);
    expect((await mine())[0]).toMatchObject({
      status: 3,
      remark: 'The roof photo does not show the sky',
      contractUuid: null,
    });
    // No longer pending: neither edit nor withdraw nor a second audit.
    const late = await kit.call('POST', P.applyUpdate, {
      token: applicant.token,
      body: { id: application.id, ...form() },
    });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(
      'Only an application waiting for approval can be changed or withdrawn.',
    );
    expect(
      (
        await kit.call('POST', P.applyDelete, {
          token: applicant.token,
          body: { id: application.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await kit.call('POST', A.applicationAudit, {
          token: admin.token,
          body: { id: application.id, status: 1 },
        })
      ).status,
    ).toBe(409);
  });

  it('withdraws a pending application', async () => {
    const made = (await kit.call('POST', P.apply, { token: applicant.token, body: form() })).body
      .data as Application;
    const withdrawn = await kit.call('POST', P.applyDelete, {
      token: applicant.token,
      body: { id: made.id },
    });
    expect(withdrawn.status).toBe(200);
    expect((await mine()).map((row) => row.id)).not.toContain(made.id);
  });

  it('goes pending → approved (with a pending agreement) → sent with the express number', async () => {
    const made = (await kit.call('POST', P.apply, { token: applicant.token, body: form() })).body
      .data as Application;
    const early = await kit.call('POST', A.applicationExpress, {
      token: admin.token,
      body: { id: made.id, expressNumber: 'SF1234567890' },
    });
    expect(early.status).toBe(409);
    const approved = await kit.call('POST', A.applicationAudit, {
      token: admin.token,
      // A remark with an approval is not kept (spec §4: only with status 3).
      body: { id: made.id, status: 1, remark: 'ignored' },
    });
    expect(approved.status).toBe(200);
    const seen = (await mine()).find((row) => row.id === made.id);
    expect(seen).toMatchObject({ status: 1, remark: null, expressNumber: null });
    expect(seen?.contractUuid).toMatch(/^[0-9a-f-]{36}$/);
    const contracts = await kit.call('GET', P.contractList, { token: applicant.token });
    expect(contracts.body.data).toEqual([
      expect.objectContaining({
        uuid: seen?.contractUuid,
        status: 'pending',
        applicationId: made.id,
      }),
    ]);
    const badExpress = await kit.call('POST', A.applicationExpress, {
      token: admin.token,
      body: { id: made.id, expressNumber: 'SF 12/34' },
    });
    expect(badExpress.status).toBe(400);
    const sent = await kit.call('POST', A.applicationExpress, {
      token: admin.token,
      body: { id: made.id, expressNumber: 'SF1234567890' },
    });
    expect(sent.status).toBe(200);
    expect((await mine()).find((row) => row.id === made.id)).toMatchObject({
      status: 2,
      expressNumber: 'SF1234567890',
    });
    const list = await kit.call('GET', `${A.applicationList}?status=2`, { token: admin.token });
    const page = list.body.data as { list: AdminApplication[]; total: number };
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id: made.id, userId: applicant.id, status: 2 });
    // Every change was logged with its before and after.
    const logged = await kit.database.db
      .select({ action: adminActions.action })
      .from(adminActions)
      .where(eq(adminActions.outcome, 'ok'));
    const actions = logged.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['application.audit', 'application.express']));
  });

  it("answers 403 for someone else's application and changes nothing", async () => {
    const owner = await kit.user();
    const ownPhoto = await uploadPhoto(owner.token, 660);
    const made = (
      await kit.call('POST', P.apply, { token: owner.token, body: form({ photos: [ownPhoto] }) })
    ).body.data as Application;
    const update = await kit.call('POST', P.applyUpdate, {
      token: applicant.token,
      body: { id: made.id, ...form() },
    });
    expect(update.status).toBe(403);
    const remove = await kit.call('POST', P.applyDelete, {
      token: applicant.token,
      body: { id: made.id },
    });
    expect(remove.status).toBe(403);
    expect(await mine(owner.token)).toEqual([made]);
  });

  it('keeps the audit to the back office and offers translated reject reasons', async () => {
    const plain = await kit.call('POST', A.applicationAudit, {
      token: applicant.token,
      body: { id: 1, status: 1 },
    });
    expect(plain.status).toBe(403);
    const reasons = await kit.call('GET', A.applicationRejectReasons, {
      token: admin.token,
      lang: 'zh',
    });
    expect(reasons.body.data).toContainEqual({
      key: 'photosUnclear',
      text: '场地照片未能清楚显示安装位置',
    });
  });
});
