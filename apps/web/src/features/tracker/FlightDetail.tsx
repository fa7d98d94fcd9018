import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightBase } from '@skytrace/contracts';
import { http } from '../../api/client';
import { aircraftStore, isEmergency, type LiveAircraft } from '../../live/aircraft.store';
import { altitude, speed, verticalRate, type Measure } from './flight.format';
import { useDisplaySettings } from './display-settings.store';

interface FlightDetailProps {
  icao: number | null;
  /** The flight of the URL, shown when its aircraft is not (or no longer) in live data. */
  flight: string | undefined;
  onClose: () => void;
}

const subscribe = (listener: () => void) => aircraftStore.subscribe(listener);
const version = () => aircraftStore.version;

/** Flight base info (airline, origin, destination) of the selected aircraft, spec §3. */
function useFlightBase(aircraft: LiveAircraft | undefined): FlightBase | null {
  const [base, setBase] = useState<FlightBase | null>(null);
  const hex = aircraft?.hex;
  const callsign = aircraft?.identity?.callsign;
  useEffect(() => {
    if (hex === undefined) return;
    let cancelled = false;
    http
      .get<FlightBase>('/business/dynamic/flightBase', { query: { icao: hex, callsign } })
      .then((answer) => {
        if (!cancelled) setBase(answer.data);
      })
      .catch(() => {
        // Spec §8: base-info failures leave the fields empty.
      });
    return () => {
      cancelled = true;
    };
  }, [hex, callsign]);
  return base;
}

/** The detail bar of the selected flight (a bottom sheet on phones). */
export function FlightDetail({ icao, flight, onClose }: FlightDetailProps) {
  const { t, i18n } = useTranslation();
  useSyncExternalStore(subscribe, version);
  const aircraft = icao === null ? undefined : aircraftStore.get(icao);
  const base = useFlightBase(aircraft);
  const { heightUnit, speedUnit, setImperial } = useDisplaySettings();
  const language = i18n.language;
  const identity = aircraft?.identity ?? null;
  const title = identity?.fnum || identity?.callsign || flight || aircraft?.hex || '';
  const measure = (m: Measure) => t(`tracker.units.${m.key}`, { value: m.value });
  const unknown = t('tracker.detail.unknown');
  const or = (value: string | null | undefined) => (value ? value : unknown);
  const airportName = (airport: FlightBase['forg']) =>
    airport === null ? null : language === 'zh' && airport.cName ? airport.cName : airport.name;
  const airlineName =
    base?.airline === null || base?.airline === undefined
      ? null
      : language === 'zh' && base.airline.cName
        ? base.airline.cName
        : base.airline.name;

  const rows: [string, ReactNode][] =
    aircraft === undefined
      ? []
      : [
          [t('tracker.detail.callsign'), or(identity?.callsign)],
          [t('tracker.detail.flightNumber'), or(identity?.fnum || base?.flightNum2)],
          [t('tracker.detail.airline'), or(airlineName)],
          [
            t('tracker.detail.altitude'),
            aircraft.onGround
              ? t('tracker.detail.onGround')
              : aircraft.altitudeFt === null
                ? unknown
                : measure(altitude(aircraft.altitudeFt, heightUnit, language)),
          ],
          [
            t('tracker.detail.speed'),
            aircraft.speedKt === null
              ? unknown
              : measure(speed(aircraft.speedKt, speedUnit, language)),
          ],
          [
            t('tracker.detail.track'),
            aircraft.track === null
              ? unknown
              : t('tracker.units.degrees', { value: aircraft.track }),
          ],
          [
            t('tracker.detail.verticalRate'),
            aircraft.verticalRateFpm === null
              ? unknown
              : measure(verticalRate(aircraft.verticalRateFpm, heightUnit, language)),
          ],
          [t('tracker.detail.squawk'), or(identity?.squawk)],
          [t('tracker.detail.icao'), aircraft.hex],
          [t('tracker.detail.registration'), or(identity?.anum || base?.aircraftNum)],
          [t('tracker.detail.aircraftType'), or(identity?.aircraftType || base?.aircraftType)],
          [
            t('tracker.detail.age'),
            t('tracker.detail.seconds', {
              value: Math.max(
                0,
                Math.round((aircraftStore.lastBatchMs - aircraft.positionTimeMs) / 1000),
              ),
            }),
          ],
        ];

  const origin = identity?.org || base?.forg?.IATA || null;
  const destination = identity?.dst || base?.fdst?.IATA || null;
  return (
    <section className="flight-detail" aria-label={t('tracker.detail.region', { flight: title })}>
      <header className="flight-detail__header">
        <div>
          <h2 className="flight-detail__title">{title}</h2>
          {airlineName !== null && <p className="flight-detail__airline">{airlineName}</p>}
        </div>
        <button
          type="button"
          className="flight-detail__close"
          aria-label={t('tracker.detail.close')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      {aircraft !== undefined && isEmergency(aircraft) && (
        <p className="flight-detail__emergency" role="alert">
          {t('tracker.detail.emergency')} {identity?.squawk}
        </p>
      )}
      {aircraft === undefined ? (
        <p className="flight-detail__no-signal">
          {t('tracker.detail.noSignal', { flight: title })}
        </p>
      ) : (
        <>
          {(origin !== null || destination !== null) && (
            <div className="flight-detail__route">
              <div>
                <span className="flight-detail__label">{t('tracker.detail.origin')}</span>
                <strong className="flight-detail__airport">{or(origin)}</strong>
                <span className="flight-detail__city">{airportName(base?.forg ?? null)}</span>
              </div>
              <span className="flight-detail__arrow" aria-hidden="true">
                ✈
              </span>
              <div>
                <span className="flight-detail__label">{t('tracker.detail.destination')}</span>
                <strong className="flight-detail__airport">{or(destination)}</strong>
                <span className="flight-detail__city">{airportName(base?.fdst ?? null)}</span>
              </div>
            </div>
          )}
          <dl className="flight-detail__facts">
            {rows.map(([label, value]) => (
              <div key={label} className="flight-detail__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <label className="flight-detail__units">
            <input
              type="checkbox"
              checked={heightUnit === 'foot'}
              onChange={(event) => setImperial(event.target.checked)}
            />
            {t('tracker.units.imperial')}
          </label>
        </>
      )}
    </section>
  );
}
