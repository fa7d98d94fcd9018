// Property tests: every message the encoder builds decodes (with the core decoder) to its input:
// callsigns and squawks exactly, altitudes exactly on their 25/100 ft grid, speeds and angles
// within one encoding step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeModeS } from '../decode/decoder.js';
import { ModeSMessage, VerticalRateSource } from '../decode/message.js';
import { encodeAllCallReply } from './allCall.js';
import { encodeIdentification } from './identification.js';
import { encodeAltitudeReply, encodeIdentityReply } from './surveillance.js';
import { encodeAirspeedVelocity, encodeGroundVelocity } from './velocity.js';

const frame = new Uint8Array(14);
const message = new ModeSMessage();
const icao = fc.integer({ min: 0, max: 0xffffff });
const anyAddress = { has: () => true };
const seed = { seed: 1090, numRuns: 1000 };

/** Absolute angular difference in degrees, folded into [0, 180]. */
function angleError(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
}

const callsignCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '.split('');

describe('identification round trip', () => {
  it('keeps callsign (trailing spaces dropped), category and address', () => {
    fc.assert(
      fc.property(
        icao,
        fc.array(fc.constantFrom(...callsignCharacters), { maxLength: 8 }).map((c) => c.join('')),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 7 }),
        (address, callsign, typeCode, category) => {
          encodeIdentification(frame, { icao: address, callsign, typeCode, category });
          expect(decodeModeS(frame, message)).toBe(0);
          expect(message.icao).toBe(address);
          expect(message.tc).toBe(typeCode);
          expect(message.callsign).toBe(callsign.trimEnd());
          // Set A is TC 4 ... set D is TC 1; the decoder reports 0xA0-0xD7.
          expect(message.category).toBe(((0xe - typeCode) << 4) | category);
        },
      ),
      seed,
    );
  });
});

describe('velocity round trip', () => {
  const rate = fc.option(fc.integer({ min: -32640, max: 32640 }), { nil: undefined });
  const difference = fc.option(fc.integer({ min: -3150, max: 3150 }), { nil: undefined });

  it('keeps ground speed within 1 kt, track within the component rounding, rates within a step', () => {
    fc.assert(
      fc.property(
        icao,
        fc.double({ min: 0, max: 1400, noNaN: true }),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        rate,
        fc.constantFrom('baro' as const, 'gnss' as const),
        difference,
        (
          address,
          groundSpeedKt,
          trackDeg,
          verticalRateFpm,
          verticalRateSource,
          gnssBaroDifferenceFt,
        ) => {
          encodeGroundVelocity(frame, {
            icao: address,
            groundSpeedKt,
            trackDeg,
            verticalRateFpm,
            verticalRateSource,
            gnssBaroDifferenceFt,
          });
          expect(decodeModeS(frame, message)).toBe(0);
          // Components beyond 1021 kt switch to the supersonic subtype with 4 kt units.
          const supersonic = message.subtype === 2;
          const unit = supersonic ? 4 : 1;
          expect(message.subtype).toBe(
            Math.max(
              Math.abs(groundSpeedKt * Math.sin((trackDeg * Math.PI) / 180)),
              Math.abs(groundSpeedKt * Math.cos((trackDeg * Math.PI) / 180)),
            ) > 1021.5
              ? 2
              : 1,
          );
          // Each component is rounded to the unit: the vector error is at most unit / sqrt(2).
          const vectorError = unit * Math.SQRT1_2 + 1e-9;
          expect(Math.abs(message.groundSpeed - groundSpeedKt)).toBeLessThanOrEqual(vectorError);
          if (groundSpeedKt > 10 * unit) {
            const bound = (Math.asin(vectorError / groundSpeedKt) * 180) / Math.PI;
            expect(angleError(message.track, trackDeg)).toBeLessThanOrEqual(bound);
          }
          if (verticalRateFpm === undefined) {
            expect(message.verticalRate).toBeNaN();
          } else {
            expect(Math.abs(message.verticalRate - verticalRateFpm)).toBeLessThanOrEqual(32);
            expect(message.verticalRateSource).toBe(
              verticalRateSource === 'baro' ? VerticalRateSource.Baro : VerticalRateSource.Gnss,
            );
          }
          if (gnssBaroDifferenceFt === undefined) expect(message.gnssBaroDelta).toBeNaN();
          else
            expect(Math.abs(message.gnssBaroDelta - gnssBaroDifferenceFt)).toBeLessThanOrEqual(
              12.5,
            );
        },
      ),
      seed,
    );
  });

  it('keeps vertical rates on the 64 ft/min grid exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -510, max: 510 }), (steps) => {
        encodeGroundVelocity(frame, {
          icao: 1,
          groundSpeedKt: 300,
          trackDeg: 10,
          verticalRateFpm: steps * 64,
        });
        decodeModeS(frame, message);
        expect(message.verticalRate).toBe(steps * 64);
      }),
      seed,
    );
  });

  it('keeps airspeed exactly in knots and heading within half a 360/1024 step', () => {
    fc.assert(
      fc.property(
        icao,
        fc.integer({ min: 0, max: 4000 }),
        fc.constantFrom('ias' as const, 'tas' as const),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        (address, airspeedKt, airspeedType, headingDeg) => {
          encodeAirspeedVelocity(frame, { icao: address, airspeedKt, airspeedType, headingDeg });
          expect(decodeModeS(frame, message)).toBe(0);
          const airspeed = airspeedType === 'tas' ? message.tas : message.ias;
          const other = airspeedType === 'tas' ? message.ias : message.tas;
          // Subsonic (subtype 3) is exact to 1 kt; supersonic (4) to 4 kt.
          expect(message.subtype).toBe(airspeedKt > 1021 ? 4 : 3);
          expect(Math.abs(airspeed - airspeedKt)).toBeLessThanOrEqual(airspeedKt > 1021 ? 2 : 0);
          expect(other).toBeNaN();
          expect(angleError(message.heading, headingDeg)).toBeLessThanOrEqual(
            360 / 1024 / 2 + 1e-9,
          );
        },
      ),
      seed,
    );
  });
});

describe('surveillance reply round trip', () => {
  const commB = fc.option(fc.uint8Array({ minLength: 7, maxLength: 7 }), { nil: undefined });
  const squawk = fc
    .array(fc.integer({ min: 0, max: 7 }), { minLength: 4, maxLength: 4 })
    .map((digits) => digits.join(''));

  it('recovers address (from AP), altitude and flight status of DF4/DF20', () => {
    const altitude = fc.oneof(
      fc.integer({ min: -40, max: 2007 }).map((n) => n * 25),
      fc.integer({ min: 502, max: 1267 }).map((n) => n * 100),
    );
    fc.assert(
      fc.property(
        icao,
        altitude,
        fc.integer({ min: 0, max: 5 }),
        commB,
        (address, altitudeFt, flightStatus, mb) => {
          const length = encodeAltitudeReply(frame, {
            icao: address,
            altitudeFt,
            flightStatus,
            commB: mb,
          });
          expect(decodeModeS(frame.subarray(0, length), message, anyAddress)).toBe(0);
          expect(message.df).toBe(mb === undefined ? 4 : 20);
          expect(message.icao).toBe(address);
          expect(message.altitude).toBe(altitudeFt);
          expect(message.flightStatus).toBe(flightStatus);
        },
      ),
      seed,
    );
  });

  it('recovers address and squawk of DF5/DF21 exactly', () => {
    fc.assert(
      fc.property(icao, squawk, commB, (address, code, mb) => {
        const length = encodeIdentityReply(frame, { icao: address, squawk: code, commB: mb });
        expect(decodeModeS(frame.subarray(0, length), message, anyAddress)).toBe(0);
        expect(message.df).toBe(mb === undefined ? 5 : 21);
        expect(message.icao).toBe(address);
        // The decoder reports 0xABCD with one octal digit per nibble.
        expect(message.squawk).toBe(parseInt(code, 16));
      }),
      seed,
    );
  });

  it('recovers address, capability and interrogator code of DF11', () => {
    fc.assert(
      fc.property(
        icao,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 15 }),
        (address, capability, ii) => {
          encodeAllCallReply(frame, { icao: address, capability, interrogatorCode: ii });
          expect(decodeModeS(frame.subarray(0, 7), message)).toBe(0);
          expect(message.icao).toBe(address);
          expect(message.capability).toBe(capability);
          expect(message.iid).toBe(ii);
        },
      ),
      seed,
    );
  });
});
