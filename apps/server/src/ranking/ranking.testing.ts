// Test harness of the coverage and ranking calls: accounts, back office and this module on a
// fresh database, a device registry and live table fed by hand, real HTTP on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { accountsModule } from '../accounts/accounts.module';
import type { AccountsHarness } from '../accounts/accounts.testing';
import { loginToken } from '../accounts/accounts.testing';
import { adminModule } from '../admin/admin.module';
import { createAdministrator } from '../admin/first-admin';
import { seedBackOffice } from '../admin/seed';
import { ADMIN_NAME, ADMIN_PASSWORD } from '../admin/admin.testing';
import { createTestDatabase } from '../db/testing';
import { DeviceRegistry } from '../devices/device.registry';
import type { DeviceLive } from '../devices/device.live';
import { devices } from '../devices/devices.schema';
import { ExportProgress } from '../exports/export.progress';
import { exportsModule } from '../exports/exports.module';
import { LiveTable, emptyLiveUpdate } from '../live/live.table';
import { composeApp } from '../modules/compose';
import { listenLocally } from '../testing/http';
import { rankingModule } from './ranking.module';

export interface RankingHarness extends AccountsHarness {
  registry: DeviceRegistry;
  liveTable: LiveTable;
  adminToken: string;
  now: { value: number };
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** `extra`: modules built on this one (airroutes' seaway coverage) started with it. */
export async function startRankingApp(
  start = 1_795_000_000,
  extra: readonly (typeof rankingModule)[] = [],
): Promise<RankingHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-ranking-'));
  const database = await createTestDatabase({ referenceData: true });
  const modules = [accountsModule, adminModule, exportsModule, rankingModule, ...extra];
  await seedBackOffice(database.db, modules, { warn: () => undefined });
  await createAdministrator(database.db, { username: ADMIN_NAME, password: ADMIN_PASSWORD });
  const now = { value: start };
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
      },
      database,
      roles: () => ['http'],
      version: 'test',
      accounts: { dataDir },
      exportProgress: new ExportProgress(),
      registry,
      liveTable,
      now: () => now.value,
    },
    modules,
  );
  const base = await listenLocally(app);
  const harness: AccountsHarness = {
    base,
    dataDir,
    database,
    app,
    close: async () => {
      await app.close();
      await registry.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return {
    ...harness,
    registry,
    liveTable,
    now,
    adminToken: await loginToken(harness, ADMIN_NAME, ADMIN_PASSWORD),
  };
}

/** A registered (operator-owned) device attached to the registry, its stored row read. */
export async function operatorDevice(
  harness: RankingHarness,
  uuid: string,
  owner?: { lat: number; lon: number },
): Promise<DeviceLive> {
  await harness.registry.registerOperatorDevices([uuid]);
  const device = harness.registry.attach(uuid, 'beast', '127.0.0.1');
  if (!device) throw new Error('device refused');
  if (owner) {
    device.ownerLat = owner.lat;
    device.ownerLon = owner.lon;
    await harness.database.db
      .update(devices)
      .set({ lat: owner.lat, lon: owner.lon })
      .where(eq(devices.feederKey, uuid));
  }
  return device;
}

/** One position heard by `device` at `time` (seconds), through the live table as ingest does. */
export function hear(
  harness: RankingHarness,
  device: DeviceLive,
  icao: number,
  time: number,
  lat: number,
  lon: number,
  altitudeFeet = 20_000,
): void {
  const update = emptyLiveUpdate();
  update.icao = icao;
  update.deviceId = device.feederKey;
  update.time = time;
  update.lat = lat;
  update.lon = lon;
  update.altitude = altitudeFeet;
  update.registered = true;
  update.source = device.feederKey;
  harness.liveTable.apply(update);
  device.countMessage(time);
  device.countAircraft(icao, false, '');
  device.countPosition(lat, lon, altitudeFeet, icao, time);
}
