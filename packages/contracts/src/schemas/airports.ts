// The airport page, its boards and the back office's timeline of notices (issue 19, spec §2
// `airport/{aptCode}`, §4 airport and flight statuses, §7 `/business/airport/*`,
// `/airport/api/*`, `/index/wantedAirports`, `/adsb/airport/api/timeline`).
import { z } from 'zod';
import { adminPageQuery, adminPageSchema } from './admin/paging';
import { recordIdSchema } from './ids';
import { flightStatusSchema } from './reference';

/** Back-office permission of the airport list and timeline pages. */
export const AIRPORT_PERMISSION = 'bms:airport';

/** Spec §4 airport status: 1 no flights, 2 normal, 3 minor delays, 4 massive delays, 6 closed. */
export const AIRPORT_STATUSES = [1, 2, 3, 4, 6] as const;
export type AirportStatus = (typeof AIRPORT_STATUSES)[number];
export const airportStatusSchema = z.literal(AIRPORT_STATUSES);

/** Kinds of notice on an airport's timeline; an active closure makes the airport status 6. */
export const NOTICE_KINDS = ['closure', 'works', 'notice'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** An IATA (3 letters) or ICAO (4 letters/digits) code, upper-cased. */
export const airportCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{3,4}$/, 'airport.codeInvalid')
  .transform((value) => value.toUpperCase());

/** `?iata=` of the airport calls (spec §7 `statistics?iata`); an ICAO code is taken too. */
export const airportQuerySchema = z.object({
  iata: airportCodeSchema,
  lang: z.enum(['zh', 'en']).optional(),
});

/** `POST /business/airport/airportSearch {searchText}`. */
export const airportTextSearchSchema = z.object({
  searchText: z.string().trim().min(1, 'airport.searchEmpty').max(40, 'validation.tooLong'),
});

/** `GET /airport/api/hisflight?iata&date`: a past UTC day, yyyyMMdd. */
export const airportHistoryQuerySchema = airportQuerySchema.extend({
  date: z.string().regex(/^\d{8}$/, 'airport.dateInvalid'),
});

/** An airport as the airport calls show it. */
export const airportPlaceSchema = z.object({
  ICAO: z.string(),
  IATA: z.string().nullable(),
  name: z.string(),
  cName: z.string().nullable(),
  city: z.string().nullable(),
  cCity: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  zone: z.string().nullable().describe('IANA time zone'),
});
export type AirportPlace = z.infer<typeof airportPlaceSchema>;

/** One row of an arrival, departure or soon-arriving board. */
export const boardFlightSchema = z.object({
  fnum: z.string().describe('IATA flight number'),
  callsign: z.string().describe('ICAO callsign the flight flies under'),
  icaoId: z.string().nullable().describe('ICAO address of the aircraft, when observed'),
  anum: z.string().nullable().describe('Registration, when known'),
  aircraftType: z.string().nullable(),
  org: airportPlaceSchema.pick({ ICAO: true, IATA: true, name: true, cName: true }),
  dst: airportPlaceSchema.pick({ ICAO: true, IATA: true, name: true, cName: true }),
  scheduled: z.number().describe('STD on departure boards, STA on arrival boards, Unix s'),
  estimated: z.number().nullable().describe('ETD or ETA, Unix s'),
  actual: z.number().nullable().describe('Observed take-off or landing, Unix s'),
  status: flightStatusSchema,
  delayMinutes: z.number().int().nullable().describe('Late against the schedule, minutes'),
  dynamicId: z.string().describe('Flight instance: <fnum>-<yyyymmdd UTC STD>'),
  scheduledDeptime: z.number().describe('STD, Unix s (playback and tracker links)'),
  live: z.boolean().describe('In the live picture now: the row opens the live flight'),
});
export type BoardFlight = z.infer<typeof boardFlightSchema>;

export const boardSchema = z.object({
  airport: airportPlaceSchema,
  flights: z.array(boardFlightSchema),
});
export type Board = z.infer<typeof boardSchema>;

/** Delays of one direction over the status window. */
export const delayFiguresSchema = z.object({
  due: z.number().int().describe('Scheduled in the window'),
  onTime: z.number().int(),
  delayed: z.number().int(),
  cancelled: z.number().int(),
  averageDelayMinutes: z.number().describe('Over the delayed flights'),
  onTimeRate: z.number().nullable().describe('0..1; null when nothing was due'),
});

/** A notice of an airport's timeline. */
export const airportNoticeSchema = z.object({
  id: z.number().int(),
  airportIcao: z.string(),
  kind: z.enum(NOTICE_KINDS),
  text: z.string(),
  startsAt: z.number().describe('Unix s'),
  endsAt: z.number().nullable().describe('Unix s; open-ended when null'),
  updatedAt: z.number().describe('Unix s'),
});
export type AirportNotice = z.infer<typeof airportNoticeSchema>;

/** Events of the day at one airport (holding, go-arounds, returns, diversions). */
export const airportEventSchema = z.object({
  kind: z.enum(['holding', 'goAround', 'return', 'divert']),
  fnum: z.string().nullable(),
  callsign: z.string().nullable(),
  icaoId: z.string(),
  time: z.number().describe('Unix s'),
  detail: z.string().nullable().describe('Airport landed at for diversions'),
});
export type AirportEvent = z.infer<typeof airportEventSchema>;

/** `GET /business/airport/statistics?iata`: the airport page's head. */
export const airportStatisticsSchema = z.object({
  airport: airportPlaceSchema,
  status: airportStatusSchema,
  departures: delayFiguresSchema,
  arrivals: delayFiguresSchema,
  windowHours: z.number().describe('Hours before now the status looks at'),
  runways: z.object({
    departures: z.string().nullable().describe('Runway end most used for take-off lately'),
    arrivals: z.string().nullable().describe('Runway end most used for landing lately'),
  }),
  notices: z.array(airportNoticeSchema).describe('Active and coming notices'),
  events: z.array(airportEventSchema),
  airborneInbound: z.number().int(),
  updatedAt: z.number().describe('Unix s'),
});
export type AirportStatistics = z.infer<typeof airportStatisticsSchema>;

/** One airport with its status, for `category`, `delay` and the back-office list. */
export const airportStatusRowSchema = z.object({
  airport: airportPlaceSchema,
  status: airportStatusSchema,
  departuresDue: z.number().int(),
  delayedDepartures: z.number().int(),
  onTimeRate: z.number().nullable(),
  averageDelayMinutes: z.number(),
});
export type AirportStatusRow = z.infer<typeof airportStatusRowSchema>;

/** `GET /business/airport/category`: scheduled airports grouped by status. */
export const airportStatusGroupsSchema = z.array(
  z.object({
    status: airportStatusSchema,
    count: z.number().int(),
    airports: z.array(airportStatusRowSchema),
  }),
);

/** A flight recorded at the airport on a past day (`/airport/api/hisflight`). */
export const recordedAirportFlightSchema = z.object({
  flightId: z.number().int().describe('Recorded flight row'),
  icaoId: z.string(),
  callsign: z.string().nullable(),
  direction: z.enum(['departure', 'arrival']),
  org: z.string().nullable(),
  dst: z.string().nullable(),
  takeoffAt: z.number().nullable().describe('Unix s'),
  landedAt: z.number().nullable().describe('Unix s'),
  firstSeen: z.number(),
  lastSeen: z.number(),
});
export type RecordedAirportFlight = z.infer<typeof recordedAirportFlightSchema>;

/** `GET /index/wantedAirports`: busy airports our receivers cover poorly. */
export const wantedAirportSchema = z.object({
  airport: airportPlaceSchema,
  movementsPerDay: z.number().int().describe('Scheduled departures and arrivals a day'),
  coverage: z.number().describe('Share of the 0.05° cells within 15 km heard below 1,000 m, 0..1'),
});
export type WantedAirport = z.infer<typeof wantedAirportSchema>;

const unixSeconds = z.coerce.number().int().min(0).max(4_102_444_800);

/** A notice as the administrator writes it. */
const noticeFields = {
  kind: z.enum(NOTICE_KINDS),
  text: z.string().trim().min(1, 'airport.noticeTextRequired').max(500, 'validation.tooLong'),
  startsAt: unixSeconds,
  endsAt: unixSeconds.nullable().default(null),
};

/** `POST /adsb/airport/api/timeline/add`. */
export const noticeAddSchema = z
  .object({ airport: airportCodeSchema, ...noticeFields })
  .refine((value) => value.endsAt === null || value.endsAt > value.startsAt, {
    message: 'airport.noticeEndsBeforeStart',
    path: ['endsAt'],
  });
export type NoticeAdd = z.infer<typeof noticeAddSchema>;

/** `POST /adsb/airport/api/timeline/update`. */
export const noticeUpdateSchema = z
  .object({ id: recordIdSchema, ...noticeFields })
  .refine((value) => value.endsAt === null || value.endsAt > value.startsAt, {
    message: 'airport.noticeEndsBeforeStart',
    path: ['endsAt'],
  });
export type NoticeUpdate = z.infer<typeof noticeUpdateSchema>;

export const noticeIdParamsSchema = z.object({ id: recordIdSchema });

/** `GET /adsb/airport/api/timeline/list`: one airport's notices, newest start first. */
export const noticeListQuerySchema = z.object({
  airport: airportCodeSchema.optional(),
  ...adminPageQuery,
  lang: z.enum(['zh', 'en']).optional(),
});
export const noticePageSchema = adminPageSchema(airportNoticeSchema);

/** `GET /adsb/airport/list`: scheduled airports with their status, searchable by code or name. */
export const adminAirportListQuerySchema = z.object({
  q: z.string().trim().max(40).optional(),
  ...adminPageQuery,
  lang: z.enum(['zh', 'en']).optional(),
});
export const adminAirportPageSchema = adminPageSchema(airportStatusRowSchema);
