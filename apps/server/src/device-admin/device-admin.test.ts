// The device back office over real HTTP: an administrator adds, edits and deletes devices (each
// change in the system log with before and after), reads the monitor, the per-airport lists and
// the statistics, and exports the list; a user without `bms:device` is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADSB_PATHS, ADSB_ROOT, fillPath } from '@skytrace/contracts';
import { accountsModule } from '../accounts/accounts.module';
import { loginToken, type AccountsHarness, type Answer } from '../accounts/accounts.testing';
import { hashPassword } from '../accounts/passwords';
import { insertUser } from '../accounts/users.repo';
import { adminModule } from '../admin/admin.module';
import { ADMIN_NAME, ADMIN_PASSWORD, adminCall } from '../admin/admin.testing';
import { createAdministrator } from '../admin/first-admin';
import { seedBackOffice } from '../admin/seed';
import { createTestDatabase } from '../db/testing';
import { DeviceRegistry } from '../devices/device.registry';
import { statsDay } from '../devices/device.live';
import { deviceDailyStats } from '../devices/devices.schema';
import { ExportProgress } from '../exports/export.progress';
import { composeApp } from '../modules/compose';
import { listenLocally } from '../testing/http';
import { hasReferenceData } from '../testing/reference-data';
import { deviceAdminModule } from './device-admin.module';

const PEK = { lat: 40.0801, lon: 116.5846 };
const UUID = '7e57ab1e-0000-4000-8000-00000000aa01';

describe.runIf(hasReferenceData)('device back office', () => {
  let harness: AccountsHarness;
  let admin: string;
  let plain: string;
  let ownerId: number;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-device-admin-'));
    const database = await createTestDatabase({ referenceData: true });
    await seedBackOffice(database.db, [adminModule, deviceAdminModule], { warn: () => undefined });
    await createAdministrator(database.db, { username: ADMIN_NAME, password: ADMIN_PASSWORD });
    const password = 'copper meadow signal 31';
    const owner = await insertUser(database.db, {
      username: 'rooftop',
      passwordHash: await hashPassword(password),
    });
    ownerId = owner.id;
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
        registry: new DeviceRegistry(database.db),
      },
      [accountsModule, adminModule, deviceAdminModule],
    );
    const base = await listenLocally(app);
    harness = {
      base,
      dataDir,
      database,
      app,
      close: async () => {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    admin = await loginToken(harness, ADMIN_NAME, ADMIN_PASSWORD);
    plain = await loginToken(harness, 'rooftop', password);
  });
  afterAll(async () => {
    await harness.close();
  });

  const get = (url: string, token = admin): Promise<Answer> =>
    adminCall(harness, 'GET', url, { token });
  const post = (url: string, body: unknown, token = admin): Promise<Answer> =>
    adminCall(harness, 'POST', url, { token, body });

  let devId = 0;

  it('adds a device for a user, near Beijing Capital', async () => {
    const added = await post(ADSB_PATHS.deviceAdminAdd, {
      uuid: UUID,
      alias: 'Shunyi roof',
      userId: ownerId,
      lat: PEK.lat + 0.05,
      lon: PEK.lon,
    });
    expect(added.status).toBe(200);
    devId = added.body.data.devId as number;
    expect(added.body.data).toMatchObject({
      feederId: UUID,
      ownerName: 'rooftop',
      status: 'never',
      selfBuilt: false,
    });
    const again = await post(ADSB_PATHS.deviceAdminAdd, { uuid: UUID.toUpperCase() });
    expect(again.status).toBe(409);
    const nobody = await post(ADSB_PATHS.deviceAdminAdd, {
      uuid: `${UUID.slice(0, -1)}2`,
      userId: 999_999,
    });
    expect(nobody.status).toBe(404);
  });

  it('lists with filters, and refuses a user without the permission', async () => {
    const page = await get(`${ADSB_PATHS.deviceAdminList}?keyword=rooftop&status=never`);
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.list[0].devId).toBe(devId);
    expect((await get(`${ADSB_PATHS.deviceAdminList}?status=online`)).body.data.total).toBe(0);
    expect((await get(ADSB_PATHS.deviceAdminList, plain)).status).toBe(403);
    expect((await post(ADSB_PATHS.deviceAdminDelete, { devId }, plain)).status).toBe(403);
  });

  it('updates alias and position, logging before and after', async () => {
    const updated = await post(ADSB_PATHS.deviceAdminUpdate, { devId, alias: 'Tower B' });
    expect(updated.body.data.alias).toBe('Tower B');
    const spaces = await post(ADSB_PATHS.deviceAdminUpdate, { devId, alias: '  ' });
    expect(spaces.status).toBe(400);
    const log = await get(`${ADSB_PATHS.syslogList}?pageSize=5`);
    const entry = (
      log.body.data.list as { action: string; before: unknown; after: unknown }[]
    ).find(
      // The refused alias of spaces is logged too (no before/after); the change has both.
      (row) => row.action === 'device.update' && row.before !== null,
    );
    expect(entry?.before).toMatchObject({ alias: 'Shunyi roof' });
    expect(entry?.after).toMatchObject({ alias: 'Tower B' });
  });

  it('groups devices by airport and answers the place helpers', async () => {
    const airports = await get(ADSB_PATHS.airportDeviceList);
    expect(airports.body.data[0]).toMatchObject({ iata: 'PEK', devices: 1, online: 0 });
    const around = await get(fillPath(ADSB_PATHS.airportDevices, { id: 'PEK' }));
    expect((around.body.data as { devId: number }[]).map((d) => d.devId)).toEqual([devId]);
    expect((await get(fillPath(ADSB_PATHS.airportDevices, { id: 'ZZZZ' }))).status).toBe(404);
    const near = await get(`${ADSB_PATHS.airportNear}?lat=${PEK.lat}&lon=${PEK.lon}`);
    expect(near.body.data[0]).toMatchObject({ icao: 'ZBAA', iata: 'PEK' });
    expect(near.body.data[0].distanceKm).toBeLessThan(2);
    const place = await get(`${ADSB_PATHS.gis}?lat=${PEK.lat}&lon=${PEK.lon}`);
    expect(place.body.data).toMatchObject({ country: 'CN' });
    const position = await get(fillPath(ADSB_PATHS.airportPosition, { id: 'pek' }));
    expect(position.body.data).toMatchObject({ icao: 'ZBAA' });
    expect(Math.abs(position.body.data.lat - PEK.lat)).toBeLessThan(0.05);
  });

  it('reports the monitor, the statistics and the owners', async () => {
    const today = statsDay(Date.now() / 1000);
    await harness.database.db.insert(deviceDailyStats).values({
      devId,
      day: today,
      messageCount: 1234,
      positionCount: 200,
      anumCount: 9,
      onlineSeconds: 7200,
    });
    const monitor = await get(ADSB_PATHS.deviceMonitor);
    expect(monitor.body.data).toMatchObject({
      total: 1,
      online: 0,
      never: 1,
      newly: 1,
      messagesToday: 1234,
    });
    const compact = today.replace(/-/g, '');
    const stats = await get(
      `${ADSB_PATHS.deviceStatistics}?startDate=${compact}&endDate=${compact}`,
    );
    expect(stats.body.data).toEqual([
      {
        day: today,
        reporting: 1,
        joined: 1,
        messages: 1234,
        positions: 200,
        aircraft: 9,
        onlineHours: 2,
      },
    ]);
    const owners = await get(ADSB_PATHS.userDevMessageList);
    expect(owners.body.data.list).toEqual([
      expect.objectContaining({ username: 'rooftop', devices: 1, messagesToday: 1234 }),
    ]);
    const data = await get(`${ADSB_PATHS.adminDeviceData}?devId=${devId}`);
    expect(data.body.data.days).toHaveLength(1);
    expect(data.body.data.days[0].message_count).toBe(1234);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await fetch(
      `${harness.base}${ADSB_ROOT}${ADSB_PATHS.deviceExport}?format=csv&keyword=tower&lang=en`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Feeder UUID');
    expect(text).toContain(UUID);
    expect(text).toContain('Tower B');
  });

  it('deletes only with the right owner, then for good', async () => {
    const wrong = await post(ADSB_PATHS.deviceAdminDelete, { devId, userId: ownerId + 1 });
    expect(wrong.status).toBe(409);
    const gone = await post(ADSB_PATHS.deviceAdminDelete, { devId, userId: ownerId });
    expect(gone.status).toBe(200);
    expect((await get(`${ADSB_PATHS.adminDeviceData}?devId=${devId}`)).status).toBe(404);
  });
});
