// The slices an airport or area playback streams: every flight's points in one time slice.
import { z } from 'zod';
import { icaoHex } from './fields';
import { playbackPointSchema } from './recorded';

/** Length of one streamed slice of an airport or area playback, seconds. */
export const PLAYBACK_SLICE_SECONDS = 300;

/** How a flight used an airport in an airport playback. */
export const AIRPORT_USES = ['departure', 'arrival', 'overflight'] as const;

/** One flight's points inside one slice. */
export const sliceFlightSchema = z.object({
  flightId: z.number().int(),
  icaoId: icaoHex,
  fnum: z.string().nullable(),
  anum: z.string().nullable(),
  callsign: z.string().nullable(),
  org: z.string().nullable().describe('Origin IATA (else ICAO) code'),
  dst: z.string().nullable().describe('Destination IATA (else ICAO) code'),
  aircraftType: z.string().nullable(),
  use: z.enum(AIRPORT_USES).optional().describe('Airport playback only'),
  points: z.array(playbackPointSchema),
});
export type SliceFlight = z.infer<typeof sliceFlightSchema>;

/**
 * One time slice of an airport or area playback: the points of every flight in [from, to).
 * Ask again with `cursor = nextCursor` for the next slice; nextCursor is null after the last.
 */
export const playbackSliceSchema = z.object({
  startTime: z.number().describe('Window start, seconds'),
  endTime: z.number().describe('Window end, seconds'),
  from: z.number().describe('Slice start, seconds'),
  to: z.number().describe('Slice end (exclusive), seconds'),
  nextCursor: z.number().nullable(),
  flights: z.array(sliceFlightSchema),
});
export type PlaybackSlice = z.infer<typeof playbackSliceSchema>;
