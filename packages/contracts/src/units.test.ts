import { describe, expect, it } from 'vitest';
import {
  feetToMetres,
  formatThousands,
  fromChinaTime,
  kmhToKnots,
  knotsToKmh,
  metresToFeet,
  METRES_PER_SECOND_PER_KNOT,
  normaliseAngle,
  toChinaTime,
} from './units';

describe('spec §9 unit conversions', () => {
  it('converts metres and feet with the factor 3.2808399', () => {
    expect(metresToFeet(1000)).toBeCloseTo(3280.8399, 6);
    expect(feetToMetres(35000)).toBeCloseTo(10668.0, 1);
    expect(feetToMetres(metresToFeet(1234.5))).toBeCloseTo(1234.5, 9);
  });

  it('divides km/h by 1.852 to get knots', () => {
    expect(kmhToKnots(1852)).toBe(1000);
    expect(kmhToKnots(900)).toBeCloseTo(485.96, 2);
    expect(knotsToKmh(450)).toBeCloseTo(833.4, 6);
  });

  it('makes a knot one nautical mile (1852 m) an hour', () => {
    expect(METRES_PER_SECOND_PER_KNOT * 3600).toBeCloseTo(1852, 9);
    expect(METRES_PER_SECOND_PER_KNOT).toBeCloseTo(0.514444, 6);
  });

  it('adds 360 to negative angles and wraps large ones', () => {
    expect(normaliseAngle(-90)).toBe(270);
    expect(normaliseAngle(-0.5)).toBe(359.5);
    expect(normaliseAngle(0)).toBe(0);
    expect(normaliseAngle(359)).toBe(359);
    expect(normaliseAngle(360)).toBe(0);
    expect(normaliseAngle(725)).toBe(5);
  });

  it("shows numbers above 10000 as thousands with two decimals and 'k'", () => {
    expect(formatThousands(10000)).toBe('10000');
    expect(formatThousands(10001)).toBe('10.00k');
    expect(formatThousands(123456)).toBe('123.46k');
    expect(formatThousands(999)).toBe('999');
  });

  it('offsets timestamps by 28800 s for China time', () => {
    expect(toChinaTime(0)).toBe(28800);
    expect(fromChinaTime(toChinaTime(1_700_000_000))).toBe(1_700_000_000);
  });
});
