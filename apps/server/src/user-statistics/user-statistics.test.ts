import {
  ADSB_FULL_PATHS,
  BMS_OPS_PERMISSIONS,
  formatCompactDate,
  timeRangeToDates,
  type UserStatistics,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpsApp, type OpsHarness } from '../jobs/bms-ops.testing';

let harness: OpsHarness;
let admin: string;
const P = ADSB_FULL_PATHS;
const today = () => formatCompactDate(new Date(Date.now() + 8 * 3600_000));

beforeAll(async () => {
  harness = await startOpsApp();
  admin = await harness.user([BMS_OPS_PERMISSIONS.statistics]);
}, 60_000);
afterAll(() => harness.close());

describe('/adsb/user/statistics', () => {
  it('refuses without a token (401) and without bms:statistics (403)', async () => {
    const query = `?startDate=${today()}&endDate=${today()}`;
    expect((await harness.call('GET', P.userStatistics + query)).status).toBe(401);
    const other = await harness.user([]);
    expect((await harness.call('GET', P.userStatistics + query, { token: other })).status).toBe(
      403,
    );
  });

  it('counts sign-ups and active users by China day', async () => {
    const reader = await harness.user([]);
    // A signed-in request marks its user active today.
    await harness.call('GET', '/api/v2/user/user/info', { token: reader });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = Math.floor(Date.now() / 1000);
    const { startDate, endDate } = timeRangeToDates(now - 2 * 86_400, now);
    const answer = await harness.call(
      'GET',
      `${P.userStatistics}?startDate=${startDate}&endDate=${endDate}`,
      { token: admin },
    );
    expect(answer.status).toBe(200);
    const { days, totals } = answer.body.data as UserStatistics;
    const last = days[days.length - 1];
    expect(days).toHaveLength(3);
    expect(last).toMatchObject({ date: today() });
    // admin, the 403 user and the reader signed up today; admin and reader made requests.
    expect(last?.signUps).toBe(3);
    expect(last?.activeUsers).toBeGreaterThanOrEqual(2);
    expect(days[0]).toMatchObject({ signUps: 0, activeUsers: 0 });
    expect(totals).toMatchObject({ users: 3, signUps: 3 });
    expect(totals.activeUsers).toBe(last?.activeUsers);
  });

  it('refuses a reversed or too long range with a translated 400', async () => {
    const reversed = await harness.call(
      'GET',
      `${P.userStatistics}?startDate=20261110&endDate=20261101`,
      {
        token: admin,
      },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('at most 366 days');
    const long = await harness.call(
      'GET',
      `${P.userStatistics}?startDate=20200101&endDate=20261101`,
      {
        token: admin,
      },
    );
    expect(long.status).toBe(400);
    const missing = await harness.call('GET', P.userStatistics, { token: admin });
    expect(missing.status).toBe(400);
  });
});

describe('timeRangeToDates (spec §7)', () => {
  it('turns seconds into China-day yyyyMMdd', () => {
    // 2026-11-23 16:30 UTC is 2026-11-24 00:30 in Beijing.
    const start = Date.UTC(2026, 10, 23, 16, 30) / 1000;
    expect(timeRangeToDates(start, start + 86_400)).toEqual({
      startDate: '20261124',
      endDate: '20261125',
    });
  });
});
