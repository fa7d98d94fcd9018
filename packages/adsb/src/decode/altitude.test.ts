import { describe, expect, it } from 'vitest';
import { decodeAc13, decodeId13, gillhamToHundredFeet } from './altitude.js';

// Cases asserted in pyModeS tests (test_c_common.py, test_bits.py).
describe('altitude codes', () => {
  it.each([
    ['00000000010', -1000],
    ['00000011010', 0],
    ['00000110010', 1000],
    ['00011100100', 10300],
    ['01100011010', 32000],
    ['10000000001', 126700],
  ])('Gillham %s = %i ft', (bits, feet) => {
    // Order D2 D4 A1 A2 A4 B1 B2 B4 C1 C2 C4 mapped onto the 0xABCD code.
    const order = [
      0x0002, 0x0004, 0x1000, 0x2000, 0x4000, 0x0100, 0x0200, 0x0400, 0x10, 0x20, 0x40,
    ];
    let code = 0;
    for (let i = 0; i < 11; i++) if (bits[i] === '1') code |= order[i]!;
    expect(gillhamToHundredFeet(code) * 100).toBe(feet);
  });

  it('decodes AC13 Q-bit, absent and metric fields', () => {
    expect(decodeAc13(4144)).toBe(25000);
    expect(decodeAc13(16)).toBe(-1000);
    expect(decodeAc13(0)).toBeNaN();
    expect(decodeAc13(4352)).toBeNaN();
  });

  it('decodes ID13 squawks', () => {
    expect(decodeId13(0).toString(16).padStart(4, '0')).toBe('0000');
    expect(decodeId13(8127).toString(16)).toBe('7777');
    expect(decodeId13(2056).toString(16)).toBe('1200');
    expect(decodeId13(2722).toString(16)).toBe('7500');
  });
});
