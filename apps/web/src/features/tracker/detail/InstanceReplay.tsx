import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrackerVariant } from '../mobile/tracker-variant';
import type { FlightInstance } from '../tracker.url';

/**
 * A flight instance of the URL that is not in the air (landed, or another day's departure):
 * its recorded track instead (spec §2 playback/{dynamicId}/{scheduledDeptime}).
 */
export function InstanceReplay({ instance }: { instance: FlightInstance }) {
  const { t } = useTranslation();
  const prefix = useTrackerVariant() === 'mobile' ? '/mobile' : '';
  const path = `${prefix}/playback/${encodeURIComponent(instance.dynamicId)}/${instance.scheduledDeptime.toString()}`;
  return (
    <div className="detail-links">
      <Link className="detail-link detail-link--primary" to={path}>
        {t('tracker.detail.replay')}
      </Link>
    </div>
  );
}
