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
  'Level 2+, DR!=0 or FS in {2,3,4,5}',
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

const EMITTER: Record<number, string> = {
  0xa1: 'Light (less than 7000 kg)',
  0xa2: 'Medium 1 (between 7000 kg and 34000 kg)',
  0xa3: 'Medium 2 (between 34000 kg to 136000 kg)',
  0xa4: 'High vortex aircraft',
  0xa5: 'Heavy (larger than 136000 kg)',
  0xa6: 'High performance (>5 g acceleration) and high speed (>400 kt)',
  0xa7: 'Rotorcraft',
  0xb1: 'Glider, sailplane',
  0xb2: 'Lighter-than-air',
  0xb3: 'Parachutist, skydiver',
  0xb4: 'Ultralight, hang-glider, paraglider',
  0xb6: 'Unmanned aerial vehicle',
  0xb7: 'Space or transatmospheric vehicle',
  0xc1: 'Surface emergency vehicle',
  0xc3: 'Surface service vehicle',
  0xc4: 'Ground obstruction',
  0xc5: 'Ground obstruction',
  0xc6: 'Ground obstruction',
  0xc7: 'Ground obstruction',
};

/** DF11/17 transponder capability (CA) description. */
export function capabilityText(capability: number): string {
  return CAPABILITY[capability & 7] ?? 'Reserved';
}

/** DF4/5/20/21 flight status (FS) description. */
export function flightStatusText(flightStatus: number): string {
  return FLIGHT_STATUS[flightStatus & 7] ?? 'Reserved';
}

/** Emitter category (0xA0..0xD7 form) description; number 0 in any set means no information. */
export function emitterCategoryText(category: number): string {
  if ((category & 0x0f) === 0) return 'No category information';
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
