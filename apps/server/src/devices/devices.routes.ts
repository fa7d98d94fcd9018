import { z } from 'zod';
import {
  deviceListItemSchema,
  envelopeSchema,
  langQuerySchema,
  API_V2_PATHS,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import type { App } from '../http/types';
import type { DeviceRegistry } from './device.registry';
import { listDevices } from './devices.list';

/** `GET /api/v2/business/device/list`: the community's receivers, the caller's own marked. */
export function registerDeviceRoutes(api: App, deps: { db: Db; registry: DeviceRegistry }): void {
  api.get(
    API_V2_PATHS.deviceList,
    {
      schema: {
        summary: 'Receiver devices with live figures (positions rounded to 0.1°)',
        tags: ['devices'],
        querystring: langQuerySchema,
        response: { 200: envelopeSchema(z.array(deviceListItemSchema)) },
      },
    },
    async (request) =>
      ok(
        request,
        await listDevices(
          deps.db,
          deps.registry,
          request.accountSession?.userId,
          Date.now() / 1000,
        ),
      ),
  );
}
