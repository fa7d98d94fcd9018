// CPR "number of longitude zones" NL(lat) (DO-260B §A.1.7.2 d). NZ = 15 latitude zones per
// hemisphere quarter. NL falls from 59 at the equator to 1 at the poles; we precompute the 58
// transition latitudes from the closed form instead of evaluating acos per call.

const NZ = 15;

/** transitionLatitude[k] = the latitude (deg) at which NL drops from 59 - k to 58 - k. */
const transitionLatitude = buildTransitions();

function buildTransitions(): Float64Array {
  const table = new Float64Array(58);
  const a = 1 - Math.cos(Math.PI / (2 * NZ));
  for (let k = 0; k < 58; k++) {
    const nl = 59 - k;
    table[k] = (Math.acos(Math.sqrt(a / (1 - Math.cos((2 * Math.PI) / nl)))) * 180) / Math.PI;
  }
  // The last transition is exactly 87 deg by definition; pin it against rounding.
  table[57] = 87;
  return table;
}

/** Number of CPR longitude zones at latitude `lat` (degrees): 59 at the equator down to 1. */
export function cprNL(lat: number): number {
  const absLat = lat < 0 ? -lat : lat;
  if (!(absLat < 87)) return absLat === 87 ? 2 : 1;
  // Binary search for the first transition above absLat (the table ascends).
  let low = 0;
  let high = 57;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (absLat < (transitionLatitude[mid] ?? 90)) high = mid;
    else low = mid + 1;
  }
  return 59 - low;
}
