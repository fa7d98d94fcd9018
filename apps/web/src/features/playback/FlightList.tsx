import { useTranslation } from 'react-i18next';
import type { PlaybackFlight } from './playback.api';

const MAX_LISTED = 200;

/** The flights of an airport or area playback; choosing one shows its values and profile. */
export function FlightList({
  flights,
  selectedKey,
  onSelect,
}: {
  flights: readonly PlaybackFlight[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (flights.length === 0) return null;
  return (
    <section className="playback-form">
      <h3 className="playback-section-title">
        {t('playback.detail.flights')} ({flights.length})
      </h3>
      <ul className="playback-list">
        {flights.slice(0, MAX_LISTED).map((flight) => (
          <li
            key={flight.key}
            className="playback-list__item"
            aria-current={flight.key === selectedKey}
          >
            <button
              type="button"
              className="playback-list__main"
              onClick={() => onSelect(flight.key)}
            >
              <strong>{flight.label}</strong>{' '}
              {(flight.org !== null || flight.dst !== null) &&
                `${flight.org ?? '—'} → ${flight.dst ?? '—'}`}
              {flight.use !== undefined && (
                <small>{t(`playback.airport.uses.${flight.use}`)}</small>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
