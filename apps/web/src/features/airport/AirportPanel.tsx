import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../api/failure';
import { airportName } from './airport.format';
import { AirportSummary } from './AirportSummary';
import { FlightBoard } from './FlightBoard';
import { useAirportStatistics, useBoard } from './use-airport';
import './airport.css';

/**
 * The live map's airport panel, opened from an airport's label: status, figures, notices and
 * the flights arriving within the hour, with the way to the airport page.
 */
export function AirportPanel(props: { code: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const stats = useAirportStatistics(props.code);
  const soon = useBoard('soon', props.code);
  const airport = stats.data?.airport;
  const title = airport ? airportName(airport, i18n.language) : props.code;
  return (
    <aside className="airport-panel" aria-label={title}>
      <header className="airport-panel__head">
        <h2>{title}</h2>
        <button
          type="button"
          className="airport-button airport-button--close"
          aria-label={t('airport.close')}
          onClick={props.onClose}
        >
          ×
        </button>
      </header>
      {stats.error ? (
        <p role="alert" className="airport-error">
          {failureText(stats.error, t('airport.failed'))}
        </p>
      ) : null}
      {!stats.data && stats.loading ? (
        <p className="airport-muted">{t('airport.loading')}</p>
      ) : null}
      {stats.data ? <AirportSummary stats={stats.data} compact /> : null}
      <h3>{t('airport.boards.soon')}</h3>
      <FlightBoard
        board={soon.data}
        loading={soon.loading}
        side="arrival"
        label={t('airport.boards.soon')}
        compact
      />
      <Link className="airport-panel__page" to={`/airport/${encodeURIComponent(props.code)}`}>
        {t('airport.openPage')}
      </Link>
    </aside>
  );
}
