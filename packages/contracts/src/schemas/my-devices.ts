// The signed-in user's own receivers (spec §2 /device/index, §3 Device and daily history, §7
// device calls) and the feeder identities of /share-data/script.
import { z } from 'zod';
import { displayTextSchema } from './account-rules';
import { recordIdSchema } from './ids';

/** A device alias: trimmed, not empty and not only spaces (spec §5), at most 40 characters. */
export const DEVICE_ALIAS_MAX = 40;
export const deviceAliasSchema = displayTextSchema(DEVICE_ALIAS_MAX).refine(
  (value) => value.length > 0,
  { error: 'validation.deviceAliasEmpty' },
);

/** `?devId=` of the history, twoWeek and devicePosition calls. */
export const devIdQuerySchema = z.object({ devId: recordIdSchema });
export const devIdBodySchema = z.object({ devId: recordIdSchema });

/** POST updateDevAlias. */
export const updateDevAliasSchema = z.object({ devId: recordIdSchema, alias: deviceAliasSchema });

/** POST updatePosition {devId, lon, lat}: degrees, the receiver's antenna. */
export const updatePositionSchema = z.object({
  devId: recordIdSchema,
  lon: z.coerce.number().min(-180).max(180),
  lat: z.coerce.number().min(-90).max(90),
});

/**
 * POST addMyDevice: claim a receiver already feeding, by the UUID it announces (dashes and case
 * do not matter) or, with `byAddress`, the unclaimed one feeding from the caller's own address.
 */
export const addMyDeviceSchema = z
  .object({
    uuid: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F-]{16,40}$/, { error: 'myDevices.uuidInvalid' })
      .optional(),
    byAddress: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((value) => value === true || value === 'true')
      .optional(),
  })
  .refine((body) => body.uuid !== undefined || body.byAddress === true, {
    error: 'myDevices.uuidInvalid',
  });
export type AddMyDeviceBody = z.input<typeof addMyDeviceSchema>;

/** One day of a device's history: the §3 daily fields. */
export const deviceDaySchema = z.object({
  day: z.string().describe('UTC+8 calendar day, yyyy-MM-dd'),
  message_count: z.number(),
  position_count: z.number(),
  anum_count: z.number(),
  onground_anum_count: z.number(),
  onground_fnum_count: z.number(),
  adsb_up_total: z.number(),
  adsb_down_total: z.number(),
  real_up_total: z.number(),
  real_down_total: z.number(),
  runway_up_recover: z.number(),
  runway_down_recover: z.number(),
  max_range_km: z.number(),
  typical_range_km: z.number(),
  online_hours: z.number(),
});
export type DeviceDay = z.infer<typeof deviceDaySchema>;

/** The daily fields the history charts draw, in order (all numeric fields of a day). */
export const DEVICE_DAY_FIELDS = [
  'message_count',
  'position_count',
  'anum_count',
  'onground_anum_count',
  'onground_fnum_count',
  'adsb_up_total',
  'adsb_down_total',
  'real_up_total',
  'real_down_total',
  'runway_up_recover',
  'runway_down_recover',
  'max_range_km',
  'typical_range_km',
  'online_hours',
] as const satisfies readonly (keyof DeviceDay)[];
export type DeviceDayField = (typeof DEVICE_DAY_FIELDS)[number];

/** Offline info of spec §3: when it went offline, whether it is, and for how many hours. */
export const offlineInfoSchema = z.object({
  offDate: z.number().nullable().describe('Seconds since the epoch it went offline'),
  offState: z.union([z.literal(0), z.literal(1)]).describe('1 = offline'),
  offTime: z.number().describe('Hours offline, one decimal; 0 while online'),
});
export type OfflineInfo = z.infer<typeof offlineInfoSchema>;

/** Today's or yesterday's figures of one device. */
export const deviceDayFiguresSchema = z.object({
  messages: z.number(),
  positions: z.number(),
  aircraft: z.number(),
  maxRangeKm: z.number(),
  onlineHours: z.number(),
});
export type DeviceDayFigures = z.infer<typeof deviceDayFiguresSchema>;

/** One of the signed-in user's devices with its live figures (GET myList). */
export const myDeviceSchema = z.object({
  devId: z.number().int(),
  alias: z.string().nullable(),
  /** The feeder UUID in 8-4-4-4-12 form, or the address for a device keyed by address. */
  feederId: z.string(),
  feedFormat: z.string().nullable(),
  selfBuilt: z.boolean(),
  /** False until the first message arrives: the §8 failure text is shown instead of figures. */
  enabled: z.boolean(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** True when the position is estimated from what it hears (the owner set none). */
  estimatedPosition: z.boolean(),
  online: z.boolean(),
  lastSeen: z.number().nullable(),
  offline: offlineInfoSchema,
  messageRate: z.number(),
  aircraftNow: z.number(),
  positionsNow: z.number(),
  messagesTotal: z.number(),
  maxRangeKm: z.number(),
  typicalRangeKm: z.number(),
  today: deviceDayFiguresSchema,
  yesterday: deviceDayFiguresSchema,
  createdAt: z.number(),
});
export type MyDevice = z.infer<typeof myDeviceSchema>;

/** GET devicePosition: the owner's exact position (the public list rounds it). */
export const devicePositionSchema = z.object({
  devId: z.number().int(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  estimatedLat: z.number().nullable(),
  estimatedLon: z.number().nullable(),
});
export type DevicePosition = z.infer<typeof devicePositionSchema>;

/** One feeder identity of the user (share-data page). */
export const feederIdentitySchema = z.object({
  devId: z.number().int(),
  uuid: z.string(),
  alias: z.string().nullable(),
  lastSeen: z.number().nullable(),
});
export type FeederIdentity = z.infer<typeof feederIdentitySchema>;

/** GET feederSetup: where feeders send data, and the user's identities. */
export const feederSetupSchema = z.object({
  host: z.string(),
  beastPort: z.number().int(),
  avrPort: z.number().int(),
  sbsPort: z.number().int(),
  /** Full URL of the Variflight-style HTTP input. */
  httpUrl: z.string(),
  identities: z.array(feederIdentitySchema),
  maxIdentities: z.number().int(),
  /** The caller's address as the server sees it (claiming by address). */
  clientAddress: z.string(),
});
export type FeederSetup = z.infer<typeof feederSetupSchema>;

/** The answer of addMyDevice: the devices now the caller's. */
export const claimedDevicesSchema = z.object({ devIds: z.array(z.number().int()) });
