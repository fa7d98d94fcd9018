// ACAS resolution advisory report: Comm-B BDS 3,0 and ES TC28 subtype 2 share the layout of
// MB/ME bits 9-56 (ICAO Doc 9871 Table A-2-48). Read on demand; RAs are rare.

import { getBit, getBits } from './bits.js';

/** Decoded resolution advisory (ARA/RAC/RAT/MTE/TTI fields). */
export interface ResolutionAdvisory {
  /** ARA bit 41: at least one RA is active. */
  issuedRa: boolean;
  corrective: boolean;
  downwardSense: boolean;
  increasedRate: boolean;
  senseReversal: boolean;
  altitudeCrossing: boolean;
  positive: boolean;
  /** RAC: resolution advisory complements received from other ACAS aircraft. */
  noBelow: boolean;
  noAbove: boolean;
  noLeft: boolean;
  noRight: boolean;
  raTerminated: boolean;
  multipleThreat: boolean;
  /** TTI: 0 no identity data, 1 threat ICAO address, 2 threat range/bearing/altitude. */
  threatTypeIndicator: number;
  /** Threat identity data (26 bits), raw. */
  threatIdentity: number;
}

/** Decodes the RA fields of a 112-bit DF17/18 TC28 subtype 2 or DF20/21 BDS 3,0 reply. */
export function decodeResolutionAdvisory(msg: Uint8Array): ResolutionAdvisory {
  // Field k of the 56-bit MB/ME payload (1-based) is message bit 32 + k.
  const bit = (k: number): boolean => getBit(msg, 32 + k) === 1;
  return {
    issuedRa: bit(9),
    corrective: bit(10),
    downwardSense: bit(11),
    increasedRate: bit(12),
    senseReversal: bit(13),
    altitudeCrossing: bit(14),
    positive: bit(15),
    noBelow: bit(23),
    noAbove: bit(24),
    noLeft: bit(25),
    noRight: bit(26),
    raTerminated: bit(27),
    multipleThreat: bit(28),
    threatTypeIndicator: getBits(msg, 32 + 29, 32 + 30),
    threatIdentity: getBits(msg, 32 + 31, 32 + 56 - 1) * 2 + getBit(msg, 88),
  };
}
