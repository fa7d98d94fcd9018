import { describe, expect, it } from 'vitest';
import { crcSyndrome, modesChecksum, messageParity } from './crc.js';

function hex(s: string): Uint8Array {
  return Uint8Array.from(s.match(/../g)!.map((b) => parseInt(b, 16)));
}

describe('Mode S CRC-24', () => {
  // "The 1090MHz Riddle" (Junzi Sun), §3: a valid DF17 has a zero remainder.
  it('gives a zero syndrome for a valid DF17', () => {
    const msg = hex('8D406B902015A678D4D220AA4BDA');
    expect(crcSyndrome(msg, 112)).toBe(0);
    expect(modesChecksum(msg, 112)).toBe(messageParity(msg, 112));
    expect(messageParity(msg, 112)).toBe(0xaa4bda);
  });
  it('recovers the ICAO address of an address/parity reply', () => {
    // pyModeS tests: DF4 20001030219677 and DF20 A0001839CA3800315800007448D9 are from 400940.
    expect(crcSyndrome(hex('20001030219677'), 56)).toBe(0x400940);
    expect(crcSyndrome(hex('A0001839CA3800315800007448D9'), 112)).toBe(0x400940);
  });
});
