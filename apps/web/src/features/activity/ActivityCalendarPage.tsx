import { ACTIVITY_KINDS, type Activity, type ActivityKind } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { listActivities } from './activity.api';
import { ActivityList } from './ActivityList';
import { MonthGrid } from './MonthGrid';
import { monthOf, monthRange, shiftMonth } from './month';
import './activity.css';

/**
 * /activity/applycalendar (spec §2, all, no title suffix: it is shown inside partner apps): the
 * community's events and kit-distribution rounds of a month as a calendar and a list. The month
 * and kind are in the URL (`?month=2026-12&kind=distribution`), so a view can be shared.
 */
export function ActivityCalendarPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const month = monthOf(params.get('month'));
  const kindParam = params.get('kind');
  const kind = ACTIVITY_KINDS.find((value) => value === kindParam);
  const range = monthRange(month);
  const loaded = useLoad(() => listActivities({ ...range, kind }), `${month}|${kind ?? ''}`);
  const activities: readonly Activity[] = loaded.data ?? [];
  const go = (change: { month?: string; kind?: ActivityKind | null }) => {
    const next = new URLSearchParams(params);
    if (change.month !== undefined) next.set('month', change.month);
    if (change.kind === null) next.delete('kind');
    else if (change.kind !== undefined) next.set('kind', change.kind);
    setParams(next, { replace: true });
  };
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const monthName = new Date(Date.UTC(year, index - 1, 1)).toLocaleDateString(
    i18n.language === 'zh' ? 'zh-CN' : 'en-GB',
    { year: 'numeric', month: 'long', timeZone: 'UTC' },
  );
  return (
    <section className="activity-page">
      <header className="activity-page__head">
        <h1 className="activity-page__title">{t('activities.title')}</h1>
        <p className="activity-page__intro">{t('activities.intro')}</p>
      </header>
      <div className="activity-toolbar">
        <div className="activity-toolbar__month">
          <button
            type="button"
            className="activity-nav"
            aria-label={t('activities.previous')}
            onClick={() => go({ month: shiftMonth(month, -1) })}
          >
            ‹
          </button>
          <h2 className="activity-toolbar__name" aria-live="polite">
            {monthName}
          </h2>
          <button
            type="button"
            className="activity-nav"
            aria-label={t('activities.next')}
            onClick={() => go({ month: shiftMonth(month, 1) })}
          >
            ›
          </button>
          <button
            type="button"
            className="activity-today"
            onClick={() => go({ month: monthOf(null) })}
          >
            {t('activities.today')}
          </button>
        </div>
        <div className="activity-kinds" role="group" aria-label={t('activities.bms.kind')}>
          {[null, ...ACTIVITY_KINDS].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={(kind ?? null) === value}
              className="activity-kind-filter"
              onClick={() => go({ kind: value })}
            >
              {value === null ? t('activities.allKinds') : t(`activities.kinds.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {loaded.error !== undefined && (
        <p className="activity-error" role="alert">
          {failureText(loaded.error)}
        </p>
      )}
      <h2 className="visually-hidden">{t('activities.calendar')}</h2>
      <MonthGrid month={month} activities={activities} />
      <h2 className="activity-section-title">{t('activities.list')}</h2>
      <ActivityList activities={activities} loading={loaded.loading} />
    </section>
  );
}
