// Constants of the identity batch wire format (proto/flight.proto), kept free of zod like
// location.ts so the radar's first paint can import them.

/**
 * Flight service types (spec §3 `fservice`) as sent in identity rows. The letters are IATA SSIM
 * service types (Appendix C) where one fits what live data can tell: J scheduled passenger,
 * C unscheduled passenger, F scheduled cargo, H unscheduled cargo, D general aviation. N is ours,
 * like the flight attribute N: the service is not known (UAV, unidentified aircraft).
 */
export const FLIGHT_SERVICES = ['J', 'C', 'F', 'H', 'D', 'N'] as const;

/** One of FLIGHT_SERVICES. */
export type FlightService = (typeof FLIGHT_SERVICES)[number];
