// Human-readable descriptions of coded fields (for tools and UIs; not on the hot path).
// Wording follows pyModeS so conformance output can be compared verbatim.

const CAPABILITY = [
  'Level 1',
  'Reserved',
  'Reserved',
  'Reserved',
  'Level 2+, on-ground',
  'Level 2+, airborne',
  'Level 2+, airborne or on-ground',
  'DR != 0 or FS in (2,3,4,5), airborne or on-ground',
];

const FLIGHT_STATUS = [
  'No alert, no SPI, airborne',
  'No alert, no SPI, on-ground',
  'Alert, no SPI, airborne',
  'Alert, no SPI, on-ground',
  'Alert, SPI, airborne or on-ground',
  'No alert, SPI, airborne or on-ground',
  'Reserved',
  'Not assigned',
];

/** DO-260B Table A-2-8 emitter category names, keyed 0xA1..0xC7 (set letter, number). */
const EMITTER: Record<number, string> = {
  0xa1: 'Light',
  0xa2: 'Medium 1',
  0xa3: 'Medium 2',
  0xa4: 'High vortex aircraft',
  0xa5: 'Heavy',
  0xa6: 'High performance',
  0xa7: 'Rotorcraft',
  0xb1: 'Glider / sailplane',
  0xb2: 'Lighter-than-air',
  0xb3: 'Parachutist / skydiver',
  0xb4: 'Ultralight / hang-glider / paraglider',
  0xb6: 'UAV',
  0xb7: 'Space / transatmospheric vehicle',
  0xc1: 'Surface emergency vehicle',
  0xc3: 'Surface service vehicle',
  0xc4: 'Ground obstacle',
  0xc5: 'Ground obstacle',
  0xc6: 'Ground obstacle',
  0xc7: 'Ground obstacle',
};

/** DF11/17 transponder capability (CA) description. */
export function capabilityText(capability: number): string {
  return CAPABILITY[capability & 7] ?? 'Reserved';
}

/** DF4/5/20/21 flight status (FS) description. */
export function flightStatusText(flightStatus: number): string {
  return FLIGHT_STATUS[flightStatus & 7] ?? 'Reserved';
}

/** Emitter category (0xA0..0xD7 form) description; number 0 or set D means no information. */
export function emitterCategoryText(category: number): string {
  if ((category & 0x0f) === 0 || category >> 4 === 0xd) return 'No category information';
  return EMITTER[category] ?? 'Reserved';
}

/** Emitter category as readsb prints it, e.g. "A3". */
export function formatCategory(category: number): string {
  return (category >> 4).toString(16).toUpperCase() + String(category & 0x0f);
}

/** BDS register number (0xXY) as "X,Y". */
export function formatBds(bds: number): string {
  return `${(bds >> 4).toString(16).toUpperCase()},${(bds & 0x0f).toString(16).toUpperCase()}`;
}
