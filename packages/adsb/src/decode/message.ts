// One reusable decoded Mode S message. Decoders overwrite it in place so the hot path allocates
// nothing: absent numbers are NaN, absent strings are '', unknown tri-states are -1.

/** Air/ground state as carried by CA/FS/VS or the ES type code. */
export const AirGround = { Unknown: 0, Airborne: 1, Ground: 2 } as const;
export type AirGround = (typeof AirGround)[keyof typeof AirGround];

/** Which CPR encoding a position message carried. */
export const CprKind = { None: 0, Airborne: 1, Surface: 2 } as const;
export type CprKind = (typeof CprKind)[keyof typeof CprKind];

/** Source of a vertical rate in ES velocity messages. */
export const VerticalRateSource = { Unknown: 0, Gnss: 1, Baro: 2 } as const;
export type VerticalRateSource = (typeof VerticalRateSource)[keyof typeof VerticalRateSource];

/** A decoded Mode S reply, overwritten in place by `decodeModeS` (see `reset`). */
export class ModeSMessage {
  /** Message length in bits (56 or 112); 0 before decoding. */
  bits = 0;
  df = -1;
  /** ICAO address (24-bit) from AA or address/parity; -1 when unknown. */
  icao = -1;
  /** True when the address field is not an ICAO address (DF18 CF1/CF5, TIS-B track file). */
  nonIcao = false;
  crcOk = false;
  /** Number of bits repaired by error correction (0 or 1). */
  corrected = 0;
  /** CRC remainder over all bits, parity included, as received (before any repair). */
  syndrome = 0;
  /** DF11 interrogator identifier (II/SI overlay), -1 when not DF11. */
  iid = -1;

  /** DF11/17 transponder capability (CA), DF18 control field (CF). */
  capability = -1;
  controlField = -1;
  flightStatus = -1;
  downlinkRequest = -1;
  utilityMessage = -1;
  /** DF0/16 fields. */
  sensitivityLevel = -1;
  replyInformation = -1;
  crossLinkCapability = -1;
  airGround: AirGround = AirGround.Unknown;

  /** ES type code (ME bits 1-5), NaN when not an extended squitter. */
  tc = Number.NaN;
  /** ES subtype where one exists. */
  subtype = Number.NaN;
  /** BDS register as 0xXY (e.g. 0x40 for "4,0"), NaN when unknown. */
  bds = Number.NaN;
  /** DF20/21: every register the MB field is plausible for (CommBCandidate flags). */
  commBCandidates = 0;

  callsign = '';
  /** Emitter category as 0xA0..0xD7 (set letter in the high nibble), NaN when unknown. */
  category = Number.NaN;
  /** Barometric altitude, ft. */
  altitude = Number.NaN;
  /** The AC13 field had its M bit set: a metric altitude, left undecoded (`altitude` is NaN). */
  altitudeMetric = false;
  /** GNSS (geometric) altitude, ft. */
  altitudeGnss = Number.NaN;
  /** GNSS minus baro altitude difference from ES velocity, ft. */
  gnssBaroDelta = Number.NaN;
  /** Squawk as 0xABCD where each nibble is one octal digit; NaN when absent. */
  squawk = Number.NaN;
  /** ES emergency/priority state (0 none .. 7 reserved), NaN when absent. */
  emergency = Number.NaN;

  cprKind: CprKind = CprKind.None;
  /** CPR format: 0 even, 1 odd. */
  cprOdd = 0;
  cprLat = 0;
  cprLon = 0;
  /** Position resolved by CPR (filled by the tracker), degrees. */
  lat = Number.NaN;
  lon = Number.NaN;
  nucP = Number.NaN;
  /** ES airborne position surveillance status (0 none, 1 permanent alert, 2 temporary, 3 SPI). */
  surveillanceStatus = Number.NaN;
  /** ES airborne position NIC supplement B. */
  nicB = Number.NaN;

  groundSpeed = Number.NaN;
  track = Number.NaN;
  /** Surface movement field (raw), NaN when absent. */
  movement = Number.NaN;
  verticalRate = Number.NaN;
  verticalRateSource: VerticalRateSource = VerticalRateSource.Unknown;
  ias = Number.NaN;
  tas = Number.NaN;
  mach = Number.NaN;
  /** Heading, degrees (magnetic or true as the aircraft reports it). */
  heading = Number.NaN;
  nacV = Number.NaN;

  /** Target state / Comm-B 4,0 selections. */
  selectedAltitude = Number.NaN;
  selectedAltitudeFms = Number.NaN;
  baroSetting = Number.NaN;
  selectedHeading = Number.NaN;
  /** Comm-B 5,0 / 6,0 extras. */
  roll = Number.NaN;
  trackRate = Number.NaN;
  baroVerticalRate = Number.NaN;
  inertialVerticalRate = Number.NaN;

  /** Operational status (TC31) and quality indicators. */
  version = Number.NaN;
  nacP = Number.NaN;
  sil = Number.NaN;
  nicBaro = Number.NaN;
  nicSupplementA = Number.NaN;
  /** SIL supplement (0 per hour, 1 per sample). */
  silSupplement = Number.NaN;
  /** TC31 horizontal reference direction (0 true north, 1 magnetic north). */
  hrd = Number.NaN;
  /** TC31 capability class and operational mode subfields, raw 16-bit values. */
  capabilityClass = Number.NaN;
  operationalMode = Number.NaN;

  /**
   * Set by the ES and Comm-B decoders, the only writers of the fields `resetPayload` clears,
   * so that `reset` skips those stores for all-call and surveillance replies.
   */
  payloadDirty = false;

  /** Clears every field so the object can describe the next message. */
  reset(): void {
    this.bits = 0;
    this.df = -1;
    this.icao = -1;
    this.nonIcao = false;
    this.crcOk = false;
    this.corrected = 0;
    this.syndrome = 0;
    this.iid = -1;
    this.capability = -1;
    this.controlField = -1;
    this.flightStatus = -1;
    this.downlinkRequest = -1;
    this.utilityMessage = -1;
    this.sensitivityLevel = -1;
    this.replyInformation = -1;
    this.crossLinkCapability = -1;
    this.airGround = AirGround.Unknown;
    this.tc = Number.NaN;
    this.subtype = Number.NaN;
    this.bds = Number.NaN;
    this.commBCandidates = 0;
    this.callsign = '';
    this.category = Number.NaN;
    this.altitude = Number.NaN;
    this.altitudeMetric = false;
    this.squawk = Number.NaN;
    this.cprKind = CprKind.None;
    this.lat = Number.NaN;
    this.lon = Number.NaN;
    // Payload fields are only written by ES and Comm-B decoders; skip them when untouched.
    if (this.payloadDirty) this.resetPayload();
  }

  private resetPayload(): void {
    this.payloadDirty = false;
    this.altitudeGnss = Number.NaN;
    this.gnssBaroDelta = Number.NaN;
    this.emergency = Number.NaN;
    this.cprOdd = 0;
    this.cprLat = 0;
    this.cprLon = 0;
    this.nucP = Number.NaN;
    this.surveillanceStatus = Number.NaN;
    this.nicB = Number.NaN;
    this.groundSpeed = Number.NaN;
    this.track = Number.NaN;
    this.movement = Number.NaN;
    this.verticalRate = Number.NaN;
    this.verticalRateSource = VerticalRateSource.Unknown;
    this.ias = Number.NaN;
    this.tas = Number.NaN;
    this.mach = Number.NaN;
    this.heading = Number.NaN;
    this.nacV = Number.NaN;
    this.selectedAltitude = Number.NaN;
    this.selectedAltitudeFms = Number.NaN;
    this.baroSetting = Number.NaN;
    this.selectedHeading = Number.NaN;
    this.roll = Number.NaN;
    this.trackRate = Number.NaN;
    this.baroVerticalRate = Number.NaN;
    this.inertialVerticalRate = Number.NaN;
    this.version = Number.NaN;
    this.nacP = Number.NaN;
    this.sil = Number.NaN;
    this.nicBaro = Number.NaN;
    this.nicSupplementA = Number.NaN;
    this.silSupplement = Number.NaN;
    this.hrd = Number.NaN;
    this.capabilityClass = Number.NaN;
    this.operationalMode = Number.NaN;
  }
}
