import type { AirportHit } from '@skytrace/contracts';
import { describe, expect, it } from 'vitest';
import { airportLabel, airportRangeQuery, sameQuery } from './airports.query';

const VIEW = { west: 101.123456, south: 31.5, east: 107.8, north: 35.25 };

describe('airportRangeQuery', () => {
  it('sends the south-west and north-east corners', () => {
    expect(airportRangeQuery(VIEW, 8)).toEqual({
      lon1: 101.1235,
      lat1: 31.5,
      lon2: 107.8,
      lat2: 35.25,
      interFlag: 0,
    });
  });

  it('asks for major airports only at zoom 6 and below (spec §9)', () => {
    expect(airportRangeQuery(VIEW, 6).interFlag).toBe(1);
    expect(airportRangeQuery(VIEW, 3).interFlag).toBe(1);
    expect(airportRangeQuery(VIEW, 6.01).interFlag).toBe(0);
  });

  it('clamps a view beyond the world to the valid ranges', () => {
    const query = airportRangeQuery({ west: -200, south: -95, east: 250, north: 95 }, 3);
    expect(query).toMatchObject({ lon1: -180, lat1: -90, lon2: 180, lat2: 90 });
    const copy = airportRangeQuery({ west: 170, south: 0, east: 190, north: 10 }, 5);
    expect(copy).toMatchObject({ lon1: 170, lon2: 180 });
  });

  it('treats equal views as the same query', () => {
    const query = airportRangeQuery(VIEW, 8);
    expect(sameQuery(null, query)).toBe(false);
    expect(sameQuery(query, airportRangeQuery({ ...VIEW }, 8.5))).toBe(true);
    expect(sameQuery(query, airportRangeQuery(VIEW, 5))).toBe(false);
  });
});

describe('airportLabel', () => {
  const airport: AirportHit = {
    ICAO: 'ZUUU',
    IATA: 'CTU',
    name: 'Chengdu Shuangliu International Airport',
    cName: '成都双流国际机场',
    city: 'Chengdu',
    cCity: '成都',
    country: 'CN',
    lat: 30.578,
    lng: 103.947,
    zone: 'Asia/Shanghai',
  };

  it('names the airport in the UI language, shortening long names', () => {
    expect(airportLabel(airport, 'zh')).toBe('CTU 成都双流国际机场');
    expect(airportLabel(airport, 'en')).toBe('CTU Chengdu Shuangliu Inter…');
  });

  it('falls back to the ICAO code and the English name', () => {
    expect(airportLabel({ ...airport, IATA: null, cName: null }, 'zh')).toMatch(/^ZUUU Chengdu/);
  });
});
