import { describe, expect, it } from 'vitest';
import type { FlightIdentity } from '../../../live/location.decoder';
import {
  addCondition,
  filterPredicate,
  matchesAll,
  parseCondition,
  toggleOpenKey,
  withCondition,
  withoutCondition,
  type FilterCondition,
  type FilterInput,
  type FilterSubject,
} from './filter';

function identity(patch: Partial<FlightIdentity>): FlightIdentity {
  return {
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
    ...patch,
  };
}

const EASTERN: FilterSubject = { identity: identity({}), altitudeFt: 35_000, speedKt: 450 };
const SOUTHERN: FilterSubject = {
  identity: identity({
    callsign: 'CSN3301',
    fnum: 'CZ3301',
    aircraftType: 'B738',
    org: 'CAN',
    dst: 'PEK',
    fservice: 'C',
  }),
  altitudeFt: 24_000,
  speedKt: 410,
};
const CARGO: FilterSubject = {
  identity: identity({
    callsign: 'CSS101',
    fnum: 'O3101',
    aircraftType: 'B763',
    fattr: 'F',
    fservice: 'H',
    org: 'PEK',
    dst: 'CGO',
  }),
  altitudeFt: 3_000,
  speedKt: 200,
};
const UNKNOWN: FilterSubject = { identity: null, altitudeFt: null, speedKt: null };

function condition(input: FilterInput, id = 1): FilterCondition {
  const result = parseCondition(input, id);
  if (!result.ok) throw new Error(`invalid ${JSON.stringify(input)}`);
  return result.condition;
}

const matching = (c: FilterCondition) =>
  [EASTERN, SOUTHERN, CARGO, UNKNOWN].filter((s) => matchesAll(s, [c]));

describe('filter conditions', () => {
  it('airlines: IATA or ICAO designators, upper-cased, any of them', () => {
    const c = condition({ key: 'airlines', text: '  mu   csn ' });
    expect(c.value).toEqual(['MU', 'CSN']);
    expect(matching(c)).toEqual([EASTERN, SOUTHERN]);
    expect(matching(condition({ key: 'airlines', text: 'o3' }))).toEqual([CARGO]);
    expect(matching(condition({ key: 'airlines', text: 'CCA' }))).toEqual([]);
  });

  it('aircraftType: type designators', () => {
    expect(matching(condition({ key: 'aircraftType', text: 'a320 b763' }))).toEqual([
      EASTERN,
      CARGO,
    ]);
  });

  it('fattr: attribute categories, an empty attribute counts as unknown (N)', () => {
    expect(matching(condition({ key: 'fattr', attributes: ['F'] }))).toEqual([CARGO]);
    expect(matching(condition({ key: 'fattr', attributes: ['N', 'M'] }))).toEqual([
      EASTERN,
      SOUTHERN,
      UNKNOWN,
    ]);
  });

  it('fservice: service types the server derived, an empty one counts as unknown (N)', () => {
    const scheduled = condition({ key: 'fservice', services: ['F', 'J'] });
    // Kept in the order of FLIGHT_SERVICES, whatever the order ticked.
    expect(scheduled.value).toEqual(['J', 'F']);
    expect(matching(scheduled)).toEqual([EASTERN]);
    expect(matching(condition({ key: 'fservice', services: ['C', 'H'] }))).toEqual([
      SOUTHERN,
      CARGO,
    ]);
    expect(matching(condition({ key: 'fservice', services: ['N'] }))).toEqual([UNKNOWN]);
    const noReference: FilterSubject = { ...EASTERN, identity: identity({ fservice: '' }) };
    expect(matchesAll(noReference, [condition({ key: 'fservice', services: ['N'] })])).toBe(true);
  });

  it('airline: the origin and destination pair, whitespace ignored', () => {
    const c = condition({ key: 'airline', org: ' p e k', dst: 'sha ' });
    expect(c.value).toEqual({ org: 'PEK', dst: 'SHA' });
    expect(matching(c)).toEqual([EASTERN]);
    expect(matching(condition({ key: 'airline', org: 'SHA', dst: 'PEK' }))).toEqual([]);
  });

  it('airport: origin or destination', () => {
    expect(matching(condition({ key: 'airport', text: 'pek' }))).toEqual([
      EASTERN,
      SOUTHERN,
      CARGO,
    ]);
    expect(matching(condition({ key: 'airport', text: 'CAN' }))).toEqual([SOUTHERN]);
  });

  it('height: min and max in the unit typed, unknown altitude never matches', () => {
    // 24 000 ft = 7 315 m, 35 000 ft = 10 668 m.
    expect(matching(condition({ key: 'height', min: '7000', max: '8000', unit: 'metre' }))).toEqual(
      [SOUTHERN],
    );
    expect(matching(condition({ key: 'height', min: '30000', max: '', unit: 'foot' }))).toEqual([
      EASTERN,
    ]);
    expect(matching(condition({ key: 'height', min: '', max: '3000', unit: 'foot' }))).toEqual([
      CARGO,
    ]);
  });

  it('speed: km/h or knots', () => {
    // 410 kt = 759 km/h, 450 kt = 833 km/h.
    expect(matching(condition({ key: 'speed', min: '800', max: '', unit: 'kmh' }))).toEqual([
      EASTERN,
    ]);
    expect(matching(condition({ key: 'speed', min: '400', max: '420', unit: 'knot' }))).toEqual([
      SOUTHERN,
    ]);
  });

  it('a flight must meet every condition', () => {
    const both = [
      condition({ key: 'airport', text: 'PEK' }),
      condition({ key: 'height', min: '30000', max: '', unit: 'foot' }),
    ];
    expect([EASTERN, SOUTHERN, CARGO].filter((s) => matchesAll(s, both))).toEqual([EASTERN]);
  });
});

describe('filter validation (spec §5)', () => {
  it.each<FilterInput>([
    { key: 'airlines', text: '   ' },
    { key: 'airlines', text: 'MU CHINAEASTERN' },
    { key: 'airlines', text: 'M' },
    { key: 'aircraftType', text: 'A3200' },
    { key: 'aircraftType', text: 'A32-' },
    { key: 'airport', text: 'PE' },
    { key: 'airport', text: 'PEK ZBAAA' },
    { key: 'fattr', attributes: [] },
    { key: 'fattr', attributes: ['X'] },
    { key: 'fservice', services: [] },
    { key: 'fservice', services: ['M'] },
    { key: 'airline', org: 'PEK', dst: '' },
    { key: 'airline', org: 'P', dst: 'SHA' },
    { key: 'height', min: '', max: '', unit: 'metre' },
    { key: 'height', min: '9000', max: '1000', unit: 'metre' },
    { key: 'height', min: '-5', max: '', unit: 'foot' },
    { key: 'speed', min: 'fast', max: '', unit: 'kmh' },
  ])('rejects %j', (input) => {
    expect(parseCondition(input, 1)).toEqual({ ok: false });
  });

  it('keeps the id given (the time added)', () => {
    expect(condition({ key: 'airport', text: 'ZBAA' }, 1_700_000_000_000).id).toBe(
      1_700_000_000_000,
    );
  });
});

describe('filter rules (spec §4)', () => {
  it('airlines and aircraftType replace a condition with the same first value', () => {
    let list = addCondition([], condition({ key: 'airlines', text: 'MU CZ' }, 1));
    list = addCondition(list, condition({ key: 'airlines', text: 'CA' }, 2));
    list = addCondition(list, condition({ key: 'airlines', text: 'MU HU' }, 3));
    expect(list.map((c) => [c.id, c.value])).toEqual([
      [2, ['CA']],
      [3, ['MU', 'HU']],
    ]);
    list = addCondition(list, condition({ key: 'aircraftType', text: 'A320' }, 4));
    list = addCondition(list, condition({ key: 'aircraftType', text: 'A320 A321' }, 5));
    expect(list.filter((c) => c.key === 'aircraftType').map((c) => c.id)).toEqual([5]);
  });

  it('height and speed keep one condition each', () => {
    let list = addCondition([], condition({ key: 'height', min: '1', max: '', unit: 'metre' }, 1));
    list = addCondition(list, condition({ key: 'speed', min: '1', max: '', unit: 'kmh' }, 2));
    list = addCondition(list, condition({ key: 'height', min: '2', max: '', unit: 'foot' }, 3));
    list = addCondition(list, condition({ key: 'speed', min: '3', max: '', unit: 'knot' }, 4));
    expect(list.map((c) => c.id)).toEqual([3, 4]);
  });

  it('other keys add conditions, never the same one twice', () => {
    let list = addCondition([], condition({ key: 'airport', text: 'PEK' }, 1));
    list = addCondition(list, condition({ key: 'airport', text: 'SHA' }, 2));
    list = addCondition(list, condition({ key: 'airport', text: 'pek' }, 3));
    expect(list.map((c) => c.id)).toEqual([2, 3]);
  });

  it('is enabled by the first condition and disabled by removing the last', () => {
    let state = withCondition(
      { conditions: [], enabled: false },
      condition({ key: 'airport', text: 'PEK' }, 1),
    );
    expect(state.enabled).toBe(true);
    expect(filterPredicate(state)?.(SOUTHERN)).toBe(true);
    expect(filterPredicate(state)?.(CARGO)).toBe(true);
    state = withCondition(state, condition({ key: 'airlines', text: 'CZ' }, 2));
    expect(filterPredicate(state)?.(CARGO)).toBe(false);
    // Switched off by the user, a new condition does not switch it back on.
    state = withCondition(
      { ...state, enabled: false },
      condition({ key: 'fattr', attributes: ['M'] }, 3),
    );
    expect(state.enabled).toBe(false);
    expect(filterPredicate(state)).toBeNull();
    state = withoutCondition({ ...state, enabled: true }, 1);
    state = withoutCondition(state, 2);
    expect(state.enabled).toBe(true);
    state = withoutCondition(state, 3);
    expect(state).toEqual({ conditions: [], enabled: false });
    expect(filterPredicate(state)).toBeNull();
  });

  it('choosing the open filter label closes it', () => {
    expect(toggleOpenKey(null, 'airport')).toBe('airport');
    expect(toggleOpenKey('airport', 'height')).toBe('height');
    expect(toggleOpenKey('height', 'height')).toBeNull();
  });
});
