import type { AirportHit } from '@skytrace/contracts';
import { describe, expect, it } from 'vitest';
import { withLiveAirportCodes, type AirportLookup } from './airport-codes';

function airport(ICAO: string, IATA: string | null): AirportHit {
  return {
    ICAO,
    IATA,
    name: ICAO,
    cName: null,
    city: null,
    cCity: null,
    country: 'CN',
    lat: 0,
    lng: 0,
    zone: null,
  };
}

const AIRPORTS = [airport('ZBAA', 'PEK'), airport('ZSSS', 'SHA'), airport('ZBXX', null)];
const asked: string[] = [];
const lookup: AirportLookup = (code) => {
  asked.push(code);
  if (code === 'ZGGG') return Promise.reject(new Error('offline'));
  return Promise.resolve(AIRPORTS.filter((a) => a.ICAO === code || a.IATA === code));
};

describe('airport codes of filters', () => {
  it('writes ICAO codes as live data does: IATA when the airport has one', async () => {
    asked.length = 0;
    expect(await withLiveAirportCodes({ key: 'airport', text: 'zbaa sha zbxx' }, lookup)).toEqual({
      key: 'airport',
      text: 'PEK SHA ZBXX',
    });
    // Three-letter codes are IATA already: no lookup.
    expect(asked).toEqual(['ZBAA', 'ZBXX']);
    expect(
      await withLiveAirportCodes({ key: 'airline', org: ' z b a a', dst: 'ZSSS' }, lookup),
    ).toEqual({ key: 'airline', org: 'PEK', dst: 'SHA' });
  });

  it('keeps a code as typed when the lookup fails, and other keys untouched', async () => {
    expect(await withLiveAirportCodes({ key: 'airport', text: 'ZGGG' }, lookup)).toEqual({
      key: 'airport',
      text: 'ZGGG',
    });
    const input = { key: 'airlines', text: 'MU' } as const;
    expect(await withLiveAirportCodes(input, lookup)).toBe(input);
  });
});
