// Follow and alerts (issue 19 item 5, spec §3 "Followed flight", §7 `follow/addFollow`,
// `deleteFollow`, `isFollow`, `dynamic/myFollow`): a user follows a flight (number and date) or an
// airframe (registration or ICAO address) and is told when it departs, lands, diverts, returns or
// squawks an emergency, in the page (socket `notice`) and by Web Push. Area alert rules go
// beyond the anchors: "type A388 or squawk 7x00 within 30 km of a point below 3,000 m".
import { z } from 'zod';

/** Follows one user may hold; more is refused (each costs a match on every flight event). */
export const MAX_FOLLOWS_PER_USER = 50;
/** Area alert rules one user may hold (each is checked against the live table every scan). */
export const MAX_ALERT_RULES_PER_USER = 10;
/** Push subscriptions (browsers) one user may hold; the oldest goes when a new one comes. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** Followed flights on one page of `myFollow`. */
export const FOLLOW_PAGE_SIZE = 20;

export const FOLLOW_KINDS = ['flight', 'aircraft'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** What a followed flight did: the notifier's events (the event detector adds diverted/returned). */
export const FOLLOW_EVENT_KINDS = [
  'departed',
  'landed',
  'diverted',
  'returned',
  'emergency',
] as const;
export type FollowEventKind = (typeof FOLLOW_EVENT_KINDS)[number];

const flightNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2}[0-9]{1,4}[A-Za-z]?$/, 'follow.flightNumberInvalid')
  .transform((value) => value.toUpperCase());
const flightDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'follow.dateInvalid');
const registrationSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{2,12}$/, 'follow.registrationInvalid')
  .transform((value) => value.toUpperCase());
const icaoSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Fa-f]{6}$/, 'follow.icaoInvalid')
  .transform((value) => value.toUpperCase());

/**
 * `POST /business/follow/addFollow`: a flight by number and date, or an airframe by registration
 * and/or ICAO address (at least one).
 */
export const addFollowSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flight'), fnum: flightNumberSchema, date: flightDateSchema }),
  z
    .object({
      kind: z.literal('aircraft'),
      anum: registrationSchema.optional(),
      icaoId: icaoSchema.optional(),
    })
    .refine((value) => value.anum !== undefined || value.icaoId !== undefined, {
      message: 'follow.aircraftRequired',
    }),
]);
export type AddFollow = z.input<typeof addFollowSchema>;

/** `POST /business/follow/deleteFollow`. */
export const deleteFollowSchema = z.object({ id: z.coerce.number().int().positive() });

/** `GET /business/follow/isFollow`: the same keys as addFollow, in the query. */
export const isFollowQuerySchema = z.object({
  fnum: flightNumberSchema.optional(),
  date: flightDateSchema.optional(),
  anum: registrationSchema.optional(),
  icaoId: icaoSchema.optional(),
});
export const isFollowSchema = z.object({
  followed: z.boolean(),
  /** The follow's id, for deleteFollow. */
  id: z.number().int().nullable(),
});
export type IsFollow = z.infer<typeof isFollowSchema>;

/** `GET /business/dynamic/myFollow`: paged, newest first. */
export const myFollowQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(FOLLOW_PAGE_SIZE).default(FOLLOW_PAGE_SIZE),
});

/** One followed flight or airframe (spec §3 "Followed flight"), with what we observe of it now. */
export const followedFlightSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FOLLOW_KINDS),
  /** ICAO address (hex) when known: followed, or the airframe seen flying the flight. */
  icaoId: z.string().nullable(),
  dataSource: z.string().describe('"adsb" when we see it live, else "schedule"'),
  aircraftNumber: z.string().nullable(),
  actualDeptime: z.number().nullable().describe('Observed take-off, seconds'),
  actualArrtime: z.number().nullable().describe('Observed landing, seconds'),
  fnum: z.string().nullable(),
  forg: z.string().nullable(),
  fdst: z.string().nullable(),
  scheduledDeptime: z.number().nullable().describe('Seconds; the followed date for a flight'),
  /** 1 in flight (seen live and airborne), 0 otherwise. */
  flightStatusCode: z.number().int(),
  /** The followed date of a flight follow, yyyy-MM-dd. */
  date: z.string().nullable(),
  createdAt: z.number(),
});
export type FollowedFlight = z.infer<typeof followedFlightSchema>;

export const myFollowPageSchema = z.object({
  list: z.array(followedFlightSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  limit: z.number().int(),
});
export type MyFollowPage = z.infer<typeof myFollowPageSchema>;

/** `GET /business/push/key`: the VAPID public key a browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** `POST /business/push/subscribe`: a browser's PushSubscription.toJSON(). */
export const pushSubscribeSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
  }),
});
export type PushSubscribe = z.infer<typeof pushSubscribeSchema>;
/** `POST /business/push/unsubscribe`. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2048) });

/**
 * A notice about a followed flight or an alert rule, as the socket `notice` event and the push
 * payload carry it: already translated into the user's language.
 */
export const followNoticeSchema = z.object({
  kind: z.enum([...FOLLOW_EVENT_KINDS, 'area']),
  title: z.string(),
  body: z.string(),
  /** ICAO address to open the live flight with. */
  icaoId: z.string(),
  /** The page to open on click (the tracker on this aircraft). */
  url: z.string(),
  time: z.number(),
});
export type FollowNotice = z.infer<typeof followNoticeSchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'follow.timeInvalid');
/** A squawk pattern: four octal digits, `x` for any (7x00 = 7000…7700). */
const squawkPatternSchema = z
  .string()
  .trim()
  .regex(/^[0-7xX]{4}$/, 'follow.squawkInvalid')
  .transform((value) => value.toLowerCase());
const typeCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,4}$/, 'follow.typeInvalid')
  .transform((value) => value.toUpperCase());

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An area alert rule as created or edited (`POST /business/alert/save`; id to edit). */
export const alertRuleInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name: z.string().trim().min(1, 'follow.nameRequired').max(60, 'validation.tooLong'),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    radiusKm: z.number().min(1, 'follow.radiusInvalid').max(300, 'follow.radiusInvalid'),
    /** Below this altitude, metres; null = any altitude. */
    maxAltitudeM: z.number().int().min(0).max(20000).nullable(),
    types: z.array(typeCodeSchema).max(10),
    squawks: z.array(squawkPatternSchema).max(10),
    /** Quiet hours in `timeZone`, HH:mm; both null = never quiet. May wrap midnight. */
    quietStart: hhmm.nullable(),
    quietEnd: hhmm.nullable(),
    timeZone: z.string().refine(validTimeZone, 'follow.timeZoneInvalid'),
    /** At most this many alerts of the rule per hour. */
    maxPerHour: z.number().int().min(1).max(60),
    enabled: z.boolean(),
  })
  .refine((rule) => rule.types.length + rule.squawks.length > 0, {
    message: 'follow.criteriaRequired',
    path: ['types'],
  })
  .refine((rule) => (rule.quietStart === null) === (rule.quietEnd === null), {
    message: 'follow.quietBoth',
    path: ['quietEnd'],
  });
export type AlertRuleInput = z.input<typeof alertRuleInputSchema>;

export const alertRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  radiusKm: z.number(),
  maxAltitudeM: z.number().nullable(),
  types: z.array(z.string()),
  squawks: z.array(z.string()),
  quietStart: z.string().nullable(),
  quietEnd: z.string().nullable(),
  timeZone: z.string(),
  maxPerHour: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.number(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;
/** `POST /business/alert/delete`. */
export const alertRuleIdSchema = z.object({ id: z.coerce.number().int().positive() });
