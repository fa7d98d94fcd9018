import { z } from 'zod';

/** One receiver in the community list (`GET /business/device/list`): public fields only. */
export const deviceListItemSchema = z.object({
  devId: z.number().int(),
  alias: z.string().nullable(),
  /** Position rounded to 0.1° (about 10 km): hosts' homes are not published exactly. */
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  online: z.boolean(),
  /** Seconds since the Unix epoch when it went offline; null while online. */
  offTime: z.number().nullable(),
  lastSeen: z.number().nullable(),
  messagesToday: z.number(),
  aircraftToday: z.number(),
  messageRate: z.number().describe('Messages per second now'),
  maxRangeKm: z.number(),
  /** True for the signed-in user's own devices. */
  mine: z.boolean(),
});
export type DeviceListItem = z.infer<typeof deviceListItemSchema>;
