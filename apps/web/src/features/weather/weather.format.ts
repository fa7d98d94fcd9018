import type { Metar } from '@skytrace/contracts';
import type { TFunction } from 'i18next';
import type { HeightUnit, SpeedUnit } from '../../settings/display-settings.store';
import { altitude, speed } from '../../settings/unit.format';

// The card's values in the user's display units (spec §3: metres or feet, km/h or knots).

const measure = (m: { key: string; value: string }, t: TFunction) =>
  t(`tracker.units.${m.key}` as 'tracker.units.metre', { value: m.value });

export function windText(
  wind: Metar['wind'],
  unit: SpeedUnit,
  t: TFunction,
  language: string,
): string | null {
  if (!wind) return null;
  if (wind.speedKt === 0) return t('weather.calm');
  const direction = wind.directionDeg === null ? t('weather.variable') : `${wind.directionDeg}°`;
  const parts = [`${direction} ${measure(speed(wind.speedKt, unit, language), t)}`];
  if (wind.gustKt !== null) {
    parts.push(t('weather.gust', { value: measure(speed(wind.gustKt, unit, language), t) }));
  }
  if (wind.variableFromDeg !== null && wind.variableToDeg !== null) {
    parts.push(t('weather.varying', { from: wind.variableFromDeg, to: wind.variableToDeg }));
  }
  return parts.join(language === 'zh' ? '，' : ', ');
}

export function visibilityText(metar: Metar, t: TFunction, language: string): string | null {
  const metres = metar.visibilityM;
  if (metres === null) return null;
  if (metres >= 9999) return t('weather.tenKm');
  if (metres >= 5000) {
    return t('weather.km', {
      value: (metres / 1000).toLocaleString(language, { maximumFractionDigits: 1 }),
    });
  }
  return t('weather.metres', { value: metres.toLocaleString(language) });
}

export function heightText(feet: number, unit: HeightUnit, t: TFunction, language: string) {
  return measure(altitude(feet, unit, language), t);
}

export function cloudsText(metar: Metar, unit: HeightUnit, t: TFunction, language: string): string {
  if (metar.verticalVisibilityFt !== null) {
    return t('weather.verticalVisibility', {
      value: heightText(metar.verticalVisibilityFt, unit, t, language),
    });
  }
  if (metar.cavok || metar.clouds.length === 0) return t('weather.noClouds');
  return metar.clouds
    .map((cloud) => {
      const cover = t(`weather.cover.${cloud.cover}` as 'weather.cover.FEW', {
        defaultValue: cloud.cover,
      });
      if (cloud.baseFt === null) return cover;
      const text = t('weather.cloudLayer', {
        cover,
        height: heightText(cloud.baseFt, unit, t, language),
      });
      return cloud.type ? `${text} ${cloud.type}` : text;
    })
    .join(language === 'zh' ? '；' : '; ');
}
