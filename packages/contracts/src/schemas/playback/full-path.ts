import { z } from 'zod';

/** Socket `U3DFullPath` payload (spec §7): the latest recorded flight of one aircraft. */
export const fullPathPayloadSchema = z.object({
  anum: z.string().min(1).max(16),
});
// Socket acks (code 1 on success, else code 0 with msg): flightPath → FlightPlayback,
// adsbFlightPath → AircraftPlayback, U3DFullPath → FlightPlayback.
