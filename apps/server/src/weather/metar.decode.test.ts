import { describe, expect, it } from 'vitest';
import { decodeReport, flightCategory } from './metar.decode';
import { splitReports } from './weather.text';

const NOW = new Date('2026-11-24T12:00:00Z');

function metar(text: string) {
  const report = decodeReport(text, NOW);
  if (report?.kind !== 'METAR') throw new Error(`not a METAR: ${text}`);
  return report.metar;
}

// Real reports in the formats stations send (Chinese MPS, US SM/inHg, European KT/Q, CAVOK,
// NSC, variable wind, RVR, vertical visibility, TEMPO/BECMG trends).
describe('METAR decoding', () => {
  it('reads a Beijing CAVOK report with metres per second and a variable wind', () => {
    const m = metar('METAR ZBAA 240600Z 34008MPS 300V010 CAVOK M02/M18 Q1032 NOSIG');
    expect(m).toMatchObject({
      icao: 'ZBAA',
      observedAt: '2026-11-24T06:00:00.000Z',
      cavok: true,
      visibilityM: 9999,
      temperatureC: -2,
      dewPointC: -18,
      qnhHpa: 1032,
      flightCategory: 'VFR',
      trend: 'NOSIG',
      clouds: [],
    });
    expect(m.wind).toEqual({
      directionDeg: 340,
      speedKt: 16,
      gustKt: null,
      variableFromDeg: 300,
      variableToDeg: 10,
    });
  });

  it('reads a US report: gusts in knots, fractional statute miles, RVR in feet, inHg', () => {
    const m = metar(
      'KJFK 241751Z 28015G25KT 3/4SM R04R/2200V3000FT -RA BR BKN004 OVC010 12/11 A2990 RMK AO2',
    );
    expect(m.wind).toMatchObject({ directionDeg: 280, speedKt: 15, gustKt: 25 });
    expect(m.visibilityM).toBe(1207);
    expect(m.rvr).toEqual([{ runway: '04R', minM: 671, maxM: 914 }]);
    expect(m.weather).toEqual(['-RA', 'BR']);
    expect(m.clouds[0]).toEqual({ cover: 'BKN', baseFt: 400, type: null });
    expect(m.qnhHpa).toBe(1013);
    expect(m.flightCategory).toBe('LIFR');
    expect(m.observedAt).toBe('2026-11-24T17:51:00.000Z');
  });

  it('reads fog with vertical visibility, RVR in metres and a BECMG trend', () => {
    const m = metar(
      'METAR ZSPD 240030Z 00000MPS 0150 R35L/0500N R34R/0400U FG VV001 08/08 Q1021 BECMG TL0200 0800',
    );
    expect(m.wind).toMatchObject({ directionDeg: 0, speedKt: 0 });
    expect(m.visibilityM).toBe(150);
    expect(m.weather).toEqual(['FG']);
    expect(m.verticalVisibilityFt).toBe(100);
    expect(m.rvr.map((r) => r.runway)).toEqual(['35L', '34R']);
    expect(m.flightCategory).toBe('LIFR');
    expect(m.trend).toBe('BECMG TL0200 0800');
  });

  it('reads NSC, a VRB wind, thunderstorms with CB and a TEMPO trend', () => {
    const nsc = metar('METAR EGLL 241150Z VRB02KT 9999 NSC 09/05 Q1018 NOSIG');
    expect(nsc.wind?.directionDeg).toBeNull();
    expect(nsc.clouds).toEqual([{ cover: 'NSC', baseFt: null, type: null }]);
    expect(nsc.flightCategory).toBe('VFR');
    const storm = metar(
      'METAR VHHH 240800Z 13012G24KT 3000 +TSRA FEW012 SCT015CB BKN030 26/24 Q1008 TEMPO 1500 TSRA',
    );
    expect(storm.weather).toEqual(['+TSRA']);
    expect(storm.clouds[1]).toEqual({ cover: 'SCT', baseFt: 1500, type: 'CB' });
    expect(storm.flightCategory).toBe('IFR');
    expect(storm.trend).toBe('TEMPO 1500 TSRA');
  });

  it('reads a SPECI and marginal conditions', () => {
    const m = metar('SPECI RJTT 240915Z 36010KT 6000 -SHRA BKN025 14/12 Q1012');
    expect(m.icao).toBe('RJTT');
    expect(m.flightCategory).toBe('MVFR');
  });

  it('places the day of month in the right month', () => {
    expect(metar('METAR ZBAA 302330Z 36004MPS CAVOK 01/M10 Q1030 NOSIG').observedAt).toBe(
      '2026-10-30T23:30:00.000Z',
    );
  });

  it('refuses text that is not a report', () => {
    for (const text of [
      'hello world',
      'METAR ZBAA',
      'ZBAA 999999Z 00000KT',
      'METAR zbaa 240600Z',
    ]) {
      expect(decodeReport(text, NOW)).toBeNull();
    }
  });
});

describe('TAF decoding', () => {
  it('reads a TAF with BECMG and TEMPO groups over two lines', () => {
    const lines = splitReports(
      'TAF ZSPD 240510Z 2406/2512 18004MPS 6000 NSC TX22/2406Z TN12/2421Z\n' +
        '      BECMG 2412/2414 BR SCT010\n      TEMPO 2420/2502 1500 BR=\n',
    );
    expect(lines).toHaveLength(1);
    const report = decodeReport(lines[0]!.text, NOW);
    expect(report).toMatchObject({
      kind: 'TAF',
      icao: 'ZSPD',
      observedAt: new Date('2026-11-24T05:10:00Z'),
      validFrom: new Date('2026-11-24T06:00:00Z'),
      validTo: new Date('2026-11-25T12:00:00Z'),
    });
  });

  it('reads a US TAF with FM groups and validity ending at hour 24', () => {
    const report = decodeReport(
      'TAF KLAX 241120Z 2412/2524 VRB03KT P6SM SKC FM241800 25010KT P6SM FEW020 PROB30 2506/2510 BKN008',
      NOW,
    );
    expect(report).toMatchObject({ kind: 'TAF', validTo: new Date('2026-11-26T00:00:00Z') });
  });
});

describe('flight category', () => {
  it('follows the FAA limits', () => {
    expect(flightCategory(9999, null)).toBe('VFR');
    expect(flightCategory(9999, 3000)).toBe('MVFR');
    expect(flightCategory(7000, null)).toBe('MVFR');
    expect(flightCategory(4000, null)).toBe('IFR');
    expect(flightCategory(9999, 900)).toBe('IFR');
    expect(flightCategory(1500, null)).toBe('LIFR');
    expect(flightCategory(9999, 400)).toBe('LIFR');
  });
});
