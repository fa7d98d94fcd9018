// Mode S reply decoding: length from DF, CRC check with the right policy per DF, then the
// DF-specific fields. Policy (as dump1090/readsb):
//  - DF11/17/18 carry the address in clear and parity over it: syndrome 0 is valid; a syndrome
//    matching a single-bit error is repaired (DF11 allows an II/SI overlay in the low 7 bits).
//  - DF0/4/5/16/20/21 overlay the address on the parity (address/parity): the syndrome *is*
//    the address, so it is only trusted when the caller confirms the address was recently
//    seen in a DF11/17/18 reply.

import { decodeAc13, decodeId13, isMetricAc13 } from './altitude.js';
import { getBits } from './bits.js';
import { decodeCommB } from './commb.js';
import { flipBit, singleBitErrorPosition } from './errorCorrection.js';
import { decodeExtendedSquitter } from './extendedSquitter.js';
import { AirGround, type ModeSMessage } from './message.js';
import { crcSyndrome } from '../crc.js';

/** Answers whether an ICAO address was recently confirmed by a DF11/17/18 reply. */
export interface AddressFilter {
  has(icao: number): boolean;
}

/** Reasons a reply is not usable, reported through `ModeSMessage.crcOk === false`. */
export const DecodeStatus = {
  Ok: 0,
  BadCrc: 1,
  UnknownAddress: 2,
  UnknownDf: 3,
  BadLength: 4,
} as const;
export type DecodeStatus = (typeof DecodeStatus)[keyof typeof DecodeStatus];

/** Mode S message length in bits for a downlink format: 112 for DF16 and above, else 56. */
export function messageBits(df: number): number {
  return df >= 16 ? 112 : 56;
}

/**
 * Decodes one Mode S reply (7 or 14 bytes) into `out`, repairing a single-bit error in place
 * for DF11/17/18. Never throws; `out.crcOk` tells whether the reply can be trusted.
 */
export function decodeModeS(
  data: Uint8Array,
  out: ModeSMessage,
  knownAddresses?: AddressFilter,
  fixErrors = true,
): DecodeStatus {
  out.reset();
  if (data.length < 7) return DecodeStatus.BadLength;
  const first = data[0] ?? 0;
  // DF24-31 are all Comm-D (ELM), identified by the first two bits only; we report the raw
  // 5-bit value as pyModeS does.
  const df = first >> 3;
  out.df = df;
  const bits = messageBits(df);
  if (data.length < bits >> 3) return DecodeStatus.BadLength;
  out.bits = bits;
  const syndrome = crcSyndrome(data, bits);
  out.syndrome = syndrome;

  switch (df) {
    case 11:
      return decodeAllCall(data, out, syndrome, fixErrors);
    case 17:
    case 18:
      return decodeSquitter(data, out, syndrome, fixErrors);
    case 0:
    case 4:
    case 5:
    case 16:
    case 20:
    case 21:
      return decodeAddressParity(data, out, syndrome, knownAddresses);
    default:
      // DF22/24 and reserved formats: address/parity by convention, never trusted.
      out.icao = syndrome;
      return DecodeStatus.UnknownDf;
  }
}

function readAddress(data: Uint8Array): number {
  return ((data[1] ?? 0) << 16) | ((data[2] ?? 0) << 8) | (data[3] ?? 0);
}

function repair(data: Uint8Array, out: ModeSMessage, syndrome: number): boolean {
  const bit = singleBitErrorPosition(syndrome, out.bits);
  if (bit < 0) return false;
  flipBit(data, bit);
  out.corrected = 1;
  return true;
}

function decodeAllCall(
  data: Uint8Array,
  out: ModeSMessage,
  syndrome: number,
  fixErrors: boolean,
): DecodeStatus {
  // Syndromes below 0x80 are an interrogator code overlay (II 0-15 or SI 0-63), not errors.
  if (syndrome < 0x80) out.iid = syndrome;
  else if (fixErrors && repair(data, out, syndrome)) out.iid = 0;
  out.capability = (data[0] ?? 0) & 7;
  out.icao = readAddress(data);
  setAirGroundFromCapability(out);
  out.crcOk = out.iid >= 0;
  return out.crcOk ? DecodeStatus.Ok : DecodeStatus.BadCrc;
}

function decodeSquitter(
  data: Uint8Array,
  out: ModeSMessage,
  syndrome: number,
  fixErrors: boolean,
): DecodeStatus {
  const ok = syndrome === 0 || (fixErrors && repair(data, out, syndrome));
  const low3 = (data[0] ?? 0) & 7;
  out.icao = readAddress(data);
  if (out.df === 17) {
    out.capability = low3;
    setAirGroundFromCapability(out);
    decodeExtendedSquitter(data, out);
  } else {
    out.controlField = low3;
    // CF0: ADS-B with ICAO address; CF1: non-ICAO address; CF6: ADS-R. Other CFs are TIS-B
    // or reserved formats whose ME layouts differ, so only the address is reported.
    out.nonIcao = low3 !== 0 && low3 !== 6;
    if (low3 === 0 || low3 === 1 || low3 === 6) decodeExtendedSquitter(data, out);
  }
  out.crcOk = ok;
  return ok ? DecodeStatus.Ok : DecodeStatus.BadCrc;
}

function setAirGroundFromCapability(out: ModeSMessage): void {
  if (out.capability === 4) out.airGround = AirGround.Ground;
  else if (out.capability === 5) out.airGround = AirGround.Airborne;
}

function decodeAddressParity(
  data: Uint8Array,
  out: ModeSMessage,
  syndrome: number,
  knownAddresses: AddressFilter | undefined,
): DecodeStatus {
  const df = out.df;
  out.icao = syndrome;
  if (df === 0 || df === 16) {
    const vs = getBits(data, 6, 6);
    out.airGround = vs === 1 ? AirGround.Ground : AirGround.Airborne;
    out.crossLinkCapability = getBits(data, 7, 7);
    out.sensitivityLevel = getBits(data, 9, 11);
    out.replyInformation = getBits(data, 14, 17);
  } else {
    const fs = getBits(data, 6, 8);
    out.flightStatus = fs;
    // FS 0/2: airborne, 1/3: on ground, 4/5: either.
    if (fs === 0 || fs === 2) out.airGround = AirGround.Airborne;
    else if (fs === 1 || fs === 3) out.airGround = AirGround.Ground;
    out.downlinkRequest = getBits(data, 9, 13);
    out.utilityMessage = getBits(data, 14, 19);
  }
  const field13 = getBits(data, 20, 32);
  if (df === 5 || df === 21) {
    out.squawk = decodeId13(field13);
  } else {
    out.altitude = decodeAc13(field13);
    out.altitudeMetric = isMetricAc13(field13);
  }
  if (df === 20 || df === 21) decodeCommB(data, out);
  out.crcOk = knownAddresses !== undefined && knownAddresses.has(syndrome);
  return out.crcOk ? DecodeStatus.Ok : DecodeStatus.UnknownAddress;
}
