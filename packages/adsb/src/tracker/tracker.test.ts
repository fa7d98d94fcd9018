import { describe, expect, it } from 'vitest';
import { Tracker } from './tracker.js';
import { PositionSource } from './aircraft.js';
import { AirGround, ModeSMessage } from '../decode/message.js';
import { hexToBytes } from '../hex.js';

const bytes = (hex: string): Uint8Array => hexToBytes(hex)!;

// "The 1090MHz Riddle" (Junzi Sun): even frame at t=1457996402, odd at t=1457996400 from 40621D
// decode to 52.25720 N, 3.91937 E.
const EVEN = '8D40621D58C382D690C8AC2863A7';
const ODD = '8D40621D58C386435CC412692AD6';

describe('Tracker', () => {
  it('decodes an airborne even/odd pair globally', () => {
    const tracker = new Tracker();
    tracker.ingest(bytes(ODD), 1457996400);
    const msg = tracker.ingest(bytes(EVEN), 1457996402);
    expect(msg.lat).toBeCloseTo(52.2572, 4);
    expect(msg.lon).toBeCloseTo(3.91937, 4);
    const aircraft = tracker.aircraft.get(0x40621d)!;
    expect(aircraft.positionSource).toBe(PositionSource.Global);
    expect(aircraft.altitude).toBe(38000);
    expect(aircraft.airGround).toBe(AirGround.Airborne);
  });

  it('does not pair frames more than 10 s apart, but decodes locally against the receiver', () => {
    const tracker = new Tracker();
    tracker.ingest(bytes(ODD), 1000);
    expect(tracker.ingest(bytes(EVEN), 1011).lat).toBeNaN();
    const withReceiver = new Tracker({ receiverLat: 52.3, receiverLon: 4.7 });
    const msg = withReceiver.ingest(bytes(EVEN), 0);
    expect(msg.lat).toBeCloseTo(52.2572, 4);
    expect(withReceiver.aircraft.get(0x40621d)!.positionSource).toBe(PositionSource.LocalReceiver);
  });

  it('accepts address/parity replies only after a DF11/17/18 confirmed the address', () => {
    const tracker = new Tracker();
    // DF4 from 400940 (pyModeS tests) before and after an ES from the same address.
    expect(tracker.ingest(bytes('20001030219677'), 10).crcOk).toBe(false);
    expect(tracker.stats.unknownAddress).toBe(1);
    tracker.update(Object.assign(tracker.message, { crcOk: true, df: 17, icao: 0x400940 }), 11);
    expect(tracker.ingest(bytes('20001030219677'), 12).crcOk).toBe(true);
    expect(tracker.aircraft.get(0x400940)!.altitude).toBe(25000);
    // The confirmation lapses after the TTL (60 s).
    expect(tracker.ingest(bytes('20001030219677'), 200).crcOk).toBe(false);
  });

  it('rejects a position implying an impossible speed', () => {
    const tracker = new Tracker();
    tracker.ingest(bytes(ODD), 0);
    tracker.ingest(bytes(EVEN), 1);
    const aircraft = tracker.aircraft.get(0x40621d)!;
    // Pretend the last fix was 1000 km away one second earlier.
    aircraft.lat = 60;
    aircraft.positionTime = 1;
    aircraft.rejectedPositions = 0;
    tracker.ingest(bytes(ODD), 2);
    expect(tracker.stats.implausiblePosition).toBe(1);
    expect(aircraft.lat).toBe(60);
  });

  it('counts bad CRCs and expires silent aircraft', () => {
    const tracker = new Tracker({ expirySeconds: 60 });
    const broken = bytes(EVEN);
    broken[5] = (broken[5] ?? 0) ^ 0x0f;
    tracker.ingest(broken, 0);
    expect(tracker.stats.badCrc).toBe(1);
    tracker.ingest(bytes(EVEN), 0);
    expect(tracker.aircraft.size).toBe(1);
    tracker.ingest(bytes('8D4840D6202CC371C32CE0576098'), 100);
    expect(tracker.aircraft.has(0x40621d)).toBe(false);
    expect(tracker.stats.expired).toBe(1);
  });
});

describe('Tracker.lastAircraft', () => {
  it('names the aircraft the last frame updated, also for non-ICAO DF18 addresses', () => {
    const tracker = new Tracker();
    tracker.ingest(bytes(EVEN), 0);
    expect(tracker.lastAircraft?.icao).toBe(0x40621d);
    // DF18 CF1 (anonymous address) identification: same bits as a DF17 but CF=1.
    const anonymous = new ModeSMessage();
    Object.assign(anonymous, {
      crcOk: true,
      df: 18,
      icao: 0x40621d,
      nonIcao: true,
      callsign: 'ANON',
    });
    tracker.update(anonymous, 1);
    expect(tracker.lastAircraft?.nonIcao).toBe(true);
    expect(tracker.aircraft.get(0x40621d)?.callsign).toBe('');
    tracker.ingest(bytes('20001030219677'), 2);
    expect(tracker.lastAircraft).toBeUndefined();
  });
});

describe('receiver-relative positions', () => {
  it('are replaced at once by a disagreeing global fix', () => {
    // A receiver far enough away that the local decode lands in the wrong zone (~3 deg north).
    const tracker = new Tracker({ receiverLat: 55.6, receiverLon: 3.9 });
    tracker.ingest(bytes(EVEN), 0);
    const aircraft = tracker.aircraft.get(0x40621d)!;
    expect(aircraft.positionSource).toBe(PositionSource.LocalReceiver);
    expect(aircraft.lat).not.toBeCloseTo(52.2572, 1);
    tracker.ingest(bytes(ODD), 1);
    const msg = tracker.ingest(bytes(EVEN), 2);
    expect(msg.lat).toBeCloseTo(52.2572, 4);
    expect(aircraft.positionSource).toBe(PositionSource.Global);
  });

  it('are limited to the unambiguous range the receiver reference allows', () => {
    // 52.3 N 4.7 E is ~30 NM from the aircraft: a 20 NM limit refuses the lone frame.
    const near = new Tracker({ receiverLat: 52.3, receiverLon: 4.7, receiverLocalRangeNm: 20 });
    expect(near.ingest(bytes(EVEN), 0).lat).toBeNaN();
    near.setReceiver(52.3, 4.7, 40);
    expect(near.ingest(bytes(EVEN), 1).lat).toBeCloseTo(52.2572, 4);
    // A guessed position (range 0) decodes no lone frame, but still picks a surface quadrant.
    const guessed = new Tracker();
    guessed.setReceiver(43.63, 1.37, 0);
    expect(guessed.ingest(bytes(EVEN), 0).lat).toBeNaN();
    guessed.ingest(bytes('903A23FF426A38565950432EBF95'), 0);
    expect(guessed.ingest(bytes('903A23FF426A4E65F7487A775D17'), 1).lat).toBeCloseTo(43.62646, 4);
  });
});

describe('surface positions', () => {
  // pyModeS tests/test_cpr.py: LFBO surface pair (DF18), receiver at 43.63 N 1.37 E.
  it('decodes a surface pair against the receiver and marks the aircraft on the ground', () => {
    const tracker = new Tracker({ receiverLat: 43.63, receiverLon: 1.37 });
    tracker.ingest(bytes('903A23FF426A38565950432EBF95'), 0);
    const msg = tracker.ingest(bytes('903A23FF426A4E65F7487A775D17'), 1);
    expect(msg.lat).toBeCloseTo(43.62646, 4);
    expect(msg.lon).toBeCloseTo(1.37476, 4);
    const aircraft = tracker.aircraft.get(0x3a23ff)!;
    expect(aircraft.airGround).toBe(AirGround.Ground);
    expect(aircraft.groundSpeed).toBe(14.5);
    expect(aircraft.track).toBe(101.25);
  });

  it('cannot resolve a surface pair without any reference', () => {
    const tracker = new Tracker();
    tracker.ingest(bytes('903A23FF426A38565950432EBF95'), 0);
    expect(tracker.ingest(bytes('903A23FF426A4E65F7487A775D17'), 1).lat).toBeNaN();
  });
});
