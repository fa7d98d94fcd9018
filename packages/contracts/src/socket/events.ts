import { z } from 'zod';
import type { FollowNotice } from '../schemas/follow';
import type { fullPathPayloadSchema } from '../schemas/playback/full-path';

/** Latitude/longitude bounds of a subscriber's map view. */
export const clientBoundsSchema = z.object({
  north: z.number().min(-90).max(90),
  south: z.number().min(-90).max(90),
  east: z.number().min(-180).max(360),
  west: z.number().min(-360).max(180),
});
export type ClientBounds = z.infer<typeof clientBoundsSchema>;

/** Socket credentials of spec §3: `validate` payload. */
export const validatePayloadSchema = z.object({
  appid: z.string().max(64).optional(),
  token: z.string().min(1).max(4096),
  clientOs: z.object({ devtype: z.string().max(32), version: z.string().max(32) }).optional(),
});

/** `sub` payload of spec §7: bounds, limit (-1 or 2000), increments on, last update time. */
export const subscribePayloadSchema = z.object({
  clientBounds: clientBoundsSchema,
  limit: z.union([z.literal(-1), z.number().int().positive().max(20_000)]),
  increment: z.union([z.literal(0), z.literal(1)]).default(1),
  updateTime: z.number().int().nonnegative().optional(),
});
export type SubscribePayload = z.infer<typeof subscribePayloadSchema>;

/** `flightPath` payload of spec §7: a flight by dynamicId or by anum/fnum/org/dst. */
export const flightPathPayloadSchema = z.object({
  anum: z.string().max(16).optional(),
  fnum: z.string().max(16).optional(),
  org: z.string().max(4).optional(),
  dst: z.string().max(4).optional(),
  dynamicId: z.string().max(64).optional(),
  scheduledDeptime: z.number().int().nonnegative(),
});

/** `adsbFlightPath` payload of spec §7: one aircraft between two times (seconds). */
export const adsbFlightPathPayloadSchema = z.object({
  anum: z.string().min(1).max(16),
  startTime: z.number().int().nonnegative(),
  endTime: z.number().int().nonnegative(),
});

/** FlightBase and forecastTrace: one live aircraft by ICAO address (hex), callsign optional. */
export const liveFlightPayloadSchema = z.object({
  icao: z.string().regex(/^[0-9a-fA-F]{6}$/),
  callsign: z.string().trim().max(8).optional(),
});

/** Acknowledgement of every client event: code 1 on success (spec §7). */
export interface SocketAck<T = unknown> {
  code: 0 | 1;
  msg?: string;
  data?: T;
}

/** Events the client sends, with their payloads and acknowledgements. */
export interface ClientToServerEvents {
  validate: (payload: z.input<typeof validatePayloadSchema>, ack: (a: SocketAck) => void) => void;
  heartbeat: (ack: (a: SocketAck<{ time: number }>) => void) => void;
  sub: (payload: z.input<typeof subscribePayloadSchema>, ack: (a: SocketAck) => void) => void;
  pauseSub: (ack: (a: SocketAck) => void) => void;
  flightPath: (
    payload: z.input<typeof flightPathPayloadSchema>,
    ack: (a: SocketAck) => void,
  ) => void;
  adsbFlightPath: (
    payload: z.input<typeof adsbFlightPathPayloadSchema>,
    ack: (a: SocketAck) => void,
  ) => void;
  /** Flight base info (spec §3) of a live aircraft; ack data: schemas/reference flightBaseSchema. */
  FlightBase: (
    payload: z.input<typeof liveFlightPayloadSchema>,
    ack: (a: SocketAck) => void,
  ) => void;
  /** Remaining route to the destination; ack data: schemas/tracker flightPath forecastTrace. */
  forecastTrace: (
    payload: z.input<typeof liveFlightPayloadSchema>,
    ack: (a: SocketAck) => void,
  ) => void;
  /** The latest recorded flight of one aircraft; ack data: schemas/playback FlightPlayback. */
  U3DFullPath: (
    payload: z.input<typeof fullPathPayloadSchema>,
    ack: (a: SocketAck) => void,
  ) => void;
}

/** The live subscription's own events, which the realtime server answers itself. */
type SubscriptionEventName = 'validate' | 'heartbeat' | 'sub' | 'pauseSub';

/** The request/answer calls (payload in, ack out) that domain modules add to every socket. */
export type SocketCallName = Exclude<keyof ClientToServerEvents, SubscriptionEventName>;

/**
 * Events the server sends. `location` carries a protobuf `skytrace.live.LocationBatch`
 * (proto/location.proto), `identity` a `skytrace.live.IdentityBatch` (proto/flight.proto).
 */
export interface ServerToClientEvents {
  validateSuccess: () => void;
  validateFailed: (reason: { msg: string }) => void;
  heartbeat: (payload: { time: number }) => void;
  location: (batch: Uint8Array) => void;
  identity: (batch: Uint8Array) => void;
  /** A followed flight or an area alert rule fired (sockets whose handshake carries a login). */
  notice: (notice: FollowNotice) => void;
}
