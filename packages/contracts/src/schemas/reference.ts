import { z } from 'zod';
import { INT4_MAX } from './ids';

/** `GET /api/v2/business/area/getAreaByPid`: pid 0 or absent lists the provinces. */
export const areaQuerySchema = z.object({
  pid: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  lang: z.enum(['zh', 'en']).optional(),
});

/** One province or city (GB/T 2260 code). */
export const areaSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string().describe('Name in the language asked for'),
  nameZh: z.string(),
  nameEn: z.string(),
});
export type Area = z.infer<typeof areaSchema>;

/** `GET /api/v2/business/dynamic/flightBase`: one aircraft by ICAO address and callsign. */
export const flightBaseQuerySchema = z.object({
  icao: z.string().regex(/^[0-9a-fA-F]{6}$/, 'validation.invalidFormat'),
  callsign: z.string().max(8).optional(),
  /** Unix seconds; now when absent. */
  time: z.coerce.number().int().optional(),
  lang: z.enum(['zh', 'en']).optional(),
});

/** An airport as flight base info shows it (spec §3 forg/fdst). */
export const flightAirportSchema = z.object({
  IATA: z.string().nullable(),
  ICAO: z.string(),
  name: z.string(),
  cName: z.string().nullable(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  zone: z.string().nullable().describe('IANA time zone'),
});

/** Flight statuses of spec §4 that schedules and observed take-offs and landings can tell. */
export const flightStatusSchema = z.enum([
  'scheduled',
  'takeOff',
  'arrive',
  'delay',
  'cancel',
  'alternate',
  'return',
  'unknown',
]);
export type FlightStatus = z.infer<typeof flightStatusSchema>;

/** Flight base info of spec §3: identity, schedule and the observed take-off and landing. */
export const flightBaseSchema = z.object({
  ICAOId: z.string(),
  aircraftNum: z.string().nullable().describe('Registration'),
  flightNum2: z.string().nullable().describe('IATA flight number, e.g. MU5101'),
  flightNum3: z.string().nullable().describe('ICAO callsign, e.g. CES5101'),
  aircraftImage: z
    .string()
    .nullable()
    .describe("Thumbnail URL of the airframe's best approved gallery photo (else its type's)"),
  aircraftImageId: z.number().int().nullable().describe('Gallery photo id of aircraftImage'),
  dynamicId: z.string().nullable().describe('Flight instance: <flightNum2>-<yyyymmdd UTC STD>'),
  aircraftType: z.string().nullable(),
  aircraftTypeName: z.string().nullable(),
  fattr: z.enum(['M', 'T', 'F', 'W', 'G', 'N']).describe('Flight attribute category'),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  forg: flightAirportSchema.nullable(),
  fdst: flightAirportSchema.nullable(),
  airline: z
    .object({
      IATA: z.string().nullable(),
      ICAO: z.string(),
      name: z.string(),
      cName: z.string().nullable(),
      shortName: z.string().nullable(),
    })
    .nullable(),
  status: flightStatusSchema.describe('Spec §4 status from the schedule and observed events'),
  time: z.object({
    STD: z.number().nullable().describe('Unix seconds'),
    STA: z.number().nullable().describe('Unix seconds'),
    ATD: z.number().nullable().describe('Observed take-off, Unix seconds'),
    ATA: z.number().nullable().describe('Observed landing, Unix seconds'),
    ETA: z.number().nullable().describe('Estimated landing while airborne, Unix seconds'),
  }),
});
export type FlightBase = z.infer<typeof flightBaseSchema>;

/** `GET /api/v2/business/airport/runways`: the runways of an airport by IATA or ICAO code. */
export const airportRunwaysQuerySchema = z.object({
  airport: z.string().regex(/^[A-Za-z0-9]{3,4}$/, 'validation.invalidFormat'),
  lang: z.enum(['zh', 'en']).optional(),
});

/** One end of a runway: its threshold and the direction an aircraft moves from it. */
export const runwayEndSchema = z.object({
  ident: z.string().nullable().describe('Designator, e.g. 18L; null when the source lacks it'),
  position: z.object({ lat: z.number(), lng: z.number() }).describe('Threshold'),
  elevationFt: z.number().int().nullable(),
  headingDeg: z.number().nullable().describe('True heading down the runway from this end'),
  displacedThresholdFt: z.number().int().nullable(),
});
export type RunwayEnd = z.infer<typeof runwayEndSchema>;

export const runwaySchema = z.object({
  id: z.number().int().describe('OurAirports runway id'),
  name: z.string().describe('Both designators, e.g. 18L/36R'),
  lengthFt: z.number().int().nullable(),
  widthFt: z.number().int().nullable(),
  surface: z.string().nullable().describe('asphalt, concrete, grass, …; null when unknown'),
  closed: z.boolean(),
  ends: z.array(runwayEndSchema).describe('Low end first; an end without a position is left out'),
});
export type Runway = z.infer<typeof runwaySchema>;

/** An airport and its runways (empty when the runway data has none for it). */
export const airportRunwaysSchema = z.object({
  airport: flightAirportSchema,
  runways: z.array(runwaySchema),
});
export type AirportRunways = z.infer<typeof airportRunwaysSchema>;
