import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIGHT_SERVICES, type FlightBase, type FlightService } from '@skytrace/contracts';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import {
  age,
  altitude,
  azimuth,
  coordinate,
  flightTime,
  speed,
  verticalRate,
  type Measure,
} from '../../../settings/unit.format';
import type { FlightTimes } from './flight.times';
import type { Reading } from './detail.reading';

interface DetailFactsProps {
  reading: Reading | null;
  hex: string | null;
  callsign: string | null;
  squawk: string | null;
  /** Null for a visitor under the login rule: only the live values show. */
  full: {
    registration: string | null;
    aircraftType: string | null;
    /** The service type the server derived (spec §3 fservice), '' when unknown. */
    service: string;
    base: FlightBase | null;
    times: FlightTimes;
  } | null;
  /** "Now" for the age of the position, ms since the epoch. */
  nowMs: number;
}

type Row = [key: string, label: string, value: ReactNode];

/** The country of registration in the UI language (ISO 3166 code), else the server's name. */
function countryName(country: { code: string; name: string } | null | undefined, language: string) {
  if (country == null) return null;
  try {
    const names = new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : 'en-US'], {
      type: 'region',
    });
    return names.of(country.code.toUpperCase()) ?? country.name;
  } catch {
    // Not a region code Intl knows (RangeError): the server's name is still right.
    return country.name;
  }
}

const isFlightService = (code: string): code is FlightService =>
  (FLIGHT_SERVICES as readonly string[]).includes(code);

/** The display fields of spec §3 "Flight info display fields" in the chosen units. */
export function DetailFacts({ reading, hex, callsign, squawk, full, nowMs }: DetailFactsProps) {
  const { t, i18n } = useTranslation();
  const { heightUnit, speedUnit, timeZoneUnit } = useDisplaySettings();
  const language = i18n.language;
  const unknown = t('tracker.detail.unknown');
  const measure = (m: Measure) => t(`tracker.units.${m.key}`, { value: m.value });
  const or = (value: string | null | undefined) => (value ? value : unknown);
  const known = <T,>(value: T | null | undefined, show: (value: T) => string) =>
    value === null || value === undefined ? unknown : show(value);
  const time = (seconds: number | null) =>
    known(seconds, (s) => measure(flightTime(s, timeZoneUnit, language)));

  const rows: Row[] = [
    ['callsign', t('tracker.detail.callsign'), or(callsign)],
    [
      'altitude',
      t('tracker.detail.altitude'),
      reading?.onGround === true
        ? t('tracker.detail.onGround')
        : known(reading?.altitudeFt, (ft) => measure(altitude(ft, heightUnit, language))),
    ],
    [
      'speed',
      t('tracker.detail.speed'),
      known(reading?.speedKt, (kt) => measure(speed(kt, speedUnit, language))),
    ],
    ['latitude', t('tracker.detail.latitude'), known(reading?.lat, coordinate)],
    ['longitude', t('tracker.detail.longitude'), known(reading?.lon, coordinate)],
    ['squawk', t('tracker.detail.squawk'), or(squawk)],
    ['icao', t('tracker.detail.icao'), or(hex)],
  ];
  if (full !== null) {
    rows.push(
      [
        'azimuth',
        t('tracker.detail.azimuth'),
        known(reading?.track, (deg) => t('tracker.units.degrees', { value: azimuth(deg) })),
      ],
      [
        'verticalRate',
        t('tracker.detail.verticalRate'),
        known(reading?.verticalRateFpm, (fpm) => measure(verticalRate(fpm, heightUnit, language))),
      ],
      ['registration', t('tracker.detail.registration'), or(full.registration)],
      [
        'aircraftType',
        t('tracker.detail.aircraftType'),
        or(full.aircraftType ?? full.base?.aircraftTypeName),
      ],
      [
        'service',
        t('tracker.detail.service'),
        isFlightService(full.service) ? t(`trackerTools.services.${full.service}`) : unknown,
      ],
      ['country', t('tracker.detail.country'), or(countryName(full.base?.country, language))],
      [
        'updateTime',
        t('tracker.detail.updateTime'),
        known(reading?.timeMs, (ms) =>
          measure(
            flightTime(ms / 1000, timeZoneUnit, language, { withDate: false, seconds: true }),
          ),
        ),
      ],
      [
        'age',
        t('tracker.detail.age'),
        known(reading?.timeMs, (ms) => measure(age((nowMs - ms) / 1000))),
      ],
    );
  }

  return (
    <>
      <dl className="flight-detail__facts">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flight-detail__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {full !== null && (
        <section className="detail-times" aria-label={t('tracker.detail.times')}>
          <dl className="detail-times__list">
            {(['STD', 'ATD', 'STA', 'ATA', 'ETA'] as const).map((name) => {
              const key = name.toLowerCase() as 'std' | 'atd' | 'sta' | 'ata' | 'eta';
              return (
                <div key={name} className="detail-times__row">
                  <dt>
                    <abbr title={t(`tracker.detail.${key}Long`)}>{t(`tracker.detail.${key}`)}</abbr>
                  </dt>
                  <dd>{time(full.times[name])}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      )}
    </>
  );
}
