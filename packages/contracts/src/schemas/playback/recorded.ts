// The shapes every playback answer is made of: a recorded point, a gap, who flew the flight, and
// one flight's whole path.
import { z } from 'zod';
import { flightAirportSchema } from '../reference';
import { icaoHex } from './fields';

/**
 * One point of a recorded track (spec §3 trace point). Points missing a position, a time or an
 * update time are dropped by the server (spec §5), so every field below except the nullable
 * measurements is always present.
 */
export const playbackPointSchema = z.object({
  lat: z.number().describe('Degrees'),
  lon: z.number().describe('Degrees'),
  alt: z.number().nullable().describe('Barometric altitude, ft'),
  spd: z.number().nullable().describe('Ground speed, kt'),
  vspd: z.number().nullable().describe('Vertical rate, ft/min'),
  ang: z.number().nullable().describe('Track, degrees [0, 360)'),
  time: z.number().describe('Time of the position, seconds (0.1 s resolution)'),
  updateTime: z.number().describe('When the server received it, seconds'),
  onGround: z.boolean(),
  squawk: z
    .string()
    .regex(/^[0-7]{4}$/)
    .nullable()
    .describe('Mode A code, four octal digits ("7700"); null when none was heard yet'),
});
export type PlaybackPoint = z.infer<typeof playbackPointSchema>;

/** A stretch without points longer than PLAYBACK_GAP_SECONDS (300 s): "Signal missing" (§9). */
export const playbackGapSchema = z.object({
  afterIndex: z.number().int().describe('Index of the last point before the gap'),
  from: z.number().describe('Time of that point, seconds'),
  to: z.number().describe('Time of the next point, seconds'),
});
export type PlaybackGap = z.infer<typeof playbackGapSchema>;

/** Airline as flight info shows it. */
export const playbackAirlineSchema = z.object({
  IATA: z.string().nullable(),
  ICAO: z.string(),
  name: z.string(),
  cName: z.string().nullable(),
});

/** Who and what a recorded flight was (spec §3 flight base info, with actual times). */
export const playbackFlightInfoSchema = z.object({
  flightId: z.number().int().describe('Recorded flight id (stable; use it for multi and exports)'),
  partIds: z
    .array(z.number().int())
    .describe(
      'Recorded parts of the flight, in time order: more than one when a signal gap of over 30 min split the recording. Any of them names the whole flight; flightId is the first',
    ),
  dynamicId: z.string().nullable().describe('Scheduled flight instance <fnum>-<yyyymmdd UTC STD>'),
  icaoId: icaoHex.describe('ICAO address, 6 upper-case hex digits'),
  anum: z.string().nullable().describe('Registration'),
  fnum: z.string().nullable().describe('IATA flight number'),
  callsign: z.string().nullable().describe('Transmitted callsign (ICAO flight number)'),
  org: flightAirportSchema.nullable(),
  dst: flightAirportSchema.nullable(),
  STD: z.number().nullable(),
  STA: z.number().nullable(),
  ATD: z.number().nullable().describe('Take-off seen in the trace'),
  ATA: z.number().nullable().describe('Landing seen in the trace'),
  aircraftType: z.string().nullable().describe('ICAO type designator'),
  aircraftTypeName: z.string().nullable(),
  airline: playbackAirlineSchema.nullable(),
  firstSeen: z.number(),
  lastSeen: z.number(),
});
export type PlaybackFlightInfo = z.infer<typeof playbackFlightInfoSchema>;

/** One flight's full recorded path. */
export const flightPlaybackSchema = z.object({
  flight: playbackFlightInfoSchema,
  points: z.array(playbackPointSchema),
  gaps: z.array(playbackGapSchema),
});
export type FlightPlayback = z.infer<typeof flightPlaybackSchema>;
