// The device calls of spec §7 for the signed-in user (history, twoWeek, devicePosition,
// updateDevAlias, addMyDevice, updatePosition, deleteSelfBuildDev) and the share-data page's
// own (myList, feederSetup, feederUuid). Thin: guards, contracts, then the services.
import { z } from 'zod';
import {
  addMyDeviceSchema,
  claimedDevicesSchema,
  devIdBodySchema,
  devIdQuerySchema,
  deviceDaySchema,
  devicePositionSchema,
  envelopeSchema,
  feederSetupSchema,
  langQuerySchema,
  myDeviceSchema,
  updateDevAliasSchema,
  updatePositionSchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import { ok } from '../http/envelope';
import { requireUser } from '../http/guards';
import type { App } from '../http/types';
import {
  claimFeeder,
  createFeederUuid,
  readFeederSetup,
  type FeederEndpoints,
  type FeederIdentityDeps,
} from './feeder-identity';
import {
  deleteSelfBuilt,
  deviceHistory,
  devicePosition,
  deviceTwoWeek,
  listMyDevices,
  moveDevice,
  renameDevice,
  type MyDevicesDeps,
} from './my-devices.service';

const tags = ['devices'];
const secured = { security: [{ bearer: [] }] };
const nullData = envelopeSchema(z.null());
const withDevId = langQuerySchema.extend(devIdQuerySchema.shape);
/** Changes a person makes by hand: generous for them, a wall for a script. */
const changeLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
/** New identities and claims: each may create a row, so fewer. */
const identityLimit = { rateLimit: { max: 10, timeWindow: 60_000 } };

export interface MyDevicesRouteDeps extends MyDevicesDeps {
  identity: FeederIdentityDeps;
  /** Read per request: the ingest role binds its ports after the routes are registered. */
  endpoints: () => FeederEndpoints;
  now: () => number;
}

export function registerMyDevicesRoutes(api: App, deps: MyDevicesRouteDeps): void {
  api.get(
    API_V2_PATHS.myDeviceList,
    {
      schema: {
        summary: "The signed-in user's devices with live figures",
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(myDeviceSchema)) },
      },
    },
    async (request) =>
      ok(request, await listMyDevices(deps, requireUser(request).userId, deps.now())),
  );
  api.get(
    API_V2_PATHS.deviceHistory,
    {
      schema: {
        summary: 'Every stored day of one of my devices',
        tags,
        ...secured,
        querystring: withDevId,
        response: { 200: envelopeSchema(z.array(deviceDaySchema)) },
      },
    },
    async (request) =>
      ok(request, await deviceHistory(deps.db, requireUser(request).userId, request.query.devId)),
  );
  api.get(
    API_V2_PATHS.deviceTwoWeek,
    {
      schema: {
        summary: 'The last 14 days of one of my devices',
        tags,
        ...secured,
        querystring: withDevId,
        response: { 200: envelopeSchema(z.array(deviceDaySchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await deviceTwoWeek(deps.db, requireUser(request).userId, request.query.devId, deps.now()),
      ),
  );
  api.get(
    API_V2_PATHS.devicePosition,
    {
      schema: {
        summary: 'The exact position of one of my devices',
        tags,
        ...secured,
        querystring: withDevId,
        response: { 200: envelopeSchema(devicePositionSchema) },
      },
    },
    async (request) =>
      ok(request, await devicePosition(deps.db, requireUser(request).userId, request.query.devId)),
  );
  api.post(
    API_V2_PATHS.updateDevAlias,
    {
      config: changeLimit,
      schema: {
        summary: 'Rename one of my devices (not empty, not only spaces)',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: updateDevAliasSchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      const { devId, alias } = request.body;
      await renameDevice(deps.db, requireUser(request).userId, devId, alias);
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.updatePosition,
    {
      config: changeLimit,
      schema: {
        summary: 'Set the antenna position of one of my devices',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: updatePositionSchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      await moveDevice(deps, requireUser(request).userId, request.body);
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.deleteSelfBuildDev,
    {
      config: changeLimit,
      schema: {
        summary: 'Delete a receiver I built myself',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: devIdBodySchema,
        response: { 200: nullData },
      },
    },
    async (request) => {
      await deleteSelfBuilt(deps, requireUser(request).userId, request.body.devId);
      return ok(request, null);
    },
  );
  api.post(
    API_V2_PATHS.addMyDevice,
    {
      config: identityLimit,
      schema: {
        summary: 'Claim a receiver already feeding, by its UUID or by my address',
        tags,
        ...secured,
        querystring: langQuerySchema,
        body: addMyDeviceSchema,
        response: { 200: envelopeSchema(claimedDevicesSchema) },
      },
    },
    async (request) => {
      const userId = requireUser(request).userId;
      const body = request.body;
      const devIds = await claimFeeder(
        deps.identity,
        userId,
        body.uuid !== undefined ? { uuid: body.uuid } : { address: request.ip },
        deps.now(),
      );
      return ok(request, { devIds });
    },
  );
  api.post(
    API_V2_PATHS.feederUuid,
    {
      config: identityLimit,
      schema: {
        summary: 'A new feeder UUID of my own',
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: {
          200: envelopeSchema(z.object({ devId: z.number().int(), uuid: z.string() })),
        },
      },
    },
    async (request) =>
      ok(request, await createFeederUuid(deps.identity, requireUser(request).userId)),
  );
  api.get(
    API_V2_PATHS.feederSetup,
    {
      schema: {
        summary: 'Where feeders send data, and my feeder UUIDs',
        tags,
        ...secured,
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(feederSetupSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await readFeederSetup(deps.identity, requireUser(request).userId, deps.endpoints(), {
          hostname: request.hostname.replace(/:\d+$/, ''),
          origin: `${request.protocol}://${request.host}`,
          address: request.ip,
        }),
      ),
  );
}
