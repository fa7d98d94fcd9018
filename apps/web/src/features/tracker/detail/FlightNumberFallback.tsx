import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_V2_PATHS, type FlightAnswer } from '@skytrace/contracts';
import { http } from '../../../session/api-client';
import { failureText } from '../../../api/failure';
import { ApiError } from '../../../api/http';
import { useTrackerVariant } from '../mobile/tracker-variant';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; answer: FlightAnswer }
  | { state: 'failed'; message: string | null };

/**
 * A /tracker/{fnum2} flight that no aircraft flies now: `dynamic/flight` says whether it was
 * recorded today (spec §8 "Signal missing, help you view playback", with a link to each
 * recorded flight) or is unknown (the server's hasNoFlightInfo, "Real-time Flight Unfound").
 */
export function FlightNumberFallback({ fnum }: { fnum: string }) {
  const { t } = useTranslation();
  const prefix = useTrackerVariant() === 'mobile' ? '/mobile' : '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    // The parent keys this component by the flight number: a new number is a new mount.
    const controller = new AbortController();
    http
      .get<FlightAnswer>(API_V2_PATHS.flightByNumber, {
        query: { fnum },
        signal: controller.signal,
      })
      .then((envelope) => setLoad({ state: 'ready', answer: envelope.data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A visitor where flight detail needs login: the detail bar already says so.
        if (error instanceof ApiError && error.status === 401)
          setLoad({ state: 'failed', message: null });
        else setLoad({ state: 'failed', message: failureText(error, t('tracker.detail.unfound')) });
      });
    return () => controller.abort();
  }, [fnum, t]);

  if (load.state === 'loading') return null;
  if (load.state === 'failed')
    return load.message === null ? null : (
      <p className="flight-detail__no-signal" role="status" data-testid="flight-unfound">
        {load.message}
      </p>
    );
  const recorded = load.answer.recorded;
  if (recorded.length === 0) return null;
  return (
    <div className="detail-links" data-testid="flight-recorded">
      <p className="flight-detail__no-signal">{t('tracker.detail.signalMissing')}</p>
      {recorded.map((flight) => {
        const path =
          flight.dynamicId !== null
            ? `${prefix}/playback/${encodeURIComponent(flight.dynamicId)}/${Math.floor(flight.STD ?? flight.firstSeen).toString()}`
            : `${prefix}/playbacksup/${encodeURIComponent(flight.anum ?? flight.icaoId)}/${flight.flightId.toString()}/${Math.floor(flight.firstSeen).toString()}/${Math.ceil(flight.lastSeen).toString()}`;
        const route = [flight.org?.IATA ?? flight.org?.ICAO, flight.dst?.IATA ?? flight.dst?.ICAO]
          .filter(Boolean)
          .join('–');
        return (
          <Link key={flight.flightId} className="detail-link detail-link--primary" to={path}>
            {t('tracker.detail.replayRecorded', { route: route || flight.icaoId })}
          </Link>
        );
      })}
    </div>
  );
}
