import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventKind } from '@skytrace/contracts';
import { fetchHotFlights, HOT_REFRESH_MS, postRecommendClick, type HotFlight } from './hot.api';

interface HotFlightsProps {
  /** Selects the flight (the page's select flow) and takes the map to it. */
  onPick: (flight: HotFlight) => void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; flights: HotFlight[] };

/** The hot flights list: fetched when opened, refreshed every minute while open. */
export function HotFlights({ onPick }: HotFlightsProps) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let controller = new AbortController();
    const refresh = () => {
      controller.abort();
      controller = new AbortController();
      const signal = controller.signal;
      fetchHotFlights(signal)
        .then((flights) => {
          if (!signal.aborted) setLoad({ state: 'ready', flights });
        })
        .catch(() => {
          // A failed refresh keeps the list shown; only a first failure shows the message.
          if (!signal.aborted)
            setLoad((current) => (current.state === 'ready' ? current : { state: 'failed' }));
        });
    };
    refresh();
    const timer = setInterval(refresh, HOT_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return (
    <section className="tool-panel" aria-label={t('trackerTools.hot.title')}>
      <h2 className="tool-panel__title">{t('trackerTools.hot.title')}</h2>
      <p className="tool-hint">{t('trackerTools.hot.subtitle')}</p>
      {load.state === 'loading' && (
        <p className="tool-hint" role="status">
          {t('trackerTools.hot.loading')}
        </p>
      )}
      {load.state === 'failed' && (
        <div className="tool-error" role="alert">
          {t('trackerTools.hot.failed')}{' '}
          <button type="button" className="tool-button" onClick={retry}>
            {t('trackerTools.hot.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && load.flights.length === 0 && (
        <p className="tool-hint">{t('trackerTools.hot.empty')}</p>
      )}
      {load.state === 'ready' && load.flights.length > 0 && (
        <ol className="hot-list">
          {load.flights.map((flight) => {
            const name = flight.fnum || flight.callsign || flight.icaoId;
            const route =
              flight.org && flight.dst
                ? `${flight.org}–${flight.dst}`
                : t('trackerTools.hot.noRoute');
            return (
              <li key={flight.icaoId}>
                <button
                  type="button"
                  className="hot-list__item"
                  aria-label={t('trackerTools.hot.show', { flight: name })}
                  onClick={() => {
                    // Counting the click must not hold up or undo the pick; a failure is moot.
                    postRecommendClick(flight.icaoId).catch(() => undefined);
                    onPick(flight);
                  }}
                >
                  <span className="hot-list__name">{name}</span>
                  <span className="hot-list__route">{route}</span>
                  <span className="hot-list__views">
                    {t('trackerTools.hot.views', { count: flight.views })}
                  </span>
                  {flight.reason && (
                    <span className="hot-list__reason">
                      {t('events.reason.because', {
                        reason: t(`events.reason.${flight.reason.kind as EventKind}`, {
                          airport: flight.reason.airport,
                          squawk: flight.reason.squawk,
                        }),
                      })}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
