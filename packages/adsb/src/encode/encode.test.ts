// Exact encodings checked against real messages from pyModeS's test files (vectors.json ids).
import { describe, expect, it } from 'vitest';
import { crcSyndrome } from '../crc.js';
import { encodeAllCallReply } from './allCall.js';
import { encodeAirbornePosition } from './airbornePosition.js';
import { encodeIdentification } from './identification.js';
import { encodeAltitudeReply, encodeIdentityReply, squawkOctal } from './surveillance.js';
import { encodeSurfacePosition, movementCode } from './surfacePosition.js';
import { fromHex, toHex } from './testing.js';
import { encodeAirspeedVelocity, encodeGroundVelocity } from './velocity.js';

const frame = new Uint8Array(14);

describe('extended squitter encoders', () => {
  it('encodes identification byte for byte (T000 EZY85MH)', () => {
    const length = encodeIdentification(frame, {
      icao: 0x406b90,
      callsign: 'EZY85MH',
      category: 0,
    });
    expect(length).toBe(14);
    expect(toHex(frame)).toBe('8D406B902015A678D4D220AA4BDA');
    // Lower case is upper-cased; characters outside the ICAO subset become spaces.
    encodeIdentification(frame, { icao: 0x406b90, callsign: 'ezy85mh!' });
    expect(toHex(frame)).toBe('8D406B902015A678D4D220AA4BDA');
  });

  it('encodes a ground-speed velocity byte for byte (T034)', () => {
    // Components -72 kt N/S and 55 kt E/W, climbing 64 ft/min baro, GNSS 350 ft above baro.
    encodeGroundVelocity(frame, {
      icao: 0x3461cf,
      groundSpeedKt: Math.hypot(55, 72),
      trackDeg: (Math.atan2(55, -72) * 180) / Math.PI,
      verticalRateFpm: 64,
      gnssBaroDifferenceFt: 350,
    });
    expect(toHex(frame)).toBe('8D3461CF9908388930080F948EA1');
  });

  it('encodes an airspeed velocity byte for byte (T032)', () => {
    encodeAirspeedVelocity(frame, {
      icao: 0xa05f21,
      airspeedKt: 375,
      airspeedType: 'tas',
      headingDeg: (694 * 360) / 1024,
      verticalRateFpm: -2304,
      nacV: 0,
    });
    expect(toHex(frame)).toBe('8DA05F219B06B6AF189400CBC33F');
  });

  it('marks a missing heading with a clear status bit (T068, heading unavailable)', () => {
    encodeAirspeedVelocity(frame, {
      icao: 0x4400cd,
      airspeedKt: 422,
      airspeedType: 'tas',
      headingDeg: Number.NaN,
      verticalRateFpm: -1728,
      nacV: 0,
    });
    expect(toHex(frame)).toBe('8D4400CD9B0000B4F87000E71A10');
  });

  it('gives every extended squitter a zero CRC syndrome', () => {
    encodeAirbornePosition(frame, {
      icao: 0xabcdef,
      lat: 52.1,
      lon: 4.2,
      altitudeFt: 3000,
      odd: true,
    });
    expect(crcSyndrome(frame, 112)).toBe(0);
    encodeSurfacePosition(frame, {
      icao: 0xabcdef,
      lat: 52.1,
      lon: 4.2,
      odd: false,
      groundSpeedKt: 12,
      trackDeg: 90,
    });
    expect(crcSyndrome(frame, 112)).toBe(0);
    expect(frame[0]).toBe(0x8c); // DF17, CA 4: on the ground
  });

  it('writes airborne position fields where DO-260B puts them (T002 header)', () => {
    encodeAirbornePosition(frame, {
      icao: 0x40058b,
      lat: 49.8241,
      lon: 6.06785,
      altitudeFt: 39000,
      odd: false,
    });
    // 8D 40058B, then TC 11 / SS 0 / NICsb 0 = 0x58, ALT code 0xC90 (39000 ft), T = 0, F = 0.
    expect(toHex(frame).slice(0, 13)).toBe('8D40058B58C90');
    expect(frame[6]! & 0x0c).toBe(0);
    encodeAirbornePosition(frame, {
      icao: 0x40058b,
      lat: 49.8,
      lon: 6.1,
      altitudeFt: 39000,
      odd: true,
    });
    expect(frame[6]! & 0x0c).toBe(0x04);
  });
});

describe('surface movement code', () => {
  it('maps band edges to the codes of pyModeS test vectors (T018-T024)', () => {
    expect(movementCode(Number.NaN)).toBe(0);
    expect(movementCode(0)).toBe(1);
    expect(movementCode(1)).toBe(9);
    expect(movementCode(7.5)).toBe(24);
    expect(movementCode(8)).toBe(25);
    expect(movementCode(15)).toBe(39);
    expect(movementCode(70)).toBe(94);
    expect(movementCode(100)).toBe(109);
    expect(movementCode(175)).toBe(124);
    expect(movementCode(400)).toBe(124);
  });
});

describe('surveillance replies', () => {
  it('encodes DF4 altitude with the address on the parity (T046, T047)', () => {
    expect(encodeAltitudeReply(frame, { icao: 0x400940, altitudeFt: 25000 })).toBe(7);
    expect(toHex(frame, 7)).toBe('20001030219677');
    encodeAltitudeReply(frame, { icao: 0x400940, altitudeFt: 25000, flightStatus: 2 });
    expect(toHex(frame, 7)).toBe('22001030766CD1');
  });

  it('encodes DF5 squawks (T049 1200, T050 7500)', () => {
    encodeIdentityReply(frame, { icao: 0x400940, squawk: '1200' });
    expect(toHex(frame, 7)).toBe('28000808106DE2');
    encodeIdentityReply(frame, { icao: 0x400940, squawk: '7500' });
    expect(toHex(frame, 7)).toBe('28000AA20ADDE5');
  });

  it('encodes DF20/21 with a Comm-B payload and AP parity', () => {
    const commB = fromHex('2010CF2C3CC820');
    expect(encodeAltitudeReply(frame, { icao: 0x3c6586, altitudeFt: 38000, commB })).toBe(14);
    expect(frame[0]! >> 3).toBe(20);
    expect(toHex(frame.subarray(4, 11))).toBe('2010CF2C3CC820');
    expect(crcSyndrome(frame, 112)).toBe(0x3c6586);
    expect(encodeIdentityReply(frame, { icao: 0x3c6586, squawk: '7700', commB })).toBe(14);
    expect(frame[0]! >> 3).toBe(21);
    expect(crcSyndrome(frame, 112)).toBe(0x3c6586);
  });

  it('parses squawks without accepting non-octal text', () => {
    expect(squawkOctal('7700')).toBe(0o7700);
    expect(squawkOctal('7800')).toBe(-1);
    expect(squawkOctal('770')).toBe(-1);
  });

  it('encodes DF11 replies with the interrogator code on the parity (T054)', () => {
    // T054 answers an interrogator whose code leaves a syndrome of 0x16.
    expect(crcSyndrome(fromHex('5D484FDEA248F5'), 56)).toBe(0x16);
    expect(encodeAllCallReply(frame, { icao: 0x484fde, interrogatorCode: 0x16 })).toBe(7);
    expect(toHex(frame, 7)).toBe('5D484FDEA248F5');
    // An acquisition squitter (no interrogator) carries the plain CRC.
    encodeAllCallReply(frame, { icao: 0x484fde });
    expect(crcSyndrome(frame, 56)).toBe(0);
  });

  it('refuses a frame buffer that is too small', () => {
    expect(() => encodeIdentification(new Uint8Array(7), { icao: 1, callsign: 'X' })).toThrow(
      RangeError,
    );
  });
});
