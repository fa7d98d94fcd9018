import { describe, expect, it } from 'vitest';
import { parseCallsign } from './callsign';
import { flightCategory } from './flight-category';
import { deriveFlightStatus, estimateArrival } from './flight-status';
import { countryOfAddress } from './icao-country';
import { matchObservedFlight, ObservedFlights, type ObservedFlight } from './observed-flights';
import { dynamicIdOf, nearestInstance } from './schedule-instance';

const airlines = new Set(['CES', 'CSN', 'CCA', 'CPA', 'BAW']);
const isAirline = (icao: string) => airlines.has(icao);

describe('parseCallsign', () => {
  it('splits airline callsigns and drops leading zeros', () => {
    expect(parseCallsign('CES5101 ', isAirline)).toEqual({
      kind: 'airline',
      airlineIcao: 'CES',
      number: '5101',
    });
    expect(parseCallsign('CCA0981', isAirline)).toMatchObject({ number: '981' });
    expect(parseCallsign('CPA1F', isAirline)).toMatchObject({ airlineIcao: 'CPA', number: '1F' });
  });

  it('takes registrations as non-airline', () => {
    expect(parseCallsign('B1234', isAirline).kind).toBe('registration');
    expect(parseCallsign('N123AB', isAirline).kind).toBe('registration');
    expect(parseCallsign('GABCD', isAirline).kind).toBe('registration');
    expect(parseCallsign('XYZ123', isAirline).kind).toBe('unknown');
  });
});

describe('countryOfAddress', () => {
  it.each([
    [0x780a5c, 'CN'],
    [0x789123, 'HK'],
    [0x4d2023, 'MT'],
    [0xa12345, 'US'],
    [0x3c6444, 'DE'],
    [0x899001, 'TW'],
    [0x7c0000, 'AU'],
  ])('%s is %s', (icao, code) => {
    expect(countryOfAddress(icao)?.code).toBe(code);
  });

  it('answers nothing for unallocated addresses', () => {
    expect(countryOfAddress(0xf00000)).toBeUndefined();
  });
});

describe('deriveFlightStatus', () => {
  const std = 1_700_000_000;
  const flight = { std, sta: std + 7200, originIcao: 'ZSSS', destinationIcao: 'ZBAA' };

  it('follows a flight from scheduled through take-off to arrival', () => {
    expect(deriveFlightStatus(flight, std - 3600)).toBe('scheduled');
    expect(deriveFlightStatus(flight, std + 600)).toBe('scheduled');
    expect(deriveFlightStatus(flight, std + 1800)).toBe('delay');
    expect(deriveFlightStatus({ ...flight, atd: std + 1900 }, std + 2000)).toBe('takeOff');
    const landed = { ...flight, atd: std + 1900, ata: std + 8000, landedAt: 'ZBAA' };
    expect(deriveFlightStatus(landed, std + 8100)).toBe('arrive');
  });

  it('recognises diversions, returns and cancellations', () => {
    const base = { ...flight, atd: std, ata: std + 5000 };
    expect(deriveFlightStatus({ ...base, landedAt: 'ZBTJ' }, std + 6000)).toBe('alternate');
    expect(deriveFlightStatus({ ...base, landedAt: 'ZSSS' }, std + 6000)).toBe('return');
    expect(deriveFlightStatus({ ...flight, cancelled: true }, std - 100)).toBe('cancel');
    expect(deriveFlightStatus(flight, std + 7 * 3600)).toBe('cancel');
    expect(deriveFlightStatus({ std: undefined, sta: undefined }, std)).toBe('unknown');
  });

  it('takes a flight seen flying without an observed take-off as departed', () => {
    expect(deriveFlightStatus({ ...flight, airborne: true }, std + 7 * 3600)).toBe('takeOff');
  });

  it('estimates arrival from distance and ground speed', () => {
    expect(estimateArrival(1000, 800, 800)).toBe(4600);
    expect(estimateArrival(1000, 800, 10)).toBeUndefined();
  });
});

describe('flightCategory', () => {
  it('classifies by airline, type and callsign', () => {
    const none = { isAirline: false, isCargoAirline: false, isRegistration: false };
    expect(flightCategory({ ...none, isAirline: true, iconClass: 'airliner' })).toBe('M');
    expect(
      flightCategory({ ...none, isAirline: true, isCargoAirline: true, iconClass: undefined }),
    ).toBe('F');
    expect(flightCategory({ ...none, iconClass: 'business_jet' })).toBe('G');
    expect(flightCategory({ ...none, iconClass: 'uav' })).toBe('W');
    expect(flightCategory({ ...none, isRegistration: true, iconClass: undefined })).toBe('T');
    expect(flightCategory({ ...none, iconClass: undefined })).toBe('N');
  });
});

describe('nearestInstance', () => {
  const leg = {
    flightNumber: 'MU5101',
    originIcao: 'ZSSS',
    destinationIcao: 'ZBAA',
    airlineIcao: 'CES',
    departureMinuteUtc: 0,
    arrivalMinuteUtc: 140,
    arrivalDayOffset: 0,
    daysOfWeek: 127,
    validFrom: null,
    validTo: null,
  };
  it('picks the dated departure nearest in time', () => {
    const time = Date.UTC(2025, 2, 1, 1, 0) / 1000;
    const instance = nearestInstance([leg], time);
    expect(instance?.date).toBe('20250301');
    expect(instance?.std).toBe(Date.UTC(2025, 2, 1) / 1000);
    expect(dynamicIdOf('MU5101', instance?.date ?? '')).toBe('MU5101-20250301');
  });
});

describe('matchObservedFlight', () => {
  const std = 1_700_000_000;
  const observed = (takeoff: number | null, landed: number | null): ObservedFlight => ({
    icao: 0x780a5c,
    callsign: 'CES5101',
    takeoffAt: takeoff === null ? null : takeoff * 1000,
    landedAt: landed === null ? null : landed * 1000,
    landing: null,
    landedAirport: null,
    flightId: null,
  });
  const window = { std, sta: std + 7200 };

  it('matches the take-off of the scheduled instance and leaves out later events', () => {
    const flights = [observed(std - 86_000, std - 80_000), observed(std + 600, std + 7000)];
    expect(matchObservedFlight(flights, 'CES5101', window, std + 8000)).toMatchObject({
      takeoffAt: (std + 600) * 1000,
      landedAt: (std + 7000) * 1000,
    });
    expect(matchObservedFlight(flights, 'CES5101', window, std + 3000)).toMatchObject({
      takeoffAt: (std + 600) * 1000,
      landedAt: null,
    });
    expect(matchObservedFlight(flights, 'CES5101', window, std)).toBeUndefined();
  });

  it('ignores another callsign and flights outside the instance', () => {
    expect(matchObservedFlight([observed(std, null)], 'CES5102', window, std + 60)).toBeUndefined();
    const yesterday = [observed(std - 86_400, std - 80_000)];
    expect(matchObservedFlight(yesterday, 'CES5101', window, std + 60)).toBeUndefined();
  });

  it('without a schedule takes the latest flight while it is current', () => {
    const flights = [observed(std, std + 3600)];
    expect(matchObservedFlight(flights, 'CES5101', undefined, std + 4000)).toBeDefined();
    expect(matchObservedFlight(flights, undefined, undefined, std + 4 * 3600)).toBeUndefined();
  });
});

describe('ObservedFlights', () => {
  it('merges a restored row and the live flight that continues it, and forgets old flights', () => {
    const store = new ObservedFlights();
    store.add({
      icao: 1,
      callsign: 'CES5101',
      takeoffAt: 1000,
      landedAt: null,
      landing: null,
      landedAirport: null,
      flightId: 7,
    });
    const recorderFlight = {};
    const live = store.recordOf(recorderFlight, 1, 'CES5101');
    live.landedAt = 9000;
    expect(store.size).toBe(2);
    const merged = store.attachRow(recorderFlight, 7);
    expect(merged).toMatchObject({ takeoffAt: 1000, landedAt: 9000, flightId: 7 });
    expect(store.size).toBe(1);
    expect(store.recordOf(recorderFlight, 1, null)).toBe(merged);
    store.prune(9000 + 25 * 3_600_000);
    expect(store.flightsOf(1)).toEqual([]);
  });
});
