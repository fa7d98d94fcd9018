// Altitude codes (ICAO Annex 10 Vol IV §3.1.2.6.5.4). With Q = 1 the 11-bit value N gives
// altitude = 25 N - 1000 ft (range -1000..50175 ft). Outside that range, or off the 25 ft grid,
// transponders use the Gillham (Mode C) code in 100 ft steps: a Gray-coded 500 ft count
// (D2 D4 A1 A2 A4 B1 B2 B4) and a reflected 5-cycle 100 ft count (C1 C2 C4).

/** Lowest and highest altitude (ft) expressible in 25 ft steps (Q = 1). */
const Q_MIN_FT = -1000;
const Q_MAX_FT = 50175;
/** Range of the Gillham code in 100 ft steps. */
const GILLHAM_MIN_FT = -1200;
const GILLHAM_MAX_FT = 126700;

/** 11-bit Gillham code in the order D2 D4 A1 A2 A4 B1 B2 B4 C1 C2 C4, or -1 when out of range. */
export function gillhamCode(altitudeFt: number): number {
  const hundreds = Math.round(altitudeFt / 100);
  if (hundreds * 100 < GILLHAM_MIN_FT || hundreds * 100 > GILLHAM_MAX_FT) return -1;
  // altitude = 500 * n500 + 100 * n100 - 1300 with n100 in 1..5.
  const steps = hundreds + 13;
  const n500 = Math.floor((steps - 1) / 5);
  let n100 = steps - 5 * n500;
  // The 100 ft count runs backwards on odd 500 ft bands (reflected code).
  if ((n500 & 1) === 1) n100 = 6 - n100;
  // The 100 ft Gray code skips value 5 and uses 7 for the fifth position.
  const gray100 = n100 === 5 ? 7 ^ (7 >> 1) : n100 ^ (n100 >> 1);
  const gray500 = n500 ^ (n500 >> 1);
  return (gray500 << 3) | gray100;
}

/** Bit `index` (0 = LSB) of `value`, moved to bit `to`. */
function move(value: number, index: number, to: number): number {
  return ((value >> index) & 1) << to;
}

/**
 * 12-bit ADS-B altitude field (ME bits 9-20) for `altitudeFt`; 0 means "no altitude".
 * Layout C1 A1 C2 A2 C4 A4 B1 Q B2 D2 B4 D4: the 13-bit code without the M bit.
 */
export function altitudeCode12(altitudeFt: number): number {
  const code13 = altitudeCode13(altitudeFt);
  // Drop the M bit (bit 6 of the 13-bit code).
  return ((code13 >> 7) << 6) | (code13 & 0x3f);
}

/**
 * 13-bit altitude code (AC field of DF0/4/16/20) for `altitudeFt` in feet (M = 0), rounded to
 * 25 ft inside -1000..50175 ft and to 100 ft (Gillham) beyond; 0 means "no altitude".
 */
export function altitudeCode13(altitudeFt: number): number {
  if (Number.isNaN(altitudeFt)) return 0;
  const rounded = Math.round(altitudeFt / 25) * 25;
  if (rounded >= Q_MIN_FT && rounded <= Q_MAX_FT) {
    const n = (rounded - Q_MIN_FT) / 25;
    // N bits 10..5 | M = 0 | N bit 4 | Q = 1 | N bits 3..0
    return ((n >> 5) << 7) | (((n >> 4) & 1) << 5) | (1 << 4) | (n & 0xf);
  }
  const gillham = gillhamCode(rounded);
  if (gillham < 0) return 0;
  // Gillham bit order (MSB first, bits 10..0): D2 D4 A1 A2 A4 B1 B2 B4 C1 C2 C4.
  // AC13 order (bits 12..0): C1 A1 C2 A2 C4 A4 M B1 Q(=D1, 0) B2 D2 B4 D4.
  return (
    move(gillham, 2, 12) | // C1
    move(gillham, 8, 11) | // A1
    move(gillham, 1, 10) | // C2
    move(gillham, 7, 9) | // A2
    move(gillham, 0, 8) | // C4
    move(gillham, 6, 7) | // A4
    move(gillham, 5, 5) | // B1
    move(gillham, 4, 3) | // B2
    move(gillham, 10, 2) | // D2
    move(gillham, 3, 1) | // B4
    move(gillham, 9, 0) // D4
  );
}
