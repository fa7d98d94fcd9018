// Altitude and identity code fields: AC13 (DF0/4/16/20), AC12 (ES airborne position),
// ID13 (DF5/21, ES TC28) and the Gillham (Mode C) grey code they may carry.

/**
 * ID13 field (C1 A1 C2 A2 C4 A4 X B1 D1 B2 D2 B4 D4) to a 0xABCD code whose nibbles are the
 * octal digits A, B, C, D; this is both the squawk and the Gillham input.
 */
export function decodeId13(id13: number): number {
  let code = 0;
  if (id13 & 0x1000) code |= 0x0010; // C1
  if (id13 & 0x0800) code |= 0x1000; // A1
  if (id13 & 0x0400) code |= 0x0020; // C2
  if (id13 & 0x0200) code |= 0x2000; // A2
  if (id13 & 0x0100) code |= 0x0040; // C4
  if (id13 & 0x0080) code |= 0x4000; // A4
  if (id13 & 0x0020) code |= 0x0100; // B1
  if (id13 & 0x0010) code |= 0x0001; // D1 (Q in altitude fields)
  if (id13 & 0x0008) code |= 0x0200; // B2
  if (id13 & 0x0004) code |= 0x0002; // D2
  if (id13 & 0x0002) code |= 0x0400; // B4
  if (id13 & 0x0001) code |= 0x0004; // D4
  return code;
}

/**
 * Gillham grey code (as a 0xABCD Mode A style code) to altitude in 100 ft units, or NaN for
 * an illegal code. The 500 ft part is a reflected grey code over D2 D4 A1 A2 A4 B1 B2 B4; the
 * 100 ft part a 5-state code over C1 C2 C4 whose direction flips on odd 500 ft steps.
 */
export function gillhamToHundredFeet(code: number): number {
  // D1 is never used for altitude; C all-zero is not a legal 100 ft code.
  if ((code & 0xffff8889) !== 0 || (code & 0x00f0) === 0) return Number.NaN;
  let hundreds = 0;
  if (code & 0x0010) hundreds ^= 7; // C1
  if (code & 0x0020) hundreds ^= 3; // C2
  if (code & 0x0040) hundreds ^= 1; // C4
  if ((hundreds & 5) === 5) hundreds ^= 2; // 7 <-> 5
  if (hundreds > 5) return Number.NaN;
  let fiveHundreds = 0;
  if (code & 0x0002) fiveHundreds ^= 0xff; // D2
  if (code & 0x0004) fiveHundreds ^= 0x7f; // D4
  if (code & 0x1000) fiveHundreds ^= 0x3f; // A1
  if (code & 0x2000) fiveHundreds ^= 0x1f; // A2
  if (code & 0x4000) fiveHundreds ^= 0x0f; // A4
  if (code & 0x0100) fiveHundreds ^= 0x07; // B1
  if (code & 0x0200) fiveHundreds ^= 0x03; // B2
  if (code & 0x0400) fiveHundreds ^= 0x01; // B4
  if (fiveHundreds & 1) hundreds = 6 - hundreds;
  return fiveHundreds * 5 + hundreds - 13;
}

/** True when an AC13 field has the M bit set (altitude reported in metres). */
export function isMetricAc13(ac13: number): boolean {
  return (ac13 & 0x0040) !== 0;
}

/**
 * AC13 altitude field (DF0/4/16/20) to feet; NaN when absent (0), illegal or metric. The metric
 * form (M bit) is left undecoded as dump1090, readsb and pyModeS do: its encoding is not
 * standardised in practice; `isMetricAc13` tells it apart.
 */
export function decodeAc13(ac13: number): number {
  if (ac13 === 0 || isMetricAc13(ac13)) return Number.NaN;
  if (ac13 & 0x0010) {
    // Q bit: 25 ft increments, remove M and Q bits.
    const n = ((ac13 & 0x1f80) >> 2) | ((ac13 & 0x0020) >> 1) | (ac13 & 0x000f);
    return n * 25 - 1000;
  }
  const hundreds = gillhamToHundredFeet(decodeId13(ac13));
  return hundreds < -12 ? Number.NaN : hundreds * 100;
}

/** AC12 altitude field (ES airborne position, no M bit) to feet; NaN when absent or illegal. */
export function decodeAc12(ac12: number): number {
  if (ac12 === 0) return Number.NaN;
  if (ac12 & 0x0010) {
    const n = ((ac12 & 0x0fe0) >> 1) | (ac12 & 0x000f);
    return n * 25 - 1000;
  }
  // Re-insert a zero M bit to reuse the 13-bit Gillham path.
  const hundreds = gillhamToHundredFeet(decodeId13(((ac12 & 0x0fc0) << 1) | (ac12 & 0x003f)));
  return hundreds < -12 ? Number.NaN : hundreds * 100;
}
