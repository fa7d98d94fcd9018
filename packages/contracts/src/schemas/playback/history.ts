// Past flights: the history search and a flight number's recorded flights, both answering
// HistoryFlight[].
import { z } from 'zod';
import { flightAirportSchema } from '../reference';
import { compactDate, icaoHex, lang } from './fields';

/** A past flight in search results and in a flight number's history. */
export const historyFlightSchema = z.object({
  flightId: z.number().int(),
  dynamicId: z.string().nullable(),
  date: compactDate.describe('yyyyMMdd of the departure (first seen) in the asked time zone'),
  icaoId: icaoHex,
  fnum: z.string().nullable(),
  callsign: z.string().nullable(),
  anum: z.string().nullable(),
  aircraftType: z.string().nullable(),
  org: flightAirportSchema.nullable(),
  dst: flightAirportSchema.nullable(),
  STD: z.number().nullable(),
  STA: z.number().nullable(),
  ATD: z.number().nullable(),
  ATA: z.number().nullable(),
  firstSeen: z.number(),
  lastSeen: z.number(),
});
export type HistoryFlight = z.infer<typeof historyFlightSchema>;

/**
 * `POST /api/v2/business/dynamic/search` (form or JSON) — past flights by flight number,
 * callsign, registration or ICAO hex on one local day: `searchDate` yyyyMMdd, `timeZone` the
 * offset of that day's clock from UTC in seconds (28800 for China). Answer: HistoryFlight[].
 */
export const historySearchSchema = z.object({
  searchText: z.string().trim().min(1, { error: 'validation.required' }).max(16),
  searchDate: compactDate,
  timeZone: z.coerce.number().int().min(-50_400).max(50_400).default(28_800),
  lang,
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

/**
 * `GET /api/v2/business/dynamic/track?fnum=` — the flight number's recorded past flights, newest
 * first, for /track-data/{flight}/{date} (dates in China time, spec §9). Answer: HistoryFlight[].
 */
export const flightNumberHistoryQuerySchema = z.object({
  fnum: z.string().trim().min(1).max(16),
  lang,
});
