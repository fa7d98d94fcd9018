// Capability registers read on demand (BDS 1,0 data link capability and BDS 1,7 common-usage
// GICB capability, ICAO Doc 9871 Tables A-2-16 and A-2-25). They change rarely, so these
// return plain objects instead of widening the reusable message. MB payload bit k (0-based)
// is message bit 33 + k.

import { getBit, getBits } from './bits.js';

/** Decoded BDS 1,0 data link capability report. */
export interface DataLinkCapability {
  continuationFlag: boolean;
  overlayCommandCapability: boolean;
  acasOperational: boolean;
  modeSSubnetworkVersion: number;
  transponderLevel5: boolean;
  modeSSpecificServices: boolean;
  uplinkElmThroughput: number;
  downlinkElmThroughput: number;
  aircraftIdentificationCapability: boolean;
  squitterCapability: boolean;
  surveillanceIdentifierCode: boolean;
  commonUsageGicbCapability: boolean;
  acasHybridSurveillance: boolean;
  acasResolutionAdvisory: boolean;
  acasRtcaVersion: number;
  dteStatus: number;
}

const flag = (msg: Uint8Array, k: number): boolean => getBit(msg, 33 + k) === 1;

/** Decodes the MB field of a DF20/21 reply as BDS 1,0. */
export function decodeDataLinkCapability(msg: Uint8Array): DataLinkCapability {
  return {
    continuationFlag: flag(msg, 8),
    overlayCommandCapability: flag(msg, 14),
    acasOperational: flag(msg, 15),
    modeSSubnetworkVersion: getBits(msg, 33 + 16, 33 + 22),
    transponderLevel5: flag(msg, 23),
    modeSSpecificServices: flag(msg, 24),
    uplinkElmThroughput: getBits(msg, 33 + 25, 33 + 27),
    downlinkElmThroughput: getBits(msg, 33 + 28, 33 + 31),
    aircraftIdentificationCapability: flag(msg, 32),
    squitterCapability: flag(msg, 33),
    surveillanceIdentifierCode: flag(msg, 34),
    commonUsageGicbCapability: flag(msg, 35),
    acasHybridSurveillance: flag(msg, 36),
    acasResolutionAdvisory: flag(msg, 37),
    acasRtcaVersion: getBits(msg, 33 + 38, 33 + 39),
    dteStatus: getBits(msg, 33 + 40, 33 + 55),
  };
}

/** Registers announced by capability map bits 0..23 of BDS 1,7, as 0xXY numbers. */
const GICB_REGISTERS = [
  0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x20, 0x21, 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x48, 0x50,
  0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x5f, 0x60,
];

/** Decodes the MB field of a DF20/21 reply as BDS 1,7: the registers it can report. */
export function decodeGicbCapability(msg: Uint8Array): number[] {
  const supported: number[] = [];
  for (let k = 0; k < GICB_REGISTERS.length; k++) {
    if (flag(msg, k)) supported.push(GICB_REGISTERS[k] ?? 0);
  }
  return supported;
}
