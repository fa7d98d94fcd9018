import { describe, expect, it } from 'vitest';
import { labelLines, type LabelFormat, type LabelSubject } from './label.text';

const SUBJECT: LabelSubject = {
  hex: '780A5C',
  identity: {
    icao: 0x780a5c,
    callsign: 'CES5101',
    fnum: 'MU5101',
    anum: 'B-1234',
    aircraftType: 'A320',
    org: 'PEK',
    dst: 'SHA',
    scheduledDeptime: 0,
    squawk: '2231',
    fattr: 'M',
    category: 'A3',
    fservice: 'J',
  },
  altitudeFt: 35_000,
  speedKt: 450,
  track: 359.7,
};

const symbols = { metre: 'm', foot: 'ft', kmh: 'km/h', knot: 'kt', degrees: '°' };
const METRIC: LabelFormat = {
  heightUnit: 'metre',
  speedUnit: 'kmh',
  unit: (key, value) => (key === 'degrees' ? `${value}°` : `${value} ${symbols[key]}`),
};
const IMPERIAL: LabelFormat = { ...METRIC, heightUnit: 'foot', speedUnit: 'knot' };

describe('aircraft label text', () => {
  it('shows the flight number by default, else the callsign, else the ICAO address', () => {
    expect(labelLines(SUBJECT, ['fnum'], METRIC)).toEqual(['MU5101']);
    const noFlight = { ...SUBJECT, identity: { ...SUBJECT.identity!, fnum: '' } };
    expect(labelLines(noFlight, ['fnum'], METRIC)).toEqual(['CES5101']);
    expect(labelLines({ ...SUBJECT, identity: null }, ['fnum'], METRIC)).toEqual(['780A5C']);
  });

  it('puts names on the first line and figures in display units on the second', () => {
    const all = ['fnum', 'anum', 'squawk', 'angle', 'height', 'speed', 'airLine'] as const;
    expect(labelLines(SUBJECT, all, METRIC)).toEqual([
      'MU5101 B-1234 2231 PEK-SHA',
      // 35 000 ft = 10 668 m; 450 kt = 833 km/h; 359.7° rounds to north.
      '10668 m 833 km/h 0°',
    ]);
    expect(labelLines(SUBJECT, ['height', 'speed'], IMPERIAL)).toEqual(['35000 ft 450 kt']);
  });

  it('leaves out unknown values and shows nothing without fields', () => {
    const unknown = { ...SUBJECT, identity: null, altitudeFt: null, speedKt: null, track: null };
    expect(labelLines(unknown, ['anum', 'height', 'speed', 'angle', 'airLine'], METRIC)).toEqual(
      [],
    );
    expect(labelLines(SUBJECT, [], METRIC)).toEqual([]);
  });
});
