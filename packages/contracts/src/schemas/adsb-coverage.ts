// `GET /business/pcr/adsb` (spec §7 gives only the path; issue 19 leftovers, h19). Read as the
// community's ADS-B position coverage rate: of the aircraft the network hears right now, the
// share whose position it has (an aircraft heard without a position is one no receiver decodes
// well enough to place: a gap in the coverage), with the receivers behind it and, per day, the
// area their heard positions covered. Shown on the public receivers page.
import { z } from 'zod';

export const adsbCoverageQuerySchema = z.object({
  /** Days of history, today included (UTC+8 days, spec §9). */
  days: z.coerce.number().int().min(1).max(30).default(7),
});
export type AdsbCoverageQuery = z.infer<typeof adsbCoverageQuerySchema>;

export const adsbCoverageDaySchema = z.object({
  /** yyyy-MM-dd, UTC+8. */
  day: z.string(),
  /** Receivers that heard at least one position that day. */
  receivers: z.number().int(),
  positions: z.number().int(),
  /** Distinct 0.05° cells with a heard position, at any height. */
  cells: z.number().int(),
  /** Those cells' area, km² (rounded). */
  areaKm2: z.number().int(),
});
export type AdsbCoverageDay = z.infer<typeof adsbCoverageDaySchema>;

export const adsbCoverageSchema = z.object({
  /** When the live figures were taken, seconds since the Unix epoch. */
  at: z.number(),
  /** Aircraft heard in the last 10 minutes (the live table). */
  aircraft: z.number().int(),
  /** Of those, aircraft with a position received in the last 60 s. */
  positioned: z.number().int(),
  /** positioned / aircraft, 0–1 (0 with no aircraft). */
  rate: z.number().min(0).max(1),
  /** Public receivers (registered, with a position) and how many of them are online. */
  receivers: z.number().int(),
  receiversOnline: z.number().int(),
  /** Oldest first, today last. */
  days: z.array(adsbCoverageDaySchema),
});
export type AdsbCoverage = z.infer<typeof adsbCoverageSchema>;
