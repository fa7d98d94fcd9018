import type { Activity } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { chinaToday, gridDays } from './month';

/** Most activities a day's cell names; the rest are counted. */
const PER_CELL = 2;
/** Monday first; 2024-01-01 was a Monday. */
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

/** Title in the page's language (the Chinese one stands in for a missing English one). */
export function activityTitle(activity: Activity, language: string): string {
  return language === 'zh' || activity.titleEn === '' ? activity.title : activity.titleEn;
}

/** The month as a grid of days; each day names the activities on it, coloured by kind. */
export function MonthGrid({
  month,
  activities,
}: {
  month: string;
  activities: readonly Activity[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-GB';
  // Read once: the page is not left open across midnight often enough to re-render for it.
  const [today] = useState(() => chinaToday());
  return (
    <div className="activity-grid" role="table" aria-label={t('activities.calendar')}>
      <div className="activity-grid__row" role="row">
        {WEEK.map((date) => (
          <div key={date.getUTCDay()} className="activity-grid__weekday" role="columnheader">
            {date.toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' })}
          </div>
        ))}
      </div>
      <div className="activity-grid__days">
        {gridDays(month).map(({ date, inMonth }) => {
          const on = activities.filter((a) => a.startDate <= date && a.endDate >= date);
          const classes = ['activity-day'];
          if (!inMonth) classes.push('activity-day--outside');
          if (date === today) classes.push('activity-day--today');
          return (
            <div key={date} className={classes.join(' ')} role="cell" data-date={date}>
              <span className="activity-day__number">{Number(date.slice(8))}</span>
              {on.slice(0, PER_CELL).map((activity) => (
                <a
                  key={activity.id}
                  href={`#activity-${activity.id}`}
                  className={`activity-chip activity-chip--${activity.kind}`}
                  title={activityTitle(activity, i18n.language)}
                >
                  {activityTitle(activity, i18n.language)}
                </a>
              ))}
              {on.length > PER_CELL && (
                <span className="activity-day__more">
                  {t('activities.more', { count: on.length - PER_CELL })}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
