import { useTranslation } from 'react-i18next';
import { FEET_PER_METRE } from '@skytrace/contracts';
import { ALTITUDE_BANDS, EMERGENCY_COLOR, GROUND_COLOR } from '../../map/map.theme';
import { useDisplaySettings } from '../../settings/display-settings.store';

/** The altitude colour scale of the aircraft icons, in the chosen height unit. */
export function AltitudeLegend() {
  const { t } = useTranslation();
  const heightUnit = useDisplaySettings((state) => state.heightUnit);
  const label = (feet: number) =>
    heightUnit === 'foot'
      ? `${Math.round(feet / 1000)}k`
      : `${(Math.round(feet / FEET_PER_METRE / 100) / 10).toString()}k`;
  return (
    <figure className="tracker-legend" aria-label={t('tracker.legend.title')}>
      <figcaption className="tracker-legend__title">
        {t('tracker.legend.title')} ({heightUnit === 'foot' ? 'ft' : 'm'})
      </figcaption>
      <div className="tracker-legend__scale">
        {ALTITUDE_BANDS.map((band) => (
          <span
            key={band.color}
            className="tracker-legend__band"
            style={{ background: band.color }}
          >
            {Number.isFinite(band.ceilingFt) ? label(band.ceilingFt) : '+'}
          </span>
        ))}
      </div>
      <div className="tracker-legend__extra">
        <span>
          <i style={{ background: GROUND_COLOR }} />
          {t('tracker.legend.ground')}
        </span>
        <span>
          <i style={{ background: EMERGENCY_COLOR }} />
          {t('tracker.legend.emergency')}
        </span>
      </div>
    </figure>
  );
}
