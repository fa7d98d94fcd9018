// METAR and TAF text from the simulated conditions, in each region's own conventions: metres
// per second in China and Russia, statute miles and inches of mercury in the United States,
// knots, metres and hectopascals elsewhere; CAVOK on clear days outside the US.
import type { Conditions } from './weather.field';

const MPS_PER_KT = 0.514_444;

type Region = 'mps' | 'us' | 'icao';

function regionOf(icao: string): Region {
  if (icao.startsWith('Z') || icao.startsWith('U')) return 'mps';
  if (icao.startsWith('K') || icao.startsWith('P')) return 'us';
  return 'icao';
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}

/** `240600Z` for a unix time. */
export function dayTimeGroup(time: number): string {
  const date = new Date(time * 1000);
  return `${two(date.getUTCDate())}${two(date.getUTCHours())}${two(date.getUTCMinutes())}Z`;
}

function wind(conditions: Conditions, region: Region, variation: boolean): string {
  const unit = region === 'mps' ? 'MPS' : 'KT';
  const speed = (kt: number) => two(region === 'mps' ? Math.round(kt * MPS_PER_KT) : kt);
  if (conditions.windKt === 0) return `00000${unit}`;
  if (conditions.windKt <= 3) return `VRB${speed(Math.max(1, conditions.windKt))}${unit}`;
  const direction = String(Math.round(conditions.windFromDeg / 10) * 10 || 360).padStart(3, '0');
  const gust = conditions.gustKt ? `G${speed(conditions.gustKt)}` : '';
  let text = `${direction}${speed(conditions.windKt)}${gust}${unit}`;
  if (variation && conditions.windKt >= 4 && conditions.windKt <= 12) {
    const from = (Math.round(conditions.windFromDeg / 10) * 10 + 320) % 360 || 360;
    const to = (Math.round(conditions.windFromDeg / 10) * 10 + 40) % 360 || 360;
    text += ` ${String(from).padStart(3, '0')}V${String(to).padStart(3, '0')}`;
  }
  return text;
}

function visibility(metres: number, region: Region): string {
  if (region !== 'us') return String(Math.min(9999, metres)).padStart(4, '0');
  if (metres >= 9999) return '10SM';
  if (metres < 800) return '1/4SM';
  if (metres < 1200) return '1/2SM';
  return `${Math.max(1, Math.round(metres / 1609))}SM`;
}

/** Present weather and cloud groups for the conditions. */
function sky(conditions: Conditions): { weather: string[]; clouds: string[] } {
  const { wetness, temperatureC, visibilityM } = conditions;
  const precipitation = temperatureC <= 1 ? 'SN' : 'RA';
  if (conditions.thunder) {
    return { weather: ['TSRA'], clouds: ['FEW030CB', 'BKN080'] };
  }
  if (conditions.fog) {
    const weather = visibilityM < 1000 ? 'FG' : 'BR';
    return { weather: [weather], clouds: visibilityM < 600 ? ['VV002'] : ['BKN004'] };
  }
  const weather: string[] = [];
  if (wetness > 0.9) weather.push(precipitation);
  else if (wetness > 0.75) weather.push(`-${precipitation}`);
  else if (visibilityM < 5000) weather.push('BR');
  if (wetness > 0.8) return { weather, clouds: ['BKN008', 'OVC020'] };
  if (wetness > 0.68) return { weather, clouds: ['SCT015', 'BKN030'] };
  if (wetness > 0.5) return { weather, clouds: ['SCT030', 'BKN080'] };
  if (wetness > 0.35) return { weather, clouds: ['FEW030', 'SCT100'] };
  if (wetness > 0.2) return { weather, clouds: ['FEW040'] };
  return { weather, clouds: [] };
}

function temperature(value: number): string {
  return value < 0 ? `M${two(-value)}` : two(value);
}

/** The body shared by a METAR and a TAF's groups: wind, visibility, weather, clouds. */
function body(conditions: Conditions, region: Region, variation: boolean): string {
  const { weather, clouds } = sky(conditions);
  const groups = [wind(conditions, region, variation)];
  if (
    region !== 'us' &&
    conditions.visibilityM >= 9999 &&
    weather.length === 0 &&
    clouds.length === 0
  ) {
    groups.push('CAVOK');
    return groups.join(' ');
  }
  groups.push(visibility(conditions.visibilityM, region), ...weather);
  groups.push(...(clouds.length ? clouds : [region === 'us' ? 'CLR' : 'NSC']));
  return groups.join(' ');
}

export function formatMetar(
  icao: string,
  time: number,
  conditions: Conditions,
  trend: string,
): string {
  const region = regionOf(icao);
  const variation = Math.floor(time / 1800) % 5 === 0;
  const pressure =
    region === 'us'
      ? `A${String(Math.round(conditions.qnhHpa * 2.953)).padStart(4, '0')}`
      : `Q${conditions.qnhHpa}`;
  return [
    'METAR',
    icao,
    dayTimeGroup(time),
    body(conditions, region, variation),
    `${temperature(conditions.temperatureC)}/${temperature(conditions.dewPointC)}`,
    pressure,
    region === 'us' ? '' : trend,
  ]
    .filter(Boolean)
    .join(' ');
}

/** `2406/2506`-style validity (hour 24 for the end of a day). */
function validityGroup(from: number, to: number): string {
  const start = new Date(from * 1000);
  const end = new Date(to * 1000);
  const endDay =
    end.getUTCHours() === 0 ? new Date((to - 3600) * 1000).getUTCDate() : end.getUTCDate();
  const endHour = end.getUTCHours() === 0 ? 24 : end.getUTCHours();
  return `${two(start.getUTCDate())}${two(start.getUTCHours())}/${two(endDay)}${two(endHour)}`;
}

export interface TafPeriod {
  from: number;
  to: number;
  conditions: Conditions;
  kind: 'BECMG' | 'TEMPO';
}

export function formatTaf(
  icao: string,
  issued: number,
  validFrom: number,
  validTo: number,
  base: Conditions,
  changes: readonly TafPeriod[],
): string {
  const region = regionOf(icao);
  const groups = ['TAF', icao, dayTimeGroup(issued), validityGroup(validFrom, validTo)];
  groups.push(body(base, region, false));
  for (const change of changes) {
    groups.push(
      change.kind,
      validityGroup(change.from, change.to),
      body(change.conditions, region, false),
    );
  }
  return groups.join(' ');
}
