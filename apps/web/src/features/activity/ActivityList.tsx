import type { Activity } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { activityTitle } from './MonthGrid';

/** The month's activities in order, with their place, description and sign-up link. */
export function ActivityList({
  activities,
  loading,
}: {
  activities: readonly Activity[];
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (activities.length === 0) {
    return loading ? null : <p className="activity-empty">{t('activities.none')}</p>;
  }
  return (
    <ol className="activity-list" data-testid="activity-list">
      {activities.map((activity) => (
        <li key={activity.id} id={`activity-${activity.id}`} className="activity-card">
          <div className="activity-card__head">
            <span className={`activity-kind activity-kind--${activity.kind}`}>
              {t(`activities.kinds.${activity.kind}`)}
            </span>
            <time dateTime={activity.startDate}>
              {activity.startDate === activity.endDate
                ? activity.startDate
                : t('activities.dates', { start: activity.startDate, end: activity.endDate })}
            </time>
          </div>
          <h3 className="activity-card__title">{activityTitle(activity, i18n.language)}</h3>
          {activity.place !== '' && (
            <p className="activity-card__place">
              <span className="visually-hidden">{t('activities.place')}: </span>
              {activity.place}
            </p>
          )}
          {activity.description !== '' && (
            <p className="activity-card__description">{activity.description}</p>
          )}
          {activity.signUpUrl && (
            <a
              className="button button--primary activity-card__signup"
              href={activity.signUpUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('activities.signUp')}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
