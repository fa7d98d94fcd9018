import type { AirportStatistics } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { clockTime, dayTime } from './airport.format';

type Figures = AirportStatistics['departures'];

/** The airport's status (spec §4) with its delay figures, runway in use, notices and events. */
export function AirportSummary(props: { stats: AirportStatistics; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { stats } = props;
  const zone = stats.airport.zone;
  const language = i18n.language;
  const none = t('airport.figures.none');
  const figures = (value: Figures) =>
    [
      `${t('airport.figures.onTimeRate')} ${
        value.onTimeRate === null ? none : `${Math.round(value.onTimeRate * 100)}%`
      }`,
      `${t('airport.figures.delayed')} ${value.delayed}`,
      `${t('airport.figures.cancelled')} ${value.cancelled}`,
      `${t('airport.figures.averageDelay')} ${
        value.delayed === 0
          ? none
          : t('airport.figures.minutes', { count: value.averageDelayMinutes })
      }`,
    ].join(' · ');
  return (
    <div className="airport-summary">
      <p className="airport-summary__status">
        <span>{t('airport.status.label')}</span>{' '}
        <span
          className={`airport-tag airport-tag--status${stats.status}`}
          data-status={stats.status}
        >
          {t(`airport.status.${stats.status}`)}
        </span>
      </p>
      <dl className="airport-summary__facts">
        <dt>{t('airport.figures.departures', { hours: stats.windowHours })}</dt>
        <dd>{figures(stats.departures)}</dd>
        <dt>{t('airport.figures.arrivals', { hours: stats.windowHours })}</dt>
        <dd>{figures(stats.arrivals)}</dd>
        <dt>{t('airport.runway.label')}</dt>
        <dd>
          {`${t('airport.runway.departures')} ${stats.runways.departures ?? t('airport.runway.unknown')} · ${t('airport.runway.arrivals')} ${stats.runways.arrivals ?? t('airport.runway.unknown')}`}
        </dd>
        <dt>{t('airport.figures.inbound')}</dt>
        <dd>{stats.airborneInbound}</dd>
      </dl>
      <section className="airport-summary__notices" aria-label={t('airport.notices.label')}>
        <h3>{t('airport.notices.label')}</h3>
        {stats.notices.length === 0 ? (
          <p className="airport-muted">{t('airport.notices.none')}</p>
        ) : (
          <ul>
            {stats.notices.map((notice) => (
              <li key={notice.id}>
                <span className={`airport-tag airport-tag--${notice.kind}`}>
                  {t(`airport.notices.kinds.${notice.kind}`)}
                </span>
                {notice.endsAt === null
                  ? t('airport.notices.from', { start: dayTime(notice.startsAt, zone, language) })
                  : t('airport.notices.span', {
                      start: dayTime(notice.startsAt, zone, language),
                      end: dayTime(notice.endsAt, zone, language),
                    })}{' '}
                {notice.text}
              </li>
            ))}
          </ul>
        )}
      </section>
      {props.compact ? null : (
        <section className="airport-summary__events" aria-label={t('airport.events.label')}>
          <h3>{t('airport.events.label')}</h3>
          {stats.events.length === 0 ? (
            <p className="airport-muted">{t('airport.events.none')}</p>
          ) : (
            <ul>
              {stats.events.map((event) => (
                <li key={`${event.kind}-${event.icaoId}-${event.time}`}>
                  {clockTime(event.time, zone, language)} {t(`airport.events.kinds.${event.kind}`)}{' '}
                  {event.fnum ?? event.callsign ?? event.icaoId}
                  {event.kind === 'divert' && event.detail
                    ? ` (${t('airport.events.divertedTo', { airport: event.detail })})`
                    : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <p className="airport-muted">
        {t('airport.updated', { time: clockTime(stats.updatedAt, zone, language) })} ·{' '}
        {t('airport.localTime', { zone: zone ?? 'UTC' })}
      </p>
    </div>
  );
}
