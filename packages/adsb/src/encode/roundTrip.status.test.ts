// Property tests: ES status messages encoded here decode (core decoder) to their inputs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeModeS } from '../decode/decoder.js';
import { ModeSMessage } from '../decode/message.js';
import { encodeAircraftStatus, encodeOperationalStatus } from './status.js';
import { toHex } from './testing.js';

const frame = new Uint8Array(14);
const message = new ModeSMessage();
const icao = fc.integer({ min: 0, max: 0xffffff });
const squawk = fc
  .array(fc.integer({ min: 0, max: 7 }), { minLength: 4, maxLength: 4 })
  .map((digits) => digits.join(''));

describe('aircraft status round trip (TC 28)', () => {
  it('keeps squawk and emergency state', () => {
    fc.assert(
      fc.property(icao, squawk, fc.integer({ min: 0, max: 6 }), (address, code, emergency) => {
        encodeAircraftStatus(frame, { icao: address, squawk: code, emergency });
        expect(decodeModeS(frame, message)).toBe(0);
        expect(message.icao).toBe(address);
        expect(message.tc).toBe(28);
        expect(message.emergency).toBe(emergency);
        // Squawk 0000 is "no code" in this message; every other code comes back exactly.
        if (code === '0000') expect(message.squawk).toBeNaN();
        else expect(message.squawk).toBe(parseInt(code, 16));
      }),
      { seed: 1090, numRuns: 500 },
    );
  });

  it('encodes a real aircraft status byte for byte (vectors.json T040, squawk 6513)', () => {
    encodeAircraftStatus(frame, { icao: 0xa2c1b6, squawk: '6513' });
    expect(toHex(frame)).toBe('8DA2C1B6E112B600000000760759');
  });

  it('derives the emergency state from emergency squawks', () => {
    for (const [code, state] of [
      ['7700', 1],
      ['7600', 4],
      ['7500', 5],
      ['1200', 0],
    ] as const) {
      encodeAircraftStatus(frame, { icao: 0x3c6586, squawk: code });
      decodeModeS(frame, message);
      expect(message.emergency).toBe(state);
    }
  });
});

describe('operational status round trip (TC 31)', () => {
  it('encodes an all-zero version 0 status byte for byte (vectors.json T044)', () => {
    encodeOperationalStatus(frame, { icao: 0x400000, version: 0, nacP: 0, sil: 0, nicBaro: 0 });
    expect(toHex(frame)).toBe('8D400000F80000000000005E1993');
  });

  it('keeps version, NACp, SIL, NIC supplement and NIC-baro, airborne and on the ground', () => {
    fc.assert(
      fc.property(
        icao,
        fc.boolean(),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 1 }),
        fc.integer({ min: 0, max: 1 }),
        (address, onGround, version, nacP, sil, nicSupplementA, nicBaro) => {
          encodeOperationalStatus(frame, {
            icao: address,
            onGround,
            version,
            nacP,
            sil,
            nicSupplementA,
            nicBaro,
          });
          expect(decodeModeS(frame, message)).toBe(0);
          expect(message.tc).toBe(31);
          expect(message.subtype).toBe(onGround ? 1 : 0);
          expect(message.version).toBe(version);
          expect(message.nacP).toBe(nacP);
          expect(message.sil).toBe(sil);
          expect(message.nicSupplementA).toBe(nicSupplementA);
          if (!onGround) expect(message.nicBaro).toBe(nicBaro);
        },
      ),
      { seed: 1090, numRuns: 500 },
    );
  });
});
