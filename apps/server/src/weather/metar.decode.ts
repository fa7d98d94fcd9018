// METAR and TAF text → the contract's decoded values, with metar-taf-parser (MIT) doing the
// grammar. The parser is lenient (it returns something for any text), so a report is accepted
// only with a real station and a day-hour-minute group; everything is normalised to metric
// except cloud bases and vertical visibility (feet, as reported worldwide).
import { parseMetar, parseTAF, type IMetar, type ITAF } from 'metar-taf-parser';
import type { FlightCategory, Metar } from '@skytrace/contracts';

export interface DecodedMetar {
  kind: 'METAR';
  icao: string;
  observedAt: Date;
  metar: Metar;
}
export interface DecodedTaf {
  kind: 'TAF';
  icao: string;
  observedAt: Date;
  validFrom: Date | null;
  validTo: Date | null;
  raw: string;
}
export type DecodedReport = DecodedMetar | DecodedTaf;

const HEADER = /^(?:(METAR|SPECI|TAF)\s+)?(?:(AMD|COR)\s+)?([A-Z]{4})\s+(\d{2})(\d{2})(\d{2})Z\s/;
const KNOTS_PER_MPS = 1.943_844;
const KNOTS_PER_KMH = 0.539_957;
const METRES_PER_SM = 1609.344;

/**
 * One report line decoded, or null when it is not a METAR/TAF. `now` places the day-of-month
 * in a month: the most recent such day not more than a day ahead of `now`.
 */
export function decodeReport(line: string, now: Date): DecodedReport | null {
  const text = line.trim().replace(/\s+/g, ' ').replace(/=$/, '');
  const header = HEADER.exec(`${text} `);
  if (!header) return null;
  const [, type, , icao = '', day, hour, minute] = header;
  const observedAt = dayTime(now, Number(day), Number(hour), Number(minute));
  if (!observedAt) return null;
  // A TAF says so, or carries a validity group right after its issue time.
  const isTaf = type === 'TAF' || (!type && /^[A-Z]{4} \d{6}Z \d{4}\/\d{4} /.test(text));
  try {
    if (isTaf) {
      const taf = parseTAF(type === 'TAF' ? text : `TAF ${text}`);
      return decodeTaf(taf, icao, observedAt, now, text);
    }
    const metar = parseMetar(type ? text.slice(type.length + 1) : text);
    if (metar.station !== icao) return null;
    return { kind: 'METAR', icao, observedAt, metar: decodeMetar(metar, observedAt, text) };
  } catch {
    return null;
  }
}

function decodeTaf(taf: ITAF, icao: string, issued: Date, now: Date, raw: string): DecodedTaf {
  const validity = taf.validity;
  return {
    kind: 'TAF',
    icao,
    observedAt: issued,
    validFrom: dayTime(now, validity.startDay, validity.startHour, 0, issued),
    validTo: dayTime(now, validity.endDay, validity.endHour, 0, issued),
    raw,
  };
}

function decodeMetar(metar: IMetar, observedAt: Date, raw: string): Metar {
  const visibilityM = metar.cavok ? 9999 : visibilityMetres(metar.visibility);
  const clouds = metar.clouds.map((cloud) => ({
    cover: cloud.quantity,
    baseFt: cloud.height ?? null,
    type: cloud.type ?? null,
  }));
  const verticalVisibilityFt = metar.verticalVisibility ?? null;
  const trendStart = raw.search(/ (NOSIG|TEMPO|BECMG)( |$)/);
  return {
    icao: metar.station,
    observedAt: observedAt.toISOString(),
    raw,
    flightCategory: flightCategory(visibilityM, ceilingFt(clouds, verticalVisibilityFt)),
    wind: metar.wind ? decodeWind(metar.wind) : null,
    visibilityM,
    cavok: Boolean(metar.cavok),
    clouds,
    verticalVisibilityFt,
    temperatureC: metar.temperature ?? null,
    dewPointC: metar.dewPoint ?? null,
    qnhHpa: metar.altimeter ? qnh(metar.altimeter) : null,
    weather: metar.weatherConditions.map(
      (condition) =>
        `${condition.intensity ?? ''}${condition.descriptive ?? ''}${condition.phenomenons.join('')}`,
    ),
    rvr: metar.runwaysInfo.flatMap((runway) => {
      // Runway deposit groups (state of the surface) carry no visual range.
      if (!('minRange' in runway)) return [];
      const unit: string = runway.unit;
      const factor = unit === 'FT' ? 0.3048 : 1;
      const max = 'maxRange' in runway && runway.maxRange ? runway.maxRange : null;
      return [
        {
          runway: runway.name,
          minM: Math.round(runway.minRange * factor),
          maxM: max === null ? null : Math.round(max * factor),
        },
      ];
    }),
    trend: trendStart >= 0 ? raw.slice(trendStart + 1).replace(/ RMK .*$/, '') : null,
  };
}

function decodeWind(wind: NonNullable<IMetar['wind']>): Metar['wind'] {
  const unit: string = wind.unit;
  const factor = unit === 'MPS' ? KNOTS_PER_MPS : unit === 'KM/H' ? KNOTS_PER_KMH : 1;
  return {
    directionDeg: wind.degrees ?? null,
    speedKt: Math.round(wind.speed * factor),
    gustKt: wind.gust === undefined ? null : Math.round(wind.gust * factor),
    variableFromDeg: wind.minVariation ?? null,
    variableToDeg: wind.maxVariation ?? null,
  };
}

function visibilityMetres(visibility: IMetar['visibility']): number | null {
  if (!visibility) return null;
  const unit: string = visibility.unit;
  const metres = unit === 'SM' ? visibility.value * METRES_PER_SM : visibility.value;
  // "P6SM" and "9999" both mean 10 km or more.
  return Math.min(9999, Math.round(metres));
}

function qnh(altimeter: NonNullable<IMetar['altimeter']>): number {
  const unit: string = altimeter.unit;
  return unit === 'inHg' ? Math.round(altimeter.value * 33.8639) : altimeter.value;
}

/** Lowest broken or overcast layer, or the vertical visibility of an obscured sky. */
export function ceilingFt(
  clouds: Metar['clouds'],
  verticalVisibilityFt: number | null,
): number | null {
  const bases = clouds.flatMap((cloud) =>
    (cloud.cover === 'BKN' || cloud.cover === 'OVC') && cloud.baseFt !== null ? [cloud.baseFt] : [],
  );
  if (verticalVisibilityFt !== null) bases.push(verticalVisibilityFt);
  return bases.length ? Math.min(...bases) : null;
}

/** FAA categories: LIFR < 500 ft or < 1 SM; IFR < 1000 ft or < 3 SM; MVFR ≤ 3000 ft or ≤ 5 SM. */
export function flightCategory(visibilityM: number | null, ceiling: number | null): FlightCategory {
  const sm = visibilityM === null ? Infinity : visibilityM / METRES_PER_SM;
  const ft = ceiling ?? Infinity;
  if (ft < 500 || sm < 1) return 'LIFR';
  if (ft < 1000 || sm < 3) return 'IFR';
  if (ft <= 3000 || sm <= 5) return 'MVFR';
  return 'VFR';
}

/**
 * The UTC time of day-of-month `day` at hour:minute: the latest one not more than a day after
 * `now` (clocks differ), or for a TAF's validity the first one from its issue time `after` on.
 * Hour 24 is the next midnight.
 */
function dayTime(now: Date, day: number, hour: number, minute: number, after?: Date): Date | null {
  if (day < 1 || day > 31 || hour > 24 || minute > 59) return null;
  const anchor = after ?? now;
  const offsets = after ? [0, 1] : [1, 0, -1, -2];
  for (const offset of offsets) {
    const year = anchor.getUTCFullYear();
    const month = anchor.getUTCMonth() + offset;
    // Skip months without this day (31 in a 30-day month).
    if (new Date(Date.UTC(year, month, day)).getUTCDate() !== day) continue;
    const candidate = new Date(Date.UTC(year, month, day, hour, minute));
    if (
      after
        ? candidate.getTime() >= after.getTime() - 3_600_000
        : candidate.getTime() <= now.getTime() + 86_400_000
    ) {
      return candidate;
    }
  }
  return null;
}
