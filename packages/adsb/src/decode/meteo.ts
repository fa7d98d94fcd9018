// Meteorological Comm-B registers, decoded on request only: BDS 4,4 (routine air report) and
// 4,5 (hazard report) share bit patterns with other traffic, so no decoder infers them by
// default (pyModeS neither). ICAO Doc 9871 Tables A-2-68 and A-2-69; MB bit k (1-based) is
// message bit 32 + k.

import { getBit, getBits } from './bits.js';

/** BDS 4,4 fields (NaN when their status bit is clear). */
export interface MeteorologicalRoutine {
  figureOfMerit: number;
  /** Wind speed, kt. */
  windSpeed: number;
  /** Wind direction (true), degrees. */
  windDirection: number;
  /** Static air temperature, deg C (0.25 deg resolution). */
  staticAirTemperature: number;
}

/** BDS 4,5 fields used here (NaN when their status bit is clear). */
export interface MeteorologicalHazard {
  /** Static air temperature, deg C (0.25 deg resolution). */
  staticAirTemperature: number;
}

const mb = (msg: Uint8Array, first: number, last: number): number =>
  getBits(msg, 32 + first, 32 + last);

/** Decodes a DF20/21 MB field as BDS 4,4 (meteorological routine air report). */
export function decodeMeteorologicalRoutine(msg: Uint8Array): MeteorologicalRoutine {
  const windValid = getBit(msg, 32 + 5) === 1;
  const temperature = mb(msg, 25, 34);
  const sign = getBit(msg, 32 + 24);
  return {
    figureOfMerit: mb(msg, 1, 4),
    windSpeed: windValid ? mb(msg, 6, 14) : Number.NaN,
    windDirection: windValid ? (mb(msg, 15, 23) * 180) / 256 : Number.NaN,
    staticAirTemperature: (sign === 1 ? temperature - 1024 : temperature) * 0.25,
  };
}

/** Decodes a DF20/21 MB field as BDS 4,5 (meteorological hazard report). */
export function decodeMeteorologicalHazard(msg: Uint8Array): MeteorologicalHazard {
  const valid = getBit(msg, 32 + 16) === 1;
  const temperature = mb(msg, 18, 26);
  const sign = getBit(msg, 32 + 17);
  return {
    staticAirTemperature: valid
      ? (sign === 1 ? temperature - 512 : temperature) * 0.25
      : Number.NaN,
  };
}
