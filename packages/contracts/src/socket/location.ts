// Constants of the location batch wire format, kept free of zod so the radar's first paint can
// import them without the schema library (see apps/web/README.md, initial JS).

/** Flag bits of a LocationBatch row. */
export const LOCATION_FLAGS = {
  onGround: 1,
  altitudeUnknown: 2,
  velocityUnknown: 4,
  emergency: 8,
} as const;

/** Quantisation of LocationBatch columns (proto/location.proto). */
export const LOCATION_UNITS = {
  /** Degrees per lat/lon unit. */
  degrees: 1e-4,
  /** Feet per altitude unit. */
  altitudeFeet: 25,
  /** ft/min per vertical-rate unit. */
  verticalRateFpm: 64,
} as const;
