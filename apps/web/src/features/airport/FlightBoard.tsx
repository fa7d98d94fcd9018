import { useState, type ReactNode } from 'react';
import type { Board, BoardFlight } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { airportName, clockTime, flightLink } from './airport.format';

/** Rows a board shows at first, and more at each "show more". */
const PAGE_ROWS = 40;
/** Rows the map panel's board shows. */
const COMPACT_ROWS = 8;

/**
 * One board (arrivals, departures, soon arriving, departed): scheduled, estimated and actual
 * times in the airport's zone, status and delay; the flight opens the live flight or its
 * playback. `compact` (the map panel) keeps flight, the other airport, times and status. Plain
 * HTML, no UI kit: the map panel lives on the radar's route, which never loads Ant Design.
 */
export function FlightBoard(props: {
  board: Board | undefined;
  side: 'arrival' | 'departure';
  loading: boolean;
  compact?: boolean;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const zone = props.board?.airport.zone ?? null;
  const time = (seconds: number | null) => clockTime(seconds, zone, i18n.language);
  const [shown, setShown] = useState(props.compact ? COMPACT_ROWS : PAGE_ROWS);
  const all = props.board?.flights ?? [];
  const flights = all.slice(0, shown);
  if (!props.board && props.loading) return <p className="airport-muted">{t('airport.loading')}</p>;
  if (flights.length === 0) return <p className="airport-muted">{t('airport.boards.empty')}</p>;
  const full = !props.compact;
  const more = all.length - flights.length;
  return (
    <div className="airport-board">
      <table aria-label={props.label}>
        <thead>
          <tr>
            <th scope="col">{t('airport.boards.flight')}</th>
            <th scope="col">
              {t(props.side === 'arrival' ? 'airport.boards.from' : 'airport.boards.to')}
            </th>
            <th scope="col">{t('airport.boards.scheduled')}</th>
            <th scope="col">{t('airport.boards.estimated')}</th>
            {full ? <th scope="col">{t('airport.boards.actual')}</th> : null}
            <th scope="col">{t('airport.boards.status')}</th>
            {full ? <th scope="col">{t('airport.boards.delay')}</th> : null}
            {full ? <th scope="col">{t('airport.boards.aircraft')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {flights.map((flight) => (
            <Row key={flight.dynamicId} flight={flight} side={props.side} full={full} time={time}>
              {(link, label) => (
                <a
                  href={link.path}
                  aria-label={label}
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate(link.path);
                  }}
                >
                  {flight.fnum}
                  {link.kind === 'live' ? (
                    <span className="airport-tag airport-tag--live">
                      {t('airport.boards.live')}
                    </span>
                  ) : null}
                </a>
              )}
            </Row>
          ))}
        </tbody>
      </table>
      {more > 0 && full ? (
        <button
          type="button"
          className="airport-button airport-board__more"
          onClick={() => setShown((value) => value + PAGE_ROWS)}
        >
          {t('airport.boards.more', { count: Math.min(more, PAGE_ROWS) })}
        </button>
      ) : null}
    </div>
  );
}

function Row(props: {
  flight: BoardFlight;
  side: 'arrival' | 'departure';
  full: boolean;
  time: (seconds: number | null) => string;
  children: (link: NonNullable<ReturnType<typeof flightLink>>, label: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { flight, time } = props;
  const link = flightLink(flight);
  const other = props.side === 'arrival' ? flight.org : flight.dst;
  return (
    <tr data-status={flight.status}>
      <th scope="row">
        {link
          ? props.children(
              link,
              t(link.kind === 'live' ? 'airport.boards.openLive' : 'airport.boards.openPlayback', {
                flight: flight.fnum,
              }),
            )
          : flight.fnum}
      </th>
      <td>{props.full ? airportName(other, i18n.language) : (other.IATA ?? other.ICAO)}</td>
      <td>{time(flight.scheduled)}</td>
      <td>{time(flight.estimated)}</td>
      {props.full ? <td>{time(flight.actual)}</td> : null}
      <td>
        <span className={`airport-tag airport-tag--${flight.status}`}>
          {t(`airport.statuses.${flight.status}`)}
        </span>
      </td>
      {props.full ? (
        <td>
          {flight.delayMinutes === null
            ? ''
            : t('airport.figures.minutes', { count: flight.delayMinutes })}
        </td>
      ) : null}
      {props.full ? (
        <td>{[flight.aircraftType, flight.anum].filter(Boolean).join(' · ')}</td>
      ) : null}
    </tr>
  );
}
