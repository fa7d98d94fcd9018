import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EVENT_KINDS, type EventKind } from '@skytrace/contracts';
import { useLoad } from '../../api/use-load';
import { failureText } from '../../api/failure';
import {
  eventPlaybackPath,
  feedQuery,
  fetchEventFeed,
  FEED_REFRESH_MS,
  type FeedEvent,
  type Region,
} from './events.api';
import { EventKindIcon } from './EventKindIcon';
import { timeAgo } from './time-ago';
import './events.css';

interface EventFeedProps {
  /** The map's current region (null before the map is ready). */
  region: () => Region | null;
  /** Subscribes to the end of map moves; returns the unsubscribe function. */
  onMapMove: (listener: () => void) => () => void;
  /** Centres the map on the event's position. */
  onShow: (event: FeedEvent) => void;
  /** Links go to the /mobile playback routes. */
  mobile: boolean;
}

/**
 * The live event feed (issue 19): what is happening now — go-arounds, holds, diversions,
 * returns, emergency squawks, rapid descents — newest first, by kind and (optionally) only in
 * the map's view. Polled every FEED_REFRESH_MS while open, like the hot flights' list: events
 * are a few a minute, so a poll is cheaper than a socket subscription per viewer.
 */
export function EventFeed({ region, onMapMove, onShow, mobile }: EventFeedProps) {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<readonly EventKind[]>([]);
  const [inView, setInView] = useState(false);
  const [regionKey, setRegionKey] = useState(0);
  const [now, setNow] = useState(() => Date.now() / 1000);
  const query = feedQuery(kinds, inView ? region() : null);
  // `regionKey` changes when the map moves, so the query above is read again then.
  const feed = useLoad(
    (signal) => fetchEventFeed(query, signal),
    `${JSON.stringify(query)}|${regionKey.toString()}`,
  );
  const reload = feed.reload;

  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now() / 1000);
      reload();
    }, FEED_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  useEffect(() => {
    if (!inView) return undefined;
    return onMapMove(() => setRegionKey((key) => key + 1));
  }, [inView, onMapMove]);

  const toggleKind = useCallback((kind: EventKind) => {
    setKinds((current) =>
      current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind],
    );
  }, []);

  const events = feed.data;
  return (
    <section className="tool-panel event-feed" aria-label={t('events.title')}>
      <h2 className="tool-panel__title">{t('events.title')}</h2>
      <p className="tool-hint">{t('events.subtitle')}</p>
      <fieldset className="event-feed__kinds">
        <legend className="visually-hidden">{t('events.kindsLabel')}</legend>
        {EVENT_KINDS.map((kind) => (
          <label key={kind} className="event-feed__kind">
            <input
              type="checkbox"
              checked={kinds.includes(kind)}
              onChange={() => toggleKind(kind)}
            />
            <EventKindIcon kind={kind} />
            {t(`events.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <label className="event-feed__region">
        <input type="checkbox" checked={inView} onChange={(e) => setInView(e.target.checked)} />
        {t('events.inView')}
      </label>
      {events === undefined && feed.error === undefined && (
        <p className="tool-hint" role="status">
          {t('events.loading')}
        </p>
      )}
      {feed.error !== undefined && (
        <div className="tool-error" role="alert">
          {failureText(feed.error, t('events.failed'))}{' '}
          <button type="button" className="tool-button" onClick={reload}>
            {t('events.retry')}
          </button>
        </div>
      )}
      {events !== undefined && events.length === 0 && (
        <p className="tool-hint">{t(inView ? 'events.emptyInView' : 'events.empty')}</p>
      )}
      {events !== undefined && events.length > 0 && (
        <ol className="event-feed__list" aria-label={t('events.listLabel')}>
          {events.map((event) => (
            <EventRow key={event.id} event={event} now={now} mobile={mobile} onShow={onShow} />
          ))}
        </ol>
      )}
    </section>
  );
}

function EventRow({
  event,
  now,
  mobile,
  onShow,
}: {
  event: FeedEvent;
  now: number;
  mobile: boolean;
  onShow: (event: FeedEvent) => void;
}) {
  const { t } = useTranslation();
  const flight = event.fnum || event.callsign || event.icao;
  const airport = event.airportIata || event.airport;
  const what = t(`events.kind.${event.kind}`);
  const detail = describe(event, t);
  return (
    <li className={`event-row event-row--${event.kind}`}>
      <button
        type="button"
        className="event-row__main"
        aria-label={t('events.show', { flight, kind: what })}
        onClick={() => onShow(event)}
      >
        <EventKindIcon kind={event.kind} />
        <span className="event-row__flight">{flight}</span>
        <span className="event-row__kind">{what}</span>
        <span className="event-row__airport">{airport || t('events.noAirport')}</span>
        <span className="event-row__ago">{timeAgo(now - event.time, t)}</span>
        {detail !== '' && <span className="event-row__detail">{detail}</span>}
      </button>
      <Link className="event-row__replay" to={eventPlaybackPath(event, now, mobile)}>
        {t('events.replay')}
      </Link>
    </li>
  );
}

/** The kind's own fact: the squawk, the planned destination, the runway, the count. */
function describe(event: FeedEvent, t: TFunction): string {
  const d = event.details;
  switch (event.kind) {
    case 'emergency':
      if (d.squawk === '7500') return t('events.squawk.7500');
      if (d.squawk === '7600') return t('events.squawk.7600');
      if (d.squawk === '7700') return t('events.squawk.7700');
      return String(d.squawk);
    case 'divert':
      return t('events.detail.planned', { airport: String(d.plannedIata || d.plannedDestination) });
    case 'goAround':
      return event.runway ? t('events.detail.runway', { runway: event.runway }) : '';
    case 'goAroundBurst':
      return t('events.detail.burst', { count: Number(d.count), runway: event.runway });
    case 'rapidDescent':
      return t('events.detail.rate', { rate: Math.abs(Number(d.rateFpm)).toLocaleString() });
    case 'holding':
      return t('events.detail.turn', { degrees: Number(d.turnDegrees) });
    case 'return':
      return '';
  }
}
