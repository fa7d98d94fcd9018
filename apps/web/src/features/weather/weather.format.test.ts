import type { Metar } from '@skytrace/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/resources/en';
import { zh } from '../../i18n/resources/zh';
import { phenomenonText } from './phenomena';
import { cloudsText, visibilityText, windText } from './weather.format';

const base: Metar = {
  icao: 'ZSPD',
  observedAt: '2026-11-24T06:00:00.000Z',
  raw: 'METAR ZSPD 240600Z 18004MPS 0800 FG VV002 08/08 Q1021 NOSIG',
  flightCategory: 'LIFR',
  wind: { directionDeg: 180, speedKt: 8, gustKt: 18, variableFromDeg: 150, variableToDeg: 210 },
  visibilityM: 800,
  cavok: false,
  clouds: [
    { cover: 'SCT', baseFt: 1000, type: null },
    { cover: 'BKN', baseFt: 3000, type: 'CB' },
  ],
  verticalVisibilityFt: null,
  temperatureC: 8,
  dewPointC: 8,
  qnhHpa: 1021,
  weather: ['FG'],
  rvr: [],
  trend: 'NOSIG',
};

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng: 'en',
    interpolation: { escapeValue: false },
  }),
);

describe('weather card texts', () => {
  it('puts wind, visibility and clouds in the user’s units and language', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(windText(base.wind, 'knot', t, 'en')).toBe(
      '180° 8 kt, gusting 18 kt, varying 150°–210°',
    );
    expect(windText(base.wind, 'kmh', t, 'en')).toBe(
      '180° 15 km/h, gusting 33 km/h, varying 150°–210°',
    );
    expect(windText({ ...base.wind!, speedKt: 0 }, 'knot', t, 'en')).toBe('Calm');
    expect(visibilityText(base, t, 'en')).toBe('800 m');
    expect(visibilityText({ ...base, visibilityM: 9999 }, t, 'en')).toBe('10 km or more');
    expect(cloudsText(base, 'foot', t, 'en')).toBe('Scattered at 1,000 ft; Broken at 3,000 ft CB');
    expect(cloudsText(base, 'metre', t, 'en')).toBe('Scattered at 305 m; Broken at 914 m CB');
    expect(phenomenonText('-RA', t, 'en')).toBe('light rain');
    expect(phenomenonText('+TSRA', t, 'en')).toBe('heavy thunderstorm rain');
    expect(phenomenonText('XXYY', t, 'en')).toBe('XXYY');
    await i18n.changeLanguage('zh');
    expect(phenomenonText('-RA', i18n.t.bind(i18n), 'zh')).toBe('小雨');
    expect(phenomenonText('FZFG', i18n.t.bind(i18n), 'zh')).toBe('冻雾');
    expect(
      cloudsText({ ...base, verticalVisibilityFt: 200 }, 'metre', i18n.t.bind(i18n), 'zh'),
    ).toBe('天空不明，垂直能见度 61 米');
  });
});
