import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { API_V2_PATHS, type HistoryFlight } from '@skytrace/contracts';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import {
  exportUrl,
  loadFlightNumberHistory,
  playbackFailure,
  type PlaybackFailure,
} from '../playback.api';
import { formatDateTime, formatTime, zoneLabel } from '../playback.format';
import { PlaybackStatus } from '../PlaybackStatus';
import { playbackPathOf } from '../playback.url';
import { usePlaybackAccess } from '../use-playback-access';
import './track-data.css';

const FLIGHT_PATTERN = /^[A-Za-z0-9]{2,8}$/;

/** yyyyMMdd → yyyy-MM-dd for display. */
const dashed = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;

/**
 * Spec §2 /track-data/{flight?}/{date?}: the days a flight number was recorded
 * (GET /business/dynamic/track), each opening its playback; `date` (yyyyMMdd) highlights a day.
 */
export function TrackDataPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { flight, date } = useParams();
  const access = usePlaybackAccess();
  const zone = useDisplaySettings((s) => s.timeZoneUnit);
  const [text, setText] = useState(flight ?? '');
  const wanted = flight !== undefined && FLIGHT_PATTERN.test(flight) ? flight.toUpperCase() : null;
  // The answer for one flight number; another number (or none yet) means loading.
  const [result, setResult] = useState<{
    key: string;
    rows: HistoryFlight[] | null;
    failure: PlaybackFailure | null;
  } | null>(null);

  useEffect(() => {
    if (wanted === null || access !== 'allowed') return;
    const controller = new AbortController();
    loadFlightNumberHistory(wanted, controller.signal)
      .then((rows) => {
        if (!controller.signal.aborted) setResult({ key: wanted, rows, failure: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = playbackFailure(error);
        // An unknown flight number is an empty history, not an error.
        setResult(
          reason.kind === 'noData'
            ? { key: wanted, rows: [], failure: null }
            : { key: wanted, rows: null, failure: reason },
        );
      });
    return () => controller.abort();
  }, [wanted, access]);

  const current = wanted !== null && result?.key === wanted ? result : null;
  const rows = current?.rows ?? null;
  const failure: PlaybackFailure | 'loading' | null =
    wanted === null
      ? null
      : access === 'login'
        ? { kind: 'login' }
        : current === null
          ? 'loading'
          : current.failure;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = text.trim().toUpperCase();
    if (FLIGHT_PATTERN.test(value)) void navigate(`/track-data/${encodeURIComponent(value)}`);
  };

  return (
    <div className="track-data">
      <h1>{t('playback.trackData.title')}</h1>
      <form className="track-data__form" onSubmit={submit}>
        <label>
          {t('playback.trackData.flight')}
          <input
            type="search"
            value={text}
            required
            pattern="[A-Za-z0-9]{2,8}"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary">
          {t('playback.trackData.show')}
        </button>
      </form>
      {wanted === null && <p>{t('playback.trackData.hint')}</p>}
      {failure !== null && <PlaybackStatus failure={failure} />}
      {wanted !== null && rows !== null && rows.length === 0 && (
        <p role="status">{t('playback.trackData.none', { flight: wanted })}</p>
      )}
      {wanted !== null && rows !== null && rows.length > 0 && (
        <>
          <table className="track-data__table">
            <thead>
              <tr>
                <th scope="col">{t('playback.trackData.date')}</th>
                <th scope="col">{t('playback.trackData.from')}</th>
                <th scope="col">{t('playback.trackData.to')}</th>
                <th scope="col">
                  {t('playback.trackData.departure')} ({zoneLabel(zone)})
                </th>
                <th scope="col">
                  {t('playback.trackData.arrival')} ({zoneLabel(zone)})
                </th>
                <th scope="col">{t('playback.trackData.aircraft')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('playback.trackData.play')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.flightId} aria-current={row.date === date ? 'date' : undefined}>
                  <td>{dashed(row.date)}</td>
                  <td>{row.org?.IATA ?? row.org?.ICAO ?? '—'}</td>
                  <td>{row.dst?.IATA ?? row.dst?.ICAO ?? '—'}</td>
                  <td title={formatDateTime((row.ATD ?? row.firstSeen) * 1000, zone)}>
                    {formatTime((row.ATD ?? row.firstSeen) * 1000, zone)}
                  </td>
                  <td title={formatDateTime((row.ATA ?? row.lastSeen) * 1000, zone)}>
                    {formatTime((row.ATA ?? row.lastSeen) * 1000, zone)}
                  </td>
                  <td>{[row.anum, row.aircraftType].filter(Boolean).join(' · ') || row.icaoId}</td>
                  <td>
                    <Link to={playbackPathOf(row)}>{t('playback.trackData.play')}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <a
            className="track-data__export"
            href={exportUrl(API_V2_PATHS.exportFlightNumber, { fnum: wanted })}
            download
          >
            {t('playback.trackData.export')}
          </a>
        </>
      )}
    </div>
  );
}
