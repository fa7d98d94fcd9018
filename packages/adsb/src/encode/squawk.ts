// Mode A identity (squawk) code, the ID field of DF5/21 (ICAO Annex 10 Vol IV §3.1.2.6.7.1).
// Four octal digits A B C D, each of three pulses (x4 x2 x1), interleaved as
// C1 A1 C2 A2 C4 A4 X B1 D1 B2 D2 B4 D4 with the X bit always 0.

/** Bit `index` (0 = LSB) of `value`, moved to bit `to`. */
function move(value: number, index: number, to: number): number {
  return ((value >> index) & 1) << to;
}

/** 13-bit ID code for a squawk given as its octal value (0o7700 for "7700"). */
export function identityCode13(squawkOctal: number): number {
  const a = (squawkOctal >> 9) & 7;
  const b = (squawkOctal >> 6) & 7;
  const c = (squawkOctal >> 3) & 7;
  const d = squawkOctal & 7;
  return (
    move(c, 0, 12) |
    move(a, 0, 11) |
    move(c, 1, 10) |
    move(a, 1, 9) |
    move(c, 2, 8) |
    move(a, 2, 7) |
    move(b, 0, 5) |
    move(d, 0, 4) |
    move(b, 1, 3) |
    move(d, 1, 2) |
    move(b, 2, 1) |
    move(d, 2, 0)
  );
}
