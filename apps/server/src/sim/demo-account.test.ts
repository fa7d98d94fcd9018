// The demo account owns the simulator's receivers: created when missing, no sign-in without
// DEMO_PASSWORD, older operator-owned rows handed over, and the receivers listed as its devices.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_V2_PATHS } from '@skytrace/contracts';
import { users } from '../accounts/accounts.schema';
import { call } from '../accounts/accounts.testing';
import { markOperatorOwned } from '../devices/devices.repo';
import { devices } from '../devices/devices.schema';
import { startMyDevicesApp, type MyDevicesHarness } from '../devices/my-devices.testing';
import { DEMO_USERNAME, ensureDemoAccount, registerDemoReceivers } from './demo-account';

const UUIDS = ['5151aa00-0000-4000-8000-000000000001', '5151aa00-0000-4000-8000-000000000002'];
const LEGACY = '5151aa00000040008000000000000009';
const PASSWORD = 'demo lantern orchard 48';

async function login(harness: MyDevicesHarness, password: string) {
  return call(harness, 'POST', API_V2_PATHS.login, {
    body: { loginType: '1', username: DEMO_USERNAME, password },
  });
}

describe('demo account', () => {
  let harness: MyDevicesHarness;
  beforeAll(async () => {
    harness = await startMyDevicesApp();
  });
  afterAll(async () => {
    await harness.close();
  });

  it('owns the simulator receivers, and older operator-owned rows move to it', async () => {
    const db = harness.database.db;
    // A database from before the demo account: the receivers were operator-owned.
    await markOperatorOwned(db, [LEGACY]);
    const userId = await registerDemoReceivers(db, harness.feed.registry, {
      password: undefined,
      uuids: UUIDS,
    });
    const rows = await db.select().from(devices).where(eq(devices.ownerUserId, userId));
    expect(rows.map((row) => row.feederKey).sort()).toEqual(
      [...UUIDS.map((uuid) => uuid.replace(/-/g, '')), LEGACY].sort(),
    );
    expect(rows.every((row) => !row.operatorOwned && !row.selfBuilt)).toBe(true);
    expect(await db.select().from(devices).where(eq(devices.operatorOwned, true))).toEqual([]);
    // Registered for the live registry at once: never refused as an unknown feeder.
    const live = harness.feed.registry.attach(UUIDS[0]!.replace(/-/g, ''), 'beast', '10.0.0.1');
    expect(live?.registered).toBe(true);
    // Again at the next start: the same account, nothing duplicated.
    expect(
      await registerDemoReceivers(db, harness.feed.registry, { password: undefined, uuids: UUIDS }),
    ).toBe(userId);
    expect(await db.select().from(users).where(eq(users.username, DEMO_USERNAME))).toHaveLength(1);
  });

  it('cannot be signed in to without DEMO_PASSWORD, and can with it', async () => {
    const db = harness.database.db;
    expect((await login(harness, PASSWORD)).status).not.toBe(200);
    await ensureDemoAccount(db, PASSWORD);
    const signedIn = await login(harness, PASSWORD);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token as string;
    const mine = await call(harness, 'GET', API_V2_PATHS.myDeviceList, { token });
    expect(mine.body.data).toHaveLength(3);
    // The password taken away again: the old one fails and the session has ended.
    await ensureDemoAccount(db, undefined);
    expect((await login(harness, PASSWORD)).status).not.toBe(200);
    expect((await call(harness, 'GET', API_V2_PATHS.myDeviceList, { token })).status).toBe(401);
  });
});
