import { describe, expect, it } from 'vitest';
import { formatIcaoHex, formatIcaoHexLower, formatSquawk, parseIcaoHex } from './icao';

describe('ICAO address text', () => {
  it('writes 6 hex digits, zero-padded, upper case for icaoId and lower case for hex', () => {
    expect(formatIcaoHex(0x780a5c)).toBe('780A5C');
    expect(formatIcaoHex(0x00a1b2)).toBe('00A1B2');
    expect(formatIcaoHexLower(0x780a5c)).toBe('780a5c');
    expect(formatIcaoHexLower(0x0000ff)).toBe('0000ff');
  });

  it('reads exactly 6 hex digits of either case and refuses anything else', () => {
    expect(parseIcaoHex('780A5C')).toBe(0x780a5c);
    expect(parseIcaoHex('780a5c')).toBe(0x780a5c);
    expect(parseIcaoHex('00a1b2')).toBe(0x00a1b2);
    expect(parseIcaoHex('780a5')).toBeUndefined();
    expect(parseIcaoHex('780a5c0')).toBeUndefined();
    expect(parseIcaoHex('nothex')).toBeUndefined();
    expect(parseIcaoHex('')).toBeUndefined();
  });

  it('round-trips every form', () => {
    for (const icao of [0, 1, 0x780a5c, 0xffffff]) {
      expect(parseIcaoHex(formatIcaoHex(icao))).toBe(icao);
      expect(parseIcaoHex(formatIcaoHexLower(icao))).toBe(icao);
    }
  });
});

describe('squawk text', () => {
  it('writes the octal-nibble code as 4 digits', () => {
    expect(formatSquawk(0x7700)).toBe('7700');
    expect(formatSquawk(0x0020)).toBe('0020');
  });
});
