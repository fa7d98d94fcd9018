// Property tests: positions encoded here and decoded by the core CPR decoder come back within
// the CPR resolution (17-bit fraction of a zone: about 5 m airborne, 1.25 m on the surface).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cprAirborneGlobal, cprSurfaceGlobal } from '../cpr/global.js';
import { cprNL } from '../cpr/nl.js';
import type { LatLon } from '../cpr/position.js';
import { decodeModeS } from '../decode/decoder.js';
import { CprKind, ModeSMessage } from '../decode/message.js';
import { encodeAirbornePosition } from './airbornePosition.js';
import { encodeSurfacePosition } from './surfacePosition.js';

const EARTH_RADIUS_M = 6_371_000;
const DEG = Math.PI / 180;

/** Great-circle distance in metres. */
function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * DEG) / 2) ** 2 +
    Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(((lon2 - lon1) * DEG) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Signed longitude difference folded into [-180, 180). */
function lonDifference(a: number, b: number): number {
  return ((((a - b + 180) % 360) + 360) % 360) - 180;
}

const latitude = fc.double({ min: -89.9, max: 89.9, noNaN: true });
const longitude = fc.double({ min: -180, max: 179.999999, noNaN: true });
const icao = fc.integer({ min: 0, max: 0xffffff });

/**
 * Even and odd frames of one position decode to the same NL only away from an NL boundary; a
 * pair straddling one is rightly rejected by the decoder, so such latitudes are skipped.
 */
function clearOfNlBoundary(lat: number, marginDeg: number): boolean {
  return cprNL(lat - marginDeg) === cprNL(lat + marginDeg);
}

const frame = new Uint8Array(14);
const message = new ModeSMessage();

/** Encode with `encode`, decode, and return the CPR fields [lat, lon] of the decoded message. */
function cprFieldsOf(encode: (frame: Uint8Array) => number): [number, number] {
  encode(frame);
  decodeModeS(frame, message);
  expect(message.crcOk).toBe(true);
  return [message.cprLat, message.cprLon];
}

describe('airborne position round trip', () => {
  it('comes back within half a CPR step (<= 5 m below 80 deg) with the exact altitude', () => {
    fc.assert(
      fc.property(
        icao,
        latitude,
        longitude,
        fc.integer({ min: -40, max: 2007 }).map((n) => n * 25),
        fc.boolean(),
        (address, lat, lon, altitudeFt, oddIsNewer) => {
          fc.pre(clearOfNlBoundary(lat, 0.001));
          const input = { icao: address, lat, lon, altitudeFt, odd: false };
          const [evenLat, evenLon] = cprFieldsOf((f) => encodeAirbornePosition(f, input));
          expect(message.icao).toBe(address);
          expect(message.altitude).toBe(altitudeFt);
          expect(message.cprOdd).toBe(0);
          const [oddLat, oddLon] = cprFieldsOf((f) =>
            encodeAirbornePosition(f, { ...input, odd: true }),
          );
          expect(message.cprOdd).toBe(1);
          const out: LatLon = { lat: Number.NaN, lon: Number.NaN };
          expect(cprAirborneGlobal(evenLat, evenLon, oddLat, oddLon, oddIsNewer, out)).toBe(0);
          // Half a 17-bit step of the zone the newer frame used.
          const dLat = 360 / (oddIsNewer ? 59 : 60) / 131072;
          const zones = Math.max(cprNL(out.lat) - (oddIsNewer ? 1 : 0), 1);
          const dLon = 360 / zones / 131072;
          expect(Math.abs(out.lat - lat)).toBeLessThanOrEqual(dLat / 2 + 1e-9);
          expect(Math.abs(lonDifference(out.lon, lon))).toBeLessThanOrEqual(dLon / 2 + 1e-9);
          if (Math.abs(lat) < 80) expect(distanceM(lat, lon, out.lat, out.lon)).toBeLessThan(5);
        },
      ),
      { seed: 1090, numRuns: 2000 },
    );
  });

  it('carries Gillham altitudes above 50175 ft in 100 ft steps and GNSS height in TC 20-22', () => {
    fc.assert(
      fc.property(icao, fc.integer({ min: 502, max: 1267 }), (address, hundreds) => {
        encodeAirbornePosition(frame, {
          icao: address,
          lat: 1,
          lon: 2,
          altitudeFt: hundreds * 100,
          odd: false,
        });
        decodeModeS(frame, message);
        expect(message.altitude).toBe(hundreds * 100);
        encodeAirbornePosition(frame, {
          icao: address,
          lat: 1,
          lon: 2,
          altitudeFt: 12_025,
          odd: true,
          typeCode: 20,
        });
        decodeModeS(frame, message);
        expect(message.tc).toBe(20);
        expect(message.altitudeGnss).toBe(12_025);
        expect(message.altitude).toBeNaN();
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('surface position round trip', () => {
  it('comes back within half a CPR step (<= 1.25 m below 80 deg), with movement and track', () => {
    fc.assert(
      fc.property(
        icao,
        fc.double({ min: -85, max: 85, noNaN: true }),
        longitude,
        fc.double({ min: 0, max: 174, noNaN: true }),
        fc.double({ min: 0, max: 359.9, noNaN: true }),
        fc.boolean(),
        // Receiver reference within a few hundred km, as the tracker uses.
        fc.double({ min: -2, max: 2, noNaN: true }),
        (address, lat, lon, speedKt, trackDeg, oddIsNewer, refOffset) => {
          fc.pre(clearOfNlBoundary(lat, 0.001));
          const input = { icao: address, lat, lon, groundSpeedKt: speedKt, trackDeg, odd: false };
          const [evenLat, evenLon] = cprFieldsOf((f) => encodeSurfacePosition(f, input));
          // Movement steps are 0.125 kt near standstill up to 5 kt above 100 kt.
          const step =
            speedKt < 1
              ? 0.125
              : speedKt < 2
                ? 0.25
                : speedKt < 15
                  ? 0.5
                  : speedKt < 70
                    ? 1
                    : speedKt < 100
                      ? 2
                      : 5;
          expect(Math.abs(message.groundSpeed - speedKt)).toBeLessThanOrEqual(step / 2 + 1e-9);
          const trackError = Math.abs(lonDifference(message.track, trackDeg));
          expect(trackError).toBeLessThanOrEqual(360 / 128 / 2 + 1e-9);
          const [oddLat, oddLon] = cprFieldsOf((f) =>
            encodeSurfacePosition(f, { ...input, odd: true }),
          );
          const out: LatLon = { lat: Number.NaN, lon: Number.NaN };
          const failure = cprSurfaceGlobal(
            evenLat,
            evenLon,
            oddLat,
            oddLon,
            oddIsNewer,
            lat + refOffset,
            lon + refOffset,
            out,
          );
          expect(failure).toBe(0);
          const dLat = 90 / (oddIsNewer ? 59 : 60) / 131072;
          const zones = Math.max(cprNL(out.lat) - (oddIsNewer ? 1 : 0), 1);
          const dLon = 90 / zones / 131072;
          expect(Math.abs(out.lat - lat)).toBeLessThanOrEqual(dLat / 2 + 1e-9);
          expect(Math.abs(lonDifference(out.lon, lon))).toBeLessThanOrEqual(dLon / 2 + 1e-9);
          if (Math.abs(lat) < 80) expect(distanceM(lat, lon, out.lat, out.lon)).toBeLessThan(1.25);
        },
      ),
      { seed: 1090, numRuns: 2000 },
    );
  });
});

describe('surface position without movement or track', () => {
  it('decodes unknown speed and track as absent', () => {
    encodeSurfacePosition(frame, {
      icao: 0x3c6586,
      lat: 50.03,
      lon: 8.56,
      odd: false,
      groundSpeedKt: Number.NaN,
      trackDeg: Number.NaN,
    });
    expect(decodeModeS(frame, message)).toBe(0);
    expect(message.movement).toBe(0);
    expect(message.groundSpeed).toBeNaN();
    expect(message.track).toBeNaN();
    expect(message.cprKind).toBe(CprKind.Surface);
  });
});
