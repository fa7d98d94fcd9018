import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { failureText } from '../../api/failure';
import { AirportWeather } from '../weather';
import type { BoardKind } from './airport.api';
import { airportName } from './airport.format';
import { AirportSummary } from './AirportSummary';
import { FlightBoard } from './FlightBoard';
import { useAirportStatistics, useBoard } from './use-airport';
import './airport.css';

const TABS: readonly BoardKind[] = ['arrivals', 'departures', 'soon', 'departed'];

function BoardTab(props: { kind: BoardKind; code: string }) {
  const { t } = useTranslation();
  const board = useBoard(props.kind, props.code);
  return (
    <>
      {board.error ? (
        <p role="alert" className="airport-error">
          {failureText(board.error, t('airport.failed'))}
        </p>
      ) : null}
      <FlightBoard
        board={board.data}
        loading={board.loading}
        label={t(`airport.boards.${props.kind}`)}
        side={props.kind === 'departures' || props.kind === 'departed' ? 'departure' : 'arrival'}
      />
    </>
  );
}

/** Spec §2 `/airport/{aptCode}` (IATA or ICAO): status, figures, notices, events and boards. */
export function AirportPage() {
  const { t, i18n } = useTranslation();
  const code = (useParams().aptCode ?? '').toUpperCase();
  const stats = useAirportStatistics(code);
  const [tab, setTab] = useState<BoardKind>('arrivals');
  const airport = stats.data?.airport;
  return (
    <main className="airport-page">
      {airport ? (
        <header className="airport-page__head">
          <h1>{airportName(airport, i18n.language)}</h1>
          <p className="airport-muted">
            {i18n.language === 'zh' ? airport.name : (airport.cName ?? '')}{' '}
            {t('airport.codes', { iata: airport.IATA ?? '—', icao: airport.ICAO })}
          </p>
        </header>
      ) : null}
      {stats.error ? (
        <p role="alert" className="airport-error">
          {failureText(stats.error, t('airport.failed'))}{' '}
          <button type="button" className="airport-button" onClick={stats.reload}>
            {t('airport.retry')}
          </button>
        </p>
      ) : null}
      {!stats.data && stats.loading ? (
        <p className="airport-muted">{t('airport.loading')}</p>
      ) : null}
      {stats.data ? <AirportSummary stats={stats.data} /> : null}
      {stats.data ? (
        <section className="airport-weather">
          <AirportWeather code={stats.data.airport.ICAO} />
        </section>
      ) : null}
      {airport ? (
        <section className="airport-boards">
          <div role="tablist" className="airport-tabs">
            {TABS.map((kind) => (
              <button
                key={kind}
                type="button"
                role="tab"
                id={`airport-tab-${kind}`}
                aria-selected={tab === kind}
                aria-controls="airport-board-panel"
                className={
                  tab === kind ? 'airport-tabs__tab airport-tabs__tab--active' : 'airport-tabs__tab'
                }
                onClick={() => setTab(kind)}
              >
                {t(`airport.boards.${kind}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="airport-board-panel" aria-labelledby={`airport-tab-${tab}`}>
            <BoardTab key={tab} kind={tab} code={airport.ICAO} />
          </div>
        </section>
      ) : null}
    </main>
  );
}
