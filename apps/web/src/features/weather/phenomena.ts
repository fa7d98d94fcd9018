import type { TFunction } from 'i18next';

// A METAR weather group (`-RA`, `+TSRA`, `VCSH`, `FZFG`) in words: intensity, descriptor and
// each two-letter phenomenon translated; a code without a translation is shown as sent.

const GROUP = /^([+-]|VC)?(MI|PR|BC|DR|BL|SH|TS|FZ)?((?:[A-Z]{2})*)$/;
const KNOWN = new Set([
  'DZ',
  'RA',
  'SN',
  'SG',
  'PL',
  'GR',
  'GS',
  'UP',
  'BR',
  'FG',
  'FU',
  'VA',
  'DU',
  'SA',
  'HZ',
  'PO',
  'SQ',
  'FC',
  'SS',
  'DS',
  'IC',
]);

export function phenomenonText(code: string, t: TFunction, language: string): string {
  const match = GROUP.exec(code);
  if (!match) return code;
  const [, intensity, descriptor, rest = ''] = match;
  const phenomena = rest.match(/../g) ?? [];
  if (phenomena.some((item) => !KNOWN.has(item))) return code;
  const words: string[] = [];
  if (intensity === '-') words.push(t('weather.intensity.light'));
  if (intensity === '+') words.push(t('weather.intensity.heavy'));
  if (intensity === 'VC') words.push(t('weather.intensity.vicinity'));
  if (descriptor) words.push(t(`weather.descriptor.${descriptor}` as 'weather.descriptor.SH'));
  for (const item of phenomena)
    words.push(t(`weather.phenomenon.${item}` as 'weather.phenomenon.RA'));
  return words.join(language === 'zh' ? '' : ' ');
}
