// Presenters: the CLI's JSON objects are built here on purpose, from the library's reusable
// message and aircraft objects, with the documented field names and absent fields omitted.

import {
  AirGround,
  formatBds,
  formatCategory,
  formatIcao,
  formatSquawk,
  type Aircraft,
  type ModeSMessage,
  type SbsRecord,
} from '../../src/index.js';

type Json = Record<string, string | number | boolean>;

/** ES emergency/priority state names, as readsb prints them. */
const EMERGENCY = [
  'none',
  'general',
  'lifeguard',
  'minfuel',
  'nordo',
  'unlawful',
  'downed',
  'reserved',
];

const round = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

function put(out: Json, key: string, value: number, digits = 6): void {
  if (!Number.isNaN(value)) out[key] = round(value, digits);
}

function putCommon(
  out: Json,
  source: Pick<
    ModeSMessage,
    | 'callsign'
    | 'category'
    | 'altitude'
    | 'altitudeGnss'
    | 'lat'
    | 'lon'
    | 'airGround'
    | 'groundSpeed'
    | 'track'
    | 'verticalRate'
    | 'ias'
    | 'tas'
    | 'heading'
    | 'squawk'
    | 'emergency'
  >,
): void {
  if (source.callsign !== '') out.callsign = source.callsign;
  if (!Number.isNaN(source.category)) out.category = formatCategory(source.category);
  put(out, 'altitude', source.altitude);
  put(out, 'altitudeGnss', source.altitudeGnss);
  put(out, 'lat', source.lat);
  put(out, 'lon', source.lon);
  if (source.airGround !== AirGround.Unknown) out.onGround = source.airGround === AirGround.Ground;
  put(out, 'groundSpeed', source.groundSpeed, 1);
  put(out, 'track', source.track, 2);
  put(out, 'verticalRate', source.verticalRate);
  put(out, 'ias', source.ias);
  put(out, 'tas', source.tas);
  put(out, 'heading', source.heading, 2);
  if (!Number.isNaN(source.squawk)) out.squawk = formatSquawk(source.squawk);
  if (!Number.isNaN(source.emergency)) out.emergency = EMERGENCY[source.emergency] ?? 'reserved';
}

/** One decoded Mode S message; `timestamp` in seconds or NaN. */
export function presentMessage(m: ModeSMessage, timestamp: number): Json {
  const out: Json = {};
  if (!m.crcOk) {
    // Fields of an unverified reply are noise; say only what arrived.
    out.df = m.df;
    out.crcOk = false;
  } else {
    out.icao = formatIcao(m.icao);
    out.df = m.df;
    put(out, 'tc', m.tc);
    out.crcOk = true;
    if (m.corrected > 0) out.corrected = m.corrected;
    putCommon(out, m);
    if (!Number.isNaN(m.bds)) out.bds = formatBds(m.bds);
  }
  put(out, 'timestamp', timestamp);
  return out;
}

/** A Mode A/C reply: only the code is known (it may be an identity or a Mode C altitude). */
export function presentModeAC(data: Uint8Array, timestamp: number): Json {
  const out: Json = { squawk: formatSquawk((((data[0] ?? 0) << 8) | (data[1] ?? 0)) & 0x7777) };
  put(out, 'timestamp', timestamp);
  return out;
}

/** One SBS record. */
export function presentSbs(r: SbsRecord): Json {
  const out: Json = { icao: formatIcao(r.icao) };
  if (r.callsign !== '') out.callsign = r.callsign;
  put(out, 'altitude', r.altitude);
  put(out, 'lat', r.lat);
  put(out, 'lon', r.lon);
  if (r.onGround >= 0) out.onGround = r.onGround === 1;
  put(out, 'groundSpeed', r.groundSpeed, 1);
  put(out, 'track', r.track, 2);
  put(out, 'verticalRate', r.verticalRate);
  if (!Number.isNaN(r.squawk)) out.squawk = formatSquawk(r.squawk);
  put(out, 'timestamp', r.timeGenerated, 3);
  return out;
}

/** Final state of one aircraft at `endTime` seconds. */
export function presentAircraft(a: Aircraft, endTime: number): Json {
  const out: Json = { icao: formatIcao(a.icao) };
  putCommon(out, a);
  out.messages = a.messages;
  put(out, 'seen', endTime - a.lastSeen, 1);
  put(out, 'seenPos', endTime - a.positionTime, 1);
  return out;
}
