import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHINA_TIME_OFFSET_SECONDS, type HistoryFlight } from '@skytrace/contracts';
import { useDisplaySettings } from '../../settings/display-settings.store';
import { playbackFailure, searchHistory, flightLabel } from './playback.api';
import {
  compactDateIn,
  compactToInputDate,
  formatDateTime,
  inputDateToCompact,
} from './playback.format';

interface HistorySearchProps {
  /** The action button(s) of each result. */
  action: (flight: HistoryFlight) => ReactNode;
}

const ZONES = [
  { offset: CHINA_TIME_OFFSET_SECONDS, key: 'zoneLocal' },
  { offset: 0, key: 'zoneGmt' },
] as const;

/** Spec §5 advanced search: text, a yyyyMMdd date and that date's zone offset in seconds. */
export function HistorySearch({ action }: HistorySearchProps) {
  const { t } = useTranslation();
  const zone = useDisplaySettings((s) => s.timeZoneUnit);
  const [text, setText] = useState('');
  const [offset, setOffset] = useState<number>(zone === 'gmt' ? 0 : CHINA_TIME_OFFSET_SECONDS);
  const [date, setDate] = useState(() => compactToInputDate(compactDateIn(Date.now(), offset)));
  const [results, setResults] = useState<HistoryFlight[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const searchDate = inputDateToCompact(date);
    if (text.trim() === '' || searchDate === null) return;
    setBusy(true);
    setError(null);
    searchHistory({ searchText: text.trim(), searchDate, timeZone: offset })
      .then(setResults)
      .catch((caught: unknown) => {
        // Spec §8: advanced search failure shows the server message or "Error", empties results.
        const failure = playbackFailure(caught);
        setResults([]);
        setError(
          failure.kind === 'login'
            ? t('playback.loginRequired')
            : failure.kind === 'error' && failure.message !== null
              ? failure.message
              : t('playback.failed'),
        );
      })
      .finally(() => setBusy(false));
  };

  return (
    <section className="playback-form" aria-label={t('playback.search.title')}>
      <h3 className="playback-section-title">{t('playback.search.title')}</h3>
      <form className="playback-form" onSubmit={submit}>
        <label>
          {t('playback.search.text')}
          <input
            type="search"
            value={text}
            required
            maxLength={16}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <div className="playback-form__row">
          <label>
            {t('playback.search.date')}
            <input
              type="date"
              value={date}
              required
              onChange={(event) => setDate(event.target.value)}
            />
          </label>
          <label>
            {t('playback.search.zone')}
            <select value={offset} onChange={(event) => setOffset(Number(event.target.value))}>
              {ZONES.map((z) => (
                <option key={z.offset} value={z.offset}>
                  {t(`playback.detail.${z.key}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" disabled={busy}>
          {busy ? t('playback.search.searching') : t('playback.search.submit')}
        </button>
      </form>
      {error !== null && (
        <p className="playback-form__error" role="alert">
          {error}
        </p>
      )}
      {results !== null && error === null && results.length === 0 && (
        <p className="playback-note">{t('playback.search.none')}</p>
      )}
      {results !== null && results.length > 0 && (
        <ul className="playback-list" aria-label={t('playback.search.results')}>
          {results.map((flight) => (
            <li key={flight.flightId} className="playback-list__item">
              <div className="playback-list__main">
                <strong>{flightLabel(flight)}</strong>{' '}
                {(flight.org !== null || flight.dst !== null) &&
                  `${flight.org?.IATA ?? flight.org?.ICAO ?? '—'} → ${flight.dst?.IATA ?? flight.dst?.ICAO ?? '—'}`}
                <small>
                  {flight.callsign !== null && flight.callsign !== flightLabel(flight)
                    ? `${flight.callsign} · `
                    : ''}
                  {t('playback.search.departed', {
                    time: formatDateTime((flight.ATD ?? flight.firstSeen) * 1000, zone),
                  })}
                </small>
              </div>
              {action(flight)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
