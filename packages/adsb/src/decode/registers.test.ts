import { describe, expect, it } from 'vitest';
import { decodeModeS } from './decoder.js';
import { ModeSMessage } from './message.js';
import { decodeDataLinkCapability, decodeGicbCapability } from './commbCapability.js';
import { targetStateModes, TargetStateMode } from './status.js';
import { hexToBytes } from '../hex.js';

function decode(hex: string): { m: ModeSMessage; data: Uint8Array } {
  const m = new ModeSMessage();
  const data = hexToBytes(hex)!;
  decodeModeS(data, m);
  return { m, data };
}

// Every value below is asserted in pyModeS's own test suite (tests/test_adsb.py,
// test_bds*.py, test_commb.py, test_surv.py), quoted as facts.
describe('extended squitter registers', () => {
  it('surface position: movement to ground speed and track', () => {
    expect(decode('8C3944F8400002ACB23CDA192B95').m.groundSpeed).toBeNaN();
    expect(decode('903A33FF40100858D34FF3CCE976').m.groundSpeed).toBe(0);
    expect(decode('8C394C0F389B1667E947DB7BB8BC').m.groundSpeed).toBe(1);
    const lfbo = decode('903A23FF426A4E65F7487A775D17').m;
    expect(lfbo.groundSpeed).toBe(14.5);
    expect(lfbo.track).toBe(101.25);
  });

  it('aircraft status (TC28): emergency and squawk', () => {
    const { m } = decode('8DA2C1B6E112B600000000760759');
    expect(m.emergency).toBe(0);
    expect(m.squawk.toString(16)).toBe('6513');
  });

  it('target state and status (TC29)', () => {
    const { m, data } = decode('8DA05629EA21485CBF3F8CADAEEB');
    expect(m.selectedAltitude).toBe(16992);
    expect(m.baroSetting).toBeCloseTo(1012.8, 1);
    expect(m.selectedHeading).toBeCloseTo(66.8, 1);
    const modes = targetStateModes(data);
    expect(modes & TargetStateMode.Autopilot).toBeTruthy();
    expect(modes & TargetStateMode.Vnav).toBeTruthy();
    expect(modes & TargetStateMode.AltitudeHold).toBeFalsy();
    expect(modes & TargetStateMode.Approach).toBeFalsy();
    expect(modes & TargetStateMode.Lnav).toBeTruthy();
    expect(modes & TargetStateMode.TcasOperational).toBeTruthy();
  });
});

describe('surveillance and Comm-B replies', () => {
  it('DF0/16/20 altitude and DF5/21 squawk', () => {
    expect(decode('0061103063A012').m.altitude).toBe(25000);
    expect(decode('80001030FFFFFFFFFFFFFFE8E47B').m.altitude).toBe(25000);
    expect(decode('A02014B400000000000000F9D514').m.altitude).toBe(32300);
    expect(decode('28000808106DE2').m.squawk.toString(16)).toBe('1200');
    expect(decode('A800292DFFBBA9383FFCEB903D01').m.squawk.toString(16)).toBe('1346');
  });

  it('BDS 1,0 and 1,7 capability reports', () => {
    const c = decode('A800178D10010080F50000D5893C');
    expect(c.m.bds).toBe(0x10);
    expect(decodeDataLinkCapability(c.data)).toMatchObject({
      acasOperational: true,
      modeSSubnetworkVersion: 0,
      dteStatus: 0,
    });
    const g = decode('A0000638FA81C10000000081A92F');
    expect(g.m.bds).toBe(0x17);
    expect(decodeGicbCapability(g.data)).toEqual([
      0x05, 0x06, 0x07, 0x08, 0x09, 0x20, 0x40, 0x50, 0x51, 0x52, 0x60,
    ]);
  });

  it('BDS 2,0, 4,0, 5,0 and 6,0', () => {
    expect(decode('A000083E202CC371C31DE0AA1CCF').m).toMatchObject({
      bds: 0x20,
      callsign: 'KLM1017',
    });
    const b40 = decode('A000029C85E42F313000007047D3').m;
    expect(b40).toMatchObject({ bds: 0x40, selectedAltitude: 3008, selectedAltitudeFms: 3008 });
    expect(b40.baroSetting).toBeCloseTo(1020, 6);
    const b50 = decode('A000139381951536E024D4CCF6B5').m;
    expect(b50).toMatchObject({ bds: 0x50, groundSpeed: 438, trackRate: 0.125, tas: 424 });
    expect(b50.roll).toBeCloseTo(2.1, 1);
    expect(b50.track).toBeCloseTo(114.258, 3);
    const b60 = decode('A00004128F39F91A7E27C46ADC21').m;
    expect(b60).toMatchObject({
      bds: 0x60,
      ias: 252,
      baroVerticalRate: -1920,
      inertialVerticalRate: -1920,
    });
    expect(b60.heading).toBeCloseTo(42.71484, 4);
    expect(b60.mach).toBeCloseTo(0.42, 3);
  });
});
