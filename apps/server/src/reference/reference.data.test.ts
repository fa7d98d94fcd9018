import { describe, expect, it } from 'vitest';
import airportNamesZh from './data/airport-names-zh.json' with { type: 'json' };
import {
  ICON_CLASSES,
  buildAircraftTypeRows,
  buildAirlineRows,
  buildAirportRows,
  buildAreaRows,
} from './reference.sources';

describe('bundled reference data', () => {
  const airports = buildAirportRows();

  it('names in Chinese only airports that exist, and every Chinese-region airport', () => {
    const icaos = new Set(airports.map((airport) => airport.icao));
    expect(Object.keys(airportNamesZh).filter((icao) => !icaos.has(icao))).toEqual([]);
    const unnamed = airports.filter(
      (airport) => ['CN', 'HK', 'MO', 'TW'].includes(airport.country) && !airport.nameZh,
    );
    expect(unnamed.map((airport) => airport.icao)).toEqual([]);
  });

  it('has no IATA code on two airports', () => {
    const codes = airports.flatMap((airport) => (airport.iata ? [airport.iata] : []));
    expect(codes.length - new Set(codes).size).toBe(0);
    expect(airports.find((airport) => airport.icao === 'ZBAD')?.iata).toBe('PKX');
  });

  it('gives every aircraft type a known icon class and a unique designator', () => {
    const types = buildAircraftTypeRows();
    expect(types.length).toBeGreaterThanOrEqual(150);
    for (const type of types) expect(ICON_CLASSES).toContain(type.iconClass);
    expect(new Set(types.map((type) => type.designator)).size).toBe(types.length);
  });

  it('names the major Chinese carriers in Chinese', () => {
    const airlines = new Map(buildAirlineRows().map((airline) => [airline.icao, airline]));
    expect(airlines.get('CES')).toMatchObject({ iata: 'MU', nameZh: '中国东方航空' });
    expect(airlines.get('CSN')).toMatchObject({ iata: 'CZ', nameZh: '中国南方航空' });
    expect(airlines.get('CPA')).toMatchObject({ iata: 'CX', nameZh: '国泰航空' });
  });

  it('gives every city a province parent', () => {
    const areas = buildAreaRows();
    const provinces = new Set(areas.filter((area) => area.parentId === 0).map((area) => area.id));
    expect(provinces.size).toBe(34);
    for (const area of areas) if (area.parentId !== 0) expect(provinces).toContain(area.parentId);
  });
});
