// Tracker counters: why frames were not used, and what was produced.

/** Counters kept by a Tracker; all monotonically increasing. */
export interface TrackerStats {
  /** Mode S frames offered to the tracker. */
  frames: number;
  /** Frames that updated an aircraft. */
  accepted: number;
  /** DF11/17/18 with a bad CRC that could not be repaired. */
  badCrc: number;
  /** Frames repaired by single-bit error correction. */
  corrected: number;
  /** Repaired frames dropped because their address was not already known. */
  correctedUnknownAddress: number;
  /** Address/parity replies (DF0/4/5/16/20/21) from addresses not recently confirmed. */
  unknownAddress: number;
  /** Downlink formats we do not track (DF22, DF24+, TIS-B formats). */
  unknownDf: number;
  /** Frames too short for their downlink format. */
  badLength: number;
  /** CPR pairs that could not be decoded (latitude out of range, NL zone mismatch). */
  cprFailed: number;
  /** Positions rejected by the speed/range plausibility check. */
  implausiblePosition: number;
  /** Positions accepted. */
  positions: number;
  /** New aircraft refused because the table was full. */
  tableFull: number;
  /** Aircraft dropped after the configured silence. */
  expired: number;
}

/** A zeroed TrackerStats. */
export function emptyTrackerStats(): TrackerStats {
  return {
    frames: 0,
    accepted: 0,
    badCrc: 0,
    corrected: 0,
    correctedUnknownAddress: 0,
    unknownAddress: 0,
    unknownDf: 0,
    badLength: 0,
    cprFailed: 0,
    implausiblePosition: 0,
    positions: 0,
    tableFull: 0,
    expired: 0,
  };
}
