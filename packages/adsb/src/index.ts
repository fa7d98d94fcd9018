// Public entry of @skytrace/adsb: every export is named here on purpose (STYLE.md habit 1).
export { modesChecksum, messageParity, crcSyndrome } from './crc.js';
export { cprNL } from './cpr/nl.js';
export { cprAirborneGlobal, cprSurfaceGlobal, CprFailure } from './cpr/global.js';
export { cprLocal, AIRBORNE_LOCAL_RANGE_NM, SURFACE_LOCAL_RANGE_NM } from './cpr/local.js';
export type { LatLon } from './cpr/position.js';
export { ModeSMessage, AirGround, CprKind, VerticalRateSource } from './decode/message.js';
export { decodeModeS, messageBits, DecodeStatus } from './decode/decoder.js';
export type { AddressFilter } from './decode/decoder.js';
export {
  decodeAc12,
  decodeAc13,
  isMetricAc13,
  decodeId13,
  gillhamToHundredFeet,
} from './decode/altitude.js';
export { commBCandidates, CommBCandidate, decodeCommBRegister } from './decode/commb.js';
export { decodeDataLinkCapability, decodeGicbCapability } from './decode/commbCapability.js';
export type { DataLinkCapability } from './decode/commbCapability.js';
export { decodeResolutionAdvisory } from './decode/acas.js';
export type { ResolutionAdvisory } from './decode/acas.js';
export { decodeMeteorologicalRoutine, decodeMeteorologicalHazard } from './decode/meteo.js';
export type { MeteorologicalRoutine, MeteorologicalHazard } from './decode/meteo.js';
export { targetStateModes, TargetStateMode } from './decode/status.js';
export { movementToKnots } from './decode/extendedSquitter.js';
export {
  capabilityText,
  flightStatusText,
  emitterCategoryText,
  formatCategory,
  formatBds,
} from './decode/describe.js';
export { BeastFramer, BeastFrame, BeastType, beastFrames } from './framing/beast.js';
export type { BeastStats } from './framing/beast.js';
export { AvrFramer, AvrFrame } from './framing/avr.js';
export type { AvrStats } from './framing/avr.js';
export { SbsFramer, SbsRecord } from './framing/sbs.js';
export type { SbsStats } from './framing/sbs.js';
export { hexToBytes, bytesToHex, formatIcao, formatSquawk } from './hex.js';

// Encoder (frames for the simulator and tests) and output framing.
export type { Identification } from './encode/identification.js';
export { encodeIdentification } from './encode/identification.js';
export type { AirbornePosition } from './encode/airbornePosition.js';
export { encodeAirbornePosition } from './encode/airbornePosition.js';
export type { SurfacePosition } from './encode/surfacePosition.js';
export { encodeSurfacePosition, movementCode } from './encode/surfacePosition.js';
export type { GroundVelocity, AirspeedVelocity, VelocityCommon } from './encode/velocity.js';
export { encodeGroundVelocity, encodeAirspeedVelocity } from './encode/velocity.js';
export type { AircraftStatus, OperationalStatus } from './encode/status.js';
export { encodeAircraftStatus, encodeOperationalStatus } from './encode/status.js';
export type { AltitudeReply, IdentityReply } from './encode/surveillance.js';
export { encodeAltitudeReply, encodeIdentityReply, squawkOctal } from './encode/surveillance.js';
export type { AllCallReply } from './encode/allCall.js';
export { encodeAllCallReply } from './encode/allCall.js';
export { altitudeCode12, altitudeCode13, gillhamCode } from './encode/altitude.js';
export { identityCode13 } from './encode/squawk.js';
export { cprEncode, cprLatitudeField, cprLongitudeField } from './encode/cpr.js';
export { LONG_FRAME_BYTES, SHORT_FRAME_BYTES } from './encode/extendedSquitter.js';
export {
  BEAST_MAX_FRAME_BYTES,
  BEAST_UUID_FRAME_BYTES,
  BEAST_PING_REQUEST_BYTES,
  writeBeastFrame,
  writeBeastUuidFrame,
  writeBeastPingRequest,
  beastTimestampFromMs,
} from './encode/beastWriter.js';
export { AVR_MAX_LINE_BYTES, writeAvrFrame } from './encode/avrWriter.js';
export type { SbsMessage, SbsTransmissionType } from './encode/sbsWriter.js';
export { formatSbsLine, writeSbsLine, SBS_MAX_LINE_BYTES } from './encode/sbsWriter.js';

// Tracker: per-aircraft state from decoded frames.
export { Tracker } from './tracker/tracker.js';
export type { TrackerOptions } from './tracker/tracker.js';
export { Aircraft, PositionSource } from './tracker/aircraft.js';
export type { TrackerStats } from './tracker/stats.js';
export { distanceMetres } from './geo.js';
