// The activity calendar (issue 20 item 4): everybody reads the activities touching a range of
// days; the back office (bms:activity) adds, changes and deletes them, with checked fields.
import {
  ACTIVITY_PERMISSION,
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  fillPath,
  type Activity,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModuleApp, type ModuleHarness } from '../admin/module-app.testing';
import { activitiesModule } from './activities.module';

let harness: ModuleHarness;
let editor: { id: number; token: string };
const P = API_V2_FULL_PATHS;
const A = ADSB_FULL_PATHS;
const meetUp = {
  kind: 'event',
  title: '成都航空摄影交流会',
  titleEn: 'Chengdu spotting meet-up',
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  place: '成都双流机场观景台',
  description: 'Bring a camera.',
  signUpUrl: 'https://example.com/signup',
} as const;

beforeAll(async () => {
  harness = await startModuleApp({ name: 'activities', modules: [activitiesModule] });
  editor = await harness.user([ACTIVITY_PERMISSION]);
}, 60_000);
afterAll(() => harness.close());

describe('the activity calendar', () => {
  let id = 0;

  it('is edited by bms:activity only, with checked fields', async () => {
    const stranger = await harness.user();
    expect((await harness.call('POST', A.activityAdd, { body: meetUp })).status).toBe(401);
    expect(
      (await harness.call('POST', A.activityAdd, { token: stranger.token, body: meetUp })).status,
    ).toBe(403);
    const backwards = await harness.call('POST', A.activityAdd, {
      token: editor.token,
      body: { ...meetUp, endDate: '2026-12-01' },
      lang: 'zh',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('结束日期不能早于开始日期');
    const badLink = await harness.call('POST', A.activityAdd, {
      token: editor.token,
      body: { ...meetUp, signUpUrl: 'javascript:alert(1)' },
    });
    expect(badLink.status).toBe(400);
    const added = await harness.call('POST', A.activityAdd, { token: editor.token, body: meetUp });
    expect(added.status).toBe(200);
    id = (added.body.data as Activity).id;
    const round = await harness.call('POST', A.activityAdd, {
      token: editor.token,
      body: {
        kind: 'distribution',
        title: '第三轮接收机发放',
        startDate: '2027-01-10',
        endDate: '2027-01-20',
      },
    });
    expect(round.body.data).toMatchObject({ kind: 'distribution', signUpUrl: null, place: '' });
  });

  it('answers the activities touching a range of days, to anybody', async () => {
    const december = await harness.call('GET', `${P.activityList}?from=2026-12-01&to=2026-12-31`);
    expect(december.status).toBe(200);
    expect((december.body.data as Activity[]).map((a) => a.title)).toEqual([meetUp.title]);
    // An activity spanning the range's first day is in it.
    const sixth = await harness.call('GET', `${P.activityList}?from=2026-12-06&to=2026-12-06`);
    expect((sixth.body.data as Activity[]).length).toBe(1);
    const rounds = await harness.call(
      'GET',
      `${P.activityList}?from=2026-12-01&to=2027-02-28&kind=distribution`,
    );
    expect((rounds.body.data as Activity[]).map((a) => a.kind)).toEqual(['distribution']);
    const tooLong = await harness.call('GET', `${P.activityList}?from=2026-01-01&to=2028-01-01`);
    expect(tooLong.status).toBe(400);
    const badDate = await harness.call('GET', `${P.activityList}?from=2026-13-01&to=2026-12-31`);
    expect(badDate.status).toBe(400);
  });

  it('changes and deletes an activity; an unknown id is a 404', async () => {
    const changed = await harness.call('POST', A.activityUpdate, {
      token: editor.token,
      body: { ...meetUp, id, place: 'Tianfu airport' },
    });
    expect(changed.body.data).toMatchObject({ id, place: 'Tianfu airport' });
    const list = await harness.call('GET', `${A.activityAdminList}?page=1&pageSize=10`, {
      token: editor.token,
    });
    expect((list.body.data as { total: number }).total).toBe(2);
    const stranger = await harness.user();
    const refused = await harness.call('POST', fillPath(A.activityDelete, { id }), {
      token: stranger.token,
    });
    expect(refused.status).toBe(403);
    const removed = await harness.call('POST', fillPath(A.activityDelete, { id }), {
      token: editor.token,
    });
    expect(removed.status).toBe(200);
    const again = await harness.call('POST', fillPath(A.activityDelete, { id }), {
      token: editor.token,
    });
    expect(again.status).toBe(404);
    const missing = await harness.call('POST', A.activityUpdate, {
      token: editor.token,
      body: { ...meetUp, id: 999_999 },
    });
    expect(missing.status).toBe(404);
  });
});
