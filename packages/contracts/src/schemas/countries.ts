// `GET /index/country` (spec §7; issue 19, h19b): the States of the ICAO address allocation
// (Annex 10), named in both languages, each with the live aircraft registered there now and the
// community's receivers located there. The profile's country field suggests these names.
import { z } from 'zod';

export const countriesQuerySchema = z.object({ lang: z.enum(['zh', 'en']).optional() });

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  /** Name in the language asked for. */
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** Live aircraft whose ICAO address this State allocated. */
  aircraft: z.number().int(),
  /** Public receivers (registered, with a position) located in this country. */
  receivers: z.number().int(),
  /** Of those, the ones online now. */
  receiversOnline: z.number().int(),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesSchema = z.array(countrySchema);
