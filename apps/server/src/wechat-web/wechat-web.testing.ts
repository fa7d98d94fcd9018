// Test harness of WeChat sign-in and the /wx/index calls: accounts, the user's devices and this
// module on a fresh database, a device registry and live table fed by hand (as ranking's
// harness does), WeChat pointed at a fake (or not configured), real HTTP on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { accountsModule } from '../accounts/accounts.module';
import { loginToken, type AccountsHarness } from '../accounts/accounts.testing';
import { hashPassword } from '../accounts/passwords';
import { insertUser } from '../accounts/users.repo';
import type { Database } from '../db/db';
import { createTestDatabase } from '../db/testing';
import type { DeviceLive } from '../devices/device.live';
import { DeviceRegistry } from '../devices/device.registry';
import { devices } from '../devices/devices.schema';
import { myDevicesModule } from '../devices/my-devices.module';
import { FlightIdentityService } from '../flights/flight-identity.service';
import { LiveTable, emptyLiveUpdate } from '../live/live.table';
import { composeApp } from '../modules/compose';
import { HistoryService } from '../playback/history.service';
import { PlaybackDirectory } from '../playback/playback.directory';
import { PlaybackService } from '../playback/playback.service';
import { listenLocally } from '../testing/http';
import type { FakeWechat } from './fake-wechat.testing';
import { wechatWebModule } from './wechat-web.module';

export const PASSWORD = 'cobalt meadow lantern 42';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface WechatWebHarness extends AccountsHarness {
  registry: DeviceRegistry;
  liveTable: LiveTable;
  now: { value: number };
  /** A new user (optionally with a phone) and their token. */
  user(name: string, phone?: string): Promise<{ userId: number; token: string }>;
  /** A receiver owned by `userId`, attached to the registry (so it is online). */
  ownDevice(userId: number, uuid: string): Promise<{ devId: number; live: DeviceLive }>;
  /** An aircraft position heard by `device` now. */
  hear(device: DeviceLive, icao: number, lat: number, lon: number): void;
}

export async function startWechatWebApp(
  fake: FakeWechat | undefined,
  shared?: Database,
  /** Airlines and airports loaded (flightTrace maps flight numbers to callsigns with them). */
  referenceData = false,
): Promise<WechatWebHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-wechat-web-'));
  const database = shared ?? (await createTestDatabase({ referenceData }));
  const identity = new FlightIdentityService(database.db);
  await identity.refresh();
  // Playback's own history service, over what the test records (flightTrace).
  const playback = new PlaybackService({
    db: database.db,
    directory: new PlaybackDirectory(database.db, identity),
  });
  const history = new HistoryService(playback, { db: database.db });
  const now = { value: Math.floor(Date.now() / 1000) };
  const registry = new DeviceRegistry(database.db, { logger: silent, now: () => now.value });
  const liveTable = new LiveTable();
  const app = await composeApp(
    {
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        bodyLimitBytes: 1024 * 1024,
        trustProxy: false,
        webDist: dataDir,
        myDevices: { publicHost: 'feed.example.org', uuidsPerUser: 5, demoPassword: undefined },
      },
      database,
      roles: () => ['http'],
      version: 'test',
      accounts: { dataDir },
      registry,
      liveTable,
      now: () => now.value,
      playback: { playback, history, db: database.db, requiresLogin: true },
      wechat: fake
        ? { appId: fake.appId, appSecret: fake.appSecret, apiBase: fake.base, openBase: fake.base }
        : undefined,
    },
    [accountsModule, myDevicesModule, wechatWebModule],
  );
  const base = await listenLocally(app);
  const harness: WechatWebHarness = {
    base,
    dataDir,
    database,
    app,
    registry,
    liveTable,
    now,
    user: async (name, phone) => {
      const row = await insertUser(database.db, {
        username: name,
        phone: phone ?? null,
        language: 'en',
        passwordHash: await hashPassword(PASSWORD),
      });
      return { userId: row.id, token: await loginToken(harness, name, PASSWORD) };
    },
    ownDevice: async (userId, uuid) => {
      await registry.registerOperatorDevices([uuid]);
      const live = registry.attach(uuid, 'beast', '127.0.0.1');
      if (!live) throw new Error('device refused');
      live.countMessage(now.value);
      await registry.flush();
      const [row] = await database.db
        .update(devices)
        .set({ ownerUserId: userId, operatorOwned: false })
        .where(eq(devices.feederKey, live.feederKey))
        .returning({ devId: devices.devId });
      if (!row) throw new Error('device not stored');
      return { devId: row.devId, live };
    },
    hear: (device, icao, lat, lon) => {
      const update = emptyLiveUpdate();
      update.icao = icao;
      update.deviceId = device.feederKey;
      update.time = now.value;
      update.lat = lat;
      update.lon = lon;
      update.altitude = 20_000;
      update.registered = true;
      update.source = device.feederKey;
      liveTable.apply(update);
    },
    close: async () => {
      await app.close();
      await registry.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
