// The back office's device calls (spec §7 admin): list, add, update, delete and their export;
// the monitor (deviceMonitor, airportDeviceList, airport/{id}, offline, newly); statistics,
// user-device messages; and the place helpers (gis, airport/near, airport/position/{id},
// adsb/device/data). Every call needs `bms:device`; every change is logged with before/after.
import { z } from 'zod';
import {
  adminDeviceAddSchema,
  adminDeviceDataSchema,
  adminDeviceDeleteSchema,
  adminDevicePageSchema,
  adminDeviceQuerySchema,
  adminDeviceSchema,
  adminDeviceUpdateSchema,
  airportDevicesSchema,
  airportIdParamsSchema,
  devIdQuerySchema,
  devicePageQuerySchema,
  deviceMonitorSchema,
  deviceStatisticsDaySchema,
  deviceStatisticsQuerySchema,
  envelopeSchema,
  gisPlaceSchema,
  langQuerySchema,
  latLonQuerySchema,
  nearAirportSchema,
  userDevMessagePageSchema,
  userDevMessageQuerySchema,
  ADSB_PATHS,
  DEVICE_ADMIN_PERMISSION,
  NEWLY_DAYS,
} from '@skytrace/contracts';
import { recordAdminAction, registerAdminScope } from '../access/admin-scope';
import { statsDay } from '../devices/device.live';
import { readHistory } from '../devices/my-devices.repo';
import { historyDay } from '../devices/my-devices.service';
import type { ExportProgress } from '../exports/export.progress';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import { registerDeviceExport } from './device-admin.export';
import {
  findAdminDevice,
  findAirport,
  listAdminDevices,
  pageByKind,
  userDeviceMessages,
} from './device-admin.repo';
import {
  addDevice,
  airportDeviceList,
  deleteDevice,
  deviceMonitor,
  devicesNear,
  deviceStatistics,
  gisPlace,
  nearAirports,
  presentDevice,
  updateDevice,
  type DeviceAdminDeps,
} from './device-admin.service';

const tags = ['back office: devices'];
const security = [{ bearer: [] }];
const permission = DEVICE_ADMIN_PERMISSION;
const read = { permission };

export async function registerDeviceAdminRoutes(
  app: App,
  deps: DeviceAdminDeps & { exportProgress?: ExportProgress },
): Promise<void> {
  const db = deps.db;
  await registerAdminScope(app, db);
  const page = (query: { pageNum: number; pageSize: number }) => ({
    limit: query.pageSize,
    offset: (query.pageNum - 1) * query.pageSize,
  });
  const present = (rows: Parameters<typeof presentDevice>[0][]) =>
    rows.map((row) => presentDevice(row, deps.registry, deps.now()));

  app.get(
    ADSB_PATHS.deviceAdminList,
    {
      config: read,
      schema: {
        summary: 'Devices with filters (keyword, status, owner, joined between)',
        tags,
        security,
        querystring: adminDeviceQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(adminDevicePageSchema) },
      },
    },
    async (request) => {
      const now = deps.now();
      const { rows, total } = await listAdminDevices(
        db,
        request.query,
        page(request.query),
        now,
        statsDay(now),
      );
      return ok(request, { list: present(rows), total });
    },
  );
  app.post(
    ADSB_PATHS.deviceAdminAdd,
    {
      config: { permission, action: 'device.add' },
      schema: {
        summary: 'Add a device by its feeder UUID, for a user or unassigned',
        tags,
        security,
        querystring: langQuerySchema,
        body: adminDeviceAddSchema,
        response: { 200: envelopeSchema(adminDeviceSchema) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `device ${request.body.uuid}` });
      const added = await addDevice(deps, request.body);
      recordAdminAction(request, { target: `device ${added.devId}`, after: added });
      return ok(request, added);
    },
  );
  app.post(
    ADSB_PATHS.deviceAdminUpdate,
    {
      config: { permission, action: 'device.update' },
      schema: {
        summary: "Change a device's alias, owner or position",
        tags,
        security,
        querystring: langQuerySchema,
        body: adminDeviceUpdateSchema,
        response: { 200: envelopeSchema(adminDeviceSchema) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `device ${request.body.devId}` });
      const { before, after } = await updateDevice(deps, request.body);
      recordAdminAction(request, { before, after });
      return ok(request, after);
    },
  );
  app.post(
    ADSB_PATHS.deviceAdminDelete,
    {
      config: { permission, action: 'device.delete' },
      schema: {
        summary: 'Delete a device and its statistics',
        tags,
        security,
        querystring: langQuerySchema,
        body: adminDeviceDeleteSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      recordAdminAction(request, { target: `device ${request.body.devId}` });
      const before = await deleteDevice(deps, request.body);
      recordAdminAction(request, { before });
      return ok(request, null);
    },
  );
  app.get(
    ADSB_PATHS.deviceMonitor,
    {
      config: read,
      schema: {
        summary: 'Devices now: total, online, offline, never fed, newly joined',
        tags,
        security,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(deviceMonitorSchema) },
      },
    },
    async (request) => ok(request, await deviceMonitor(deps)),
  );
  app.get(
    ADSB_PATHS.airportDeviceList,
    {
      config: read,
      schema: {
        summary: 'Airports with the devices around them (each at its nearest airport)',
        tags,
        security,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(airportDevicesSchema)) },
      },
    },
    async (request) => ok(request, await airportDeviceList(deps, requestLanguage(request))),
  );
  app.get(
    ADSB_PATHS.airportDevices,
    {
      config: read,
      schema: {
        summary: 'The devices around one airport, nearest first',
        tags,
        security,
        params: airportIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(adminDeviceSchema)) },
      },
    },
    async (request) => {
      const airport = await findAirport(db, request.params.id);
      if (!airport) throw new HttpError(404, 'myDevices.airportNotFound');
      const ids = await devicesNear(db, airport);
      const today = statsDay(deps.now());
      const rows = await Promise.all(ids.slice(0, 200).map((id) => findAdminDevice(db, id, today)));
      return ok(request, present(rows.filter((row) => row !== undefined)));
    },
  );
  for (const kind of ['offline', 'newly'] as const) {
    app.get(
      kind === 'offline' ? ADSB_PATHS.devicesOffline : ADSB_PATHS.devicesNewly,
      {
        config: read,
        schema: {
          summary:
            kind === 'offline'
              ? 'Offline devices, longest offline first'
              : `Devices joined in the last ${NEWLY_DAYS} days, newest first`,
          tags,
          security,
          querystring: devicePageQuerySchema.extend(langQuerySchema.shape),
          response: { 200: envelopeSchema(adminDevicePageSchema) },
        },
      },
      async (request) => {
        const now = deps.now();
        const since = new Date((now - NEWLY_DAYS * 86_400) * 1000);
        const { rows, total } = await pageByKind(
          db,
          kind,
          page(request.query),
          now,
          statsDay(now),
          since,
        );
        return ok(request, { list: present(rows), total });
      },
    );
  }
  app.get(
    ADSB_PATHS.deviceStatistics,
    {
      config: read,
      schema: {
        summary: 'The community per day: devices reporting and joined, messages, positions',
        tags,
        security,
        querystring: deviceStatisticsQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(z.array(deviceStatisticsDaySchema)) },
      },
    },
    async (request) => ok(request, await deviceStatistics(db, request.query)),
  );
  app.get(
    ADSB_PATHS.userDevMessageList,
    {
      config: read,
      schema: {
        summary: "Users with devices and their devices' messages today and in total",
        tags,
        security,
        querystring: userDevMessageQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(userDevMessagePageSchema) },
      },
    },
    async (request) => {
      const now = deps.now();
      const { rows, total } = await userDeviceMessages(
        db,
        request.query,
        page(request.query),
        now,
        statsDay(now),
      );
      return ok(request, { list: rows, total });
    },
  );
  app.get(
    ADSB_PATHS.gis,
    {
      config: read,
      schema: {
        summary: 'Where a point is: the nearest airport, its city and country',
        tags,
        security,
        querystring: latLonQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(gisPlaceSchema) },
      },
    },
    async (request) => ok(request, await gisPlace(db, request.query, requestLanguage(request))),
  );
  app.get(
    ADSB_PATHS.airportNear,
    {
      config: read,
      schema: {
        summary: 'The nearest airports of a point (within 300 km)',
        tags,
        security,
        querystring: latLonQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(z.array(nearAirportSchema)) },
      },
    },
    async (request) => ok(request, await nearAirports(db, request.query, requestLanguage(request))),
  );
  app.get(
    ADSB_PATHS.airportPosition,
    {
      config: read,
      schema: {
        summary: "An airport's position by ICAO or IATA code",
        tags,
        security,
        params: airportIdParamsSchema,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(nearAirportSchema.omit({ distanceKm: true })) },
      },
    },
    async (request) => {
      const airport = await findAirport(db, request.params.id);
      if (!airport) throw new HttpError(404, 'myDevices.airportNotFound');
      const zh = requestLanguage(request) === 'zh';
      return ok(request, {
        icao: airport.icao,
        iata: airport.iata,
        name: (zh ? airport.nameZh : null) ?? airport.nameEn,
        city: (zh ? airport.cityZh : null) ?? airport.cityEn,
        country: airport.country,
        lat: airport.lat,
        lon: airport.lon,
      });
    },
  );
  app.get(
    ADSB_PATHS.adminDeviceData,
    {
      config: read,
      schema: {
        summary: 'One device with every stored day',
        tags,
        security,
        querystring: devIdQuerySchema.extend(langQuerySchema.shape),
        response: { 200: envelopeSchema(adminDeviceDataSchema) },
      },
    },
    async (request) => {
      const row = await findAdminDevice(db, request.query.devId, statsDay(deps.now()));
      if (!row) throw new HttpError(404, 'myDevices.notFound');
      const days = (await readHistory(db, row.devId)).map(historyDay);
      return ok(request, { device: presentDevice(row, deps.registry, deps.now()), days });
    },
  );
  if (deps.exportProgress)
    registerDeviceExport(app, { ...deps, exportProgress: deps.exportProgress });
}
