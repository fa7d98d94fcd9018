// Presents a decoded message under pyModeS 3 field names, so vectors.json can be compared key by
// key. Only built by the conformance tools; the library never allocates such objects.

import {
  capabilityText,
  commBCandidates,
  CommBCandidate,
  CprKind,
  decodeDataLinkCapability,
  decodeMeteorologicalHazard,
  decodeMeteorologicalRoutine,
  decodeResolutionAdvisory,
  decodeGicbCapability,
  emitterCategoryText,
  flightStatusText,
  formatBds,
  formatIcao,
  formatSquawk,
  modesChecksum,
  targetStateModes,
  TargetStateMode,
  VerticalRateSource,
  bytesToHex,
  type ModeSMessage,
} from '../../src/index.js';

type View = Record<string, unknown>;

const num = (v: number): number | null => (Number.isNaN(v) ? null : v);

const CANDIDATE_NAMES: [number, string][] = [
  [CommBCandidate.Bds10, '1,0'],
  [CommBCandidate.Bds17, '1,7'],
  [CommBCandidate.Bds20, '2,0'],
  [CommBCandidate.Bds30, '3,0'],
  [CommBCandidate.Bds40, '4,0'],
  [CommBCandidate.Bds50, '5,0'],
  [CommBCandidate.Bds60, '6,0'],
];

/** Our decode of `data` (already decoded into `m`) under pyModeS names. */
export function pymodesView(m: ModeSMessage, data: Uint8Array): View {
  const v: View = {
    df: m.df,
    icao: formatIcao(m.icao).toUpperCase(),
    crc_remainder: m.syndrome,
    crc_parity_encode: modesChecksum(data, m.bits || 112),
  };
  if (!Number.isNaN(m.bds)) v.bds = formatBds(m.bds);
  if (m.df === 11 || m.df === 17) {
    v.capability = m.capability;
    v.capability_text = capabilityText(m.capability);
  }
  if (m.df === 4 || m.df === 5 || m.df === 20 || m.df === 21) {
    v.flight_status = m.flightStatus;
    v.flight_status_text = flightStatusText(m.flightStatus);
    v.downlink_request = m.downlinkRequest;
    v.utility_message = m.utilityMessage;
  }
  if (m.df === 0 || m.df === 16) {
    v.vertical_status = m.airGround === 2 ? 'on-ground' : 'airborne';
    v.cross_link_capability = m.crossLinkCapability;
    v.sensitivity_level = m.sensitivityLevel;
    v.reply_information = m.replyInformation;
    if (m.df === 16) v.mv = bytesToHex(data.subarray(4, 11)).toUpperCase();
  }
  if (m.df === 0 || m.df === 4 || m.df === 16 || m.df === 20) v.altitude = num(m.altitude);
  if (m.df === 5 || m.df === 21) v.squawk = formatSquawk(m.squawk);
  if (m.df === 17 || m.df === 18) addSquitter(v, m, data);
  if (m.df === 20 || m.df === 21) addCommB(v, m, data);
  return v;
}

function addSquitter(v: View, m: ModeSMessage, data: Uint8Array): void {
  v.typecode = m.tc;
  const tc = m.tc;
  if (tc >= 1 && tc <= 4) {
    v.category = m.category & 0x0f;
    v.wake_vortex = emitterCategoryText(m.category);
    v.callsign = m.callsign;
  }
  if (m.cprKind !== CprKind.None) {
    v.cpr_format = m.cprOdd;
    v.cpr_lat = m.cprLat;
    v.cpr_lon = m.cprLon;
  }
  if (m.cprKind === CprKind.Airborne) {
    v.altitude = num(tc <= 18 ? m.altitude : m.altitudeGnss);
    v.surveillance_status = m.surveillanceStatus;
    v.nic_b = m.nicB;
    v.nuc_p = m.nucP;
  }
  if (m.cprKind === CprKind.Surface) {
    v.movement = m.movement;
    v.groundspeed = num(m.groundSpeed);
    v.track_status = Number.isNaN(m.track) ? 0 : 1;
    v.track = num(m.track);
  }
  if (tc === 19) addVelocity(v, m);
  if (tc === 28) {
    v.subtype = m.subtype;
    v.emergency_state = num(m.emergency);
    if (!Number.isNaN(m.squawk)) v.squawk = formatSquawk(m.squawk);
    if (m.subtype === 2) addResolutionAdvisory(v, data);
  }
  if (tc === 29) addTargetState(v, m, data);
  if (tc === 31) {
    v.subtype = m.subtype;
    v.version = num(m.version);
    v.nic_supplement_a = num(m.nicSupplementA);
    v.nac_p = num(m.nacP);
    v.sil = num(m.sil);
    v.hrd = num(m.hrd);
    v.nic_baro = num(m.nicBaro);
    v.sil_supplement = num(m.silSupplement);
    v.capability_class = num(m.capabilityClass);
    v.operational_mode = num(m.operationalMode);
  }
}

function addResolutionAdvisory(v: View, data: Uint8Array): void {
  const ra = decodeResolutionAdvisory(data);
  v.issued_ra = ra.issuedRa;
  v.corrective = ra.corrective;
  v.downward_sense = ra.downwardSense;
  v.increased_rate = ra.increasedRate;
  v.sense_reversal = ra.senseReversal;
  v.altitude_crossing = ra.altitudeCrossing;
  v.positive = ra.positive;
  v.no_below = ra.noBelow;
  v.no_above = ra.noAbove;
  v.no_left = ra.noLeft;
  v.no_right = ra.noRight;
  v.ra_terminated = ra.raTerminated;
  v.multiple_threat = ra.multipleThreat;
  v.threat_type_indicator = ra.threatTypeIndicator;
}

function addVelocity(v: View, m: ModeSMessage): void {
  v.subtype = m.subtype;
  v.nac_v = m.nacV;
  if (m.subtype === 1 || m.subtype === 2) {
    v.groundspeed = num(m.groundSpeed);
    v.track = num(m.track);
  } else {
    v.heading = num(m.heading);
    v.airspeed = num(Number.isNaN(m.tas) ? m.ias : m.tas);
    v.airspeed_type = Number.isNaN(m.tas) ? 'IAS' : 'TAS';
  }
  v.vertical_rate = num(m.verticalRate);
  v.vr_source = m.verticalRateSource === VerticalRateSource.Baro ? 'BARO' : 'GNSS';
  v.geo_minus_baro = num(m.gnssBaroDelta);
}

function addTargetState(v: View, m: ModeSMessage, data: Uint8Array): void {
  v.subtype = m.subtype;
  const fms = !Number.isNaN(m.selectedAltitudeFms);
  v.selected_altitude = num(fms ? m.selectedAltitudeFms : m.selectedAltitude);
  v.selected_altitude_source = fms ? 'FMS' : 'MCP/FCU';
  v.baro_pressure_setting = num(m.baroSetting);
  v.selected_heading = num(m.selectedHeading);
  v.nac_p = num(m.nacP);
  v.nic_baro = num(m.nicBaro);
  v.sil = num(m.sil);
  const modes = targetStateModes(data);
  const valid = (modes & TargetStateMode.ModesValid) !== 0;
  const flag = (bit: number): boolean | null => (valid ? (modes & bit) !== 0 : null);
  v.autopilot = flag(TargetStateMode.Autopilot);
  v.vnav_mode = flag(TargetStateMode.Vnav);
  v.altitude_hold_mode = flag(TargetStateMode.AltitudeHold);
  v.approach_mode = flag(TargetStateMode.Approach);
  v.lnav_mode = flag(TargetStateMode.Lnav);
  v.tcas_operational = (modes & TargetStateMode.TcasOperational) !== 0;
}

function addCommB(v: View, m: ModeSMessage, data: Uint8Array): void {
  const candidates = commBCandidates(data);
  const names = CANDIDATE_NAMES.filter(([flag]) => (candidates & flag) !== 0).map(([, n]) => n);
  if (names.length > 1) v.bds_candidates = names;
  // Register-level meteorological decodes (pyModeS tests call decode_bds44/45 directly).
  const routine = decodeMeteorologicalRoutine(data);
  v.wind_speed = num(routine.windSpeed);
  v.wind_direction = num(routine.windDirection);
  v.figure_of_merit = routine.figureOfMerit;
  v.static_air_temperature = routine.staticAirTemperature;
  v.hazard_static_air_temperature = num(decodeMeteorologicalHazard(data).staticAirTemperature);
  switch (m.bds) {
    case 0x10: {
      const c = decodeDataLinkCapability(data);
      v.config = c.continuationFlag;
      v.overlay_command_capability = c.overlayCommandCapability;
      v.acas_operational = c.acasOperational;
      v.mode_s_subnetwork_version = c.modeSSubnetworkVersion;
      v.transponder_level5 = c.transponderLevel5;
      v.mode_s_specific_services = c.modeSSpecificServices;
      v.uplink_elm_throughput = c.uplinkElmThroughput;
      v.downlink_elm_throughput = c.downlinkElmThroughput;
      v.aircraft_identification_capability = c.aircraftIdentificationCapability;
      v.squitter_capability = c.squitterCapability;
      v.surveillance_identifier_code = c.surveillanceIdentifierCode;
      v.common_usage_gicb_capability = c.commonUsageGicbCapability;
      v.acas_hybrid_surveillance = c.acasHybridSurveillance;
      v.acas_resolution_advisory = c.acasResolutionAdvisory;
      v.acas_rtca_version = c.acasRtcaVersion;
      v.dte_status = c.dteStatus;
      break;
    }
    case 0x17:
      v.supported_bds = decodeGicbCapability(data).map(formatBds);
      break;
    case 0x20:
      v.callsign = m.callsign;
      break;
    case 0x40:
      v.selected_altitude_mcp = num(m.selectedAltitude);
      v.selected_altitude_fms = num(m.selectedAltitudeFms);
      v.baro_pressure_setting = num(m.baroSetting);
      addVerticalIntentionModes(v, data);
      break;
    case 0x50:
      v.roll = num(m.roll);
      v.true_track = num(m.track);
      v.groundspeed = num(m.groundSpeed);
      v.track_rate = num(m.trackRate);
      v.true_airspeed = num(m.tas);
      break;
    case 0x60:
      v.magnetic_heading = num(m.heading);
      v.indicated_airspeed = num(m.ias);
      v.mach = num(m.mach);
      v.baro_vertical_rate = num(m.baroVerticalRate);
      v.inertial_vertical_rate = num(m.inertialVerticalRate);
      break;
    default:
      break;
  }
}

/** BDS 4,0 MCP mode bits (payload bits 47-50) and target altitude source (53-55). */
function addVerticalIntentionModes(v: View, data: Uint8Array): void {
  const bit = (k: number): boolean => ((data[4 + (k >> 3)] ?? 0) & (0x80 >> (k & 7))) !== 0;
  if (bit(47)) {
    v.vnav_mode = bit(48);
    v.altitude_hold_mode = bit(49);
    v.approach_mode = bit(50);
  }
  if (bit(53)) {
    const sources = ['unknown', 'aircraft_altitude', 'mcp_fcu', 'fms'];
    v.target_altitude_source = sources[(bit(54) ? 2 : 0) + (bit(55) ? 1 : 0)] ?? 'unknown';
  }
}
