// The simulator's weather office: every report parses with the same decoder as real ones, the
// same seed gives the same reports, neighbours agree, and a month shows the variety of real
// weather (CAVOK days, fog at dawn, rain, winter north-westerlies over northern China).
import { describe, expect, it } from 'vitest';
import { decodeReport, type DecodedMetar } from '../../weather/metar.decode';
import { seedFromText } from '../random';
import { AIRPORTS } from '../world/airports';
import { SimWeather } from './sim.weather';

const SEED = seedFromText('skytrace');
const START = Date.parse('2026-01-05T00:00:00Z') / 1000;
const office = new SimWeather(SEED, AIRPORTS);

function metarsAt(time: number): Map<string, DecodedMetar> {
  const result = new Map<string, DecodedMetar>();
  for (const text of office.reportsAt(time)) {
    const report = decodeReport(text, new Date((time + 60) * 1000));
    if (!report) throw new Error(`does not parse: ${text}`);
    if (report.kind === 'METAR') result.set(report.icao, report);
  }
  return result;
}

describe('simulated weather', () => {
  it('issues a parseable METAR for every airport each half hour and TAFs at their hours', () => {
    const at2300 = office.reportsAt(START - 3600);
    expect(at2300.filter((text) => text.startsWith('METAR'))).toHaveLength(AIRPORTS.length);
    expect(at2300.filter((text) => text.startsWith('TAF'))).toHaveLength(AIRPORTS.length);
    for (const text of at2300) expect(decodeReport(text, new Date(START * 1000))).not.toBeNull();
    expect(office.reportsAt(START + 1800).some((text) => text.startsWith('TAF'))).toBe(false);
    const pek = metarsAt(START).get('ZBAA');
    expect(pek?.observedAt).toEqual(new Date(START * 1000));
    expect(pek?.metar.raw).toMatch(/^METAR ZBAA 050000Z \d{5}(G\d\d)?MPS /);
    expect(metarsAt(START).get('KJFK')?.metar.raw ?? 'KT SM A').toMatch(/KT .*A\d{4}/);
  });

  it('is deterministic from the seed', () => {
    expect(new SimWeather(SEED, AIRPORTS).reportsAt(START)).toEqual(office.reportsAt(START));
    expect(new SimWeather(SEED + 1, AIRPORTS).reportsAt(START)).not.toEqual(
      office.reportsAt(START),
    );
  });

  it('agrees between neighbouring airports (Beijing Capital and Daxing, Pudong and Hongqiao)', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const metars = metarsAt(START + hour * 3600);
      for (const [a, b] of [
        ['ZBAA', 'ZBAD'],
        ['ZSPD', 'ZSSS'],
      ] as const) {
        const ma = metars.get(a)!.metar;
        const mb = metars.get(b)!.metar;
        expect(Math.abs(ma.temperatureC! - mb.temperatureC!)).toBeLessThanOrEqual(3);
        expect(Math.abs(ma.qnhHpa! - mb.qnhHpa!)).toBeLessThanOrEqual(3);
      }
    }
  });

  it('shows ten days of varied, seasonal weather', () => {
    const counts = { cavok: 0, fog: 0, fogAtDawn: 0, rainOrSnow: 0, northerly: 0, beijing: 0 };
    const categories = new Set<string>();
    let beijingColdest = Infinity;
    for (let slot = 0; slot < 10 * 48; slot += 1) {
      const time = START + slot * 1800;
      for (const { metar } of metarsAt(time).values()) {
        categories.add(metar.flightCategory);
        if (metar.cavok) counts.cavok += 1;
        if (metar.weather.some((w) => w.includes('RA') || w.includes('SN'))) counts.rainOrSnow += 1;
        if (metar.weather.includes('FG')) {
          counts.fog += 1;
          const airport = AIRPORTS.find((a) => a.icao === metar.icao)!;
          const solar = (((time / 3600 + airport.lon / 15) % 24) + 24) % 24;
          if (solar >= 4 && solar < 9) counts.fogAtDawn += 1;
        }
        if (metar.icao === 'ZBAA') {
          counts.beijing += 1;
          beijingColdest = Math.min(beijingColdest, metar.temperatureC!);
          const from = metar.wind?.directionDeg;
          if (from !== null && from !== undefined && (from >= 270 || from <= 45))
            counts.northerly += 1;
        }
      }
    }
    expect([...categories].sort()).toEqual(['IFR', 'LIFR', 'MVFR', 'VFR']);
    expect(counts.cavok).toBeGreaterThan(0);
    expect(counts.rainOrSnow).toBeGreaterThan(0);
    expect(counts.fog).toBeGreaterThan(0);
    // Fog forms at dawn only.
    expect(counts.fogAtDawn).toBe(counts.fog);
    // January in Beijing: below freezing some nights, winds mostly from the north-west.
    expect(beijingColdest).toBeLessThan(0);
    expect(counts.northerly / counts.beijing).toBeGreaterThan(0.5);
  });
});
