import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../../../settings/display-settings.store';

/** The bar's units control: writes the shared display settings (spec §3 units). */
export function DetailUnits() {
  const { t } = useTranslation();
  const heightUnit = useDisplaySettings((state) => state.heightUnit);
  const speedUnit = useDisplaySettings((state) => state.speedUnit);
  const timeZoneUnit = useDisplaySettings((state) => state.timeZoneUnit);
  const update = useDisplaySettings((state) => state.update);
  return (
    <fieldset className="detail-settings">
      <legend className="detail-settings__legend">{t('tracker.detail.units.label')}</legend>
      <select
        className="detail-settings__select"
        aria-label={t('tracker.detail.units.height')}
        value={heightUnit}
        onChange={(event) =>
          update({ heightUnit: event.target.value === 'foot' ? 'foot' : 'metre' })
        }
      >
        <option value="metre">{t('tracker.detail.units.metre')}</option>
        <option value="foot">{t('tracker.detail.units.foot')}</option>
      </select>
      <select
        className="detail-settings__select"
        aria-label={t('tracker.detail.units.speed')}
        value={speedUnit}
        onChange={(event) => update({ speedUnit: event.target.value === 'knot' ? 'knot' : 'kmh' })}
      >
        <option value="kmh">{t('tracker.detail.units.kmh')}</option>
        <option value="knot">{t('tracker.detail.units.knot')}</option>
      </select>
      <select
        className="detail-settings__select"
        aria-label={t('tracker.detail.units.timeZone')}
        value={timeZoneUnit}
        onChange={(event) =>
          update({ timeZoneUnit: event.target.value === 'gmt' ? 'gmt' : 'local' })
        }
      >
        <option value="local">{t('tracker.detail.units.local')}</option>
        <option value="gmt">{t('tracker.detail.units.gmt')}</option>
      </select>
    </fieldset>
  );
}

/** Spec §2 track options of the selected flight: predicted and scheduled tracks. */
export function TrackOptions() {
  const { t } = useTranslation();
  const showForecast = useDisplaySettings((state) => state.showForecast);
  const showScheduled = useDisplaySettings((state) => state.showScheduled);
  const showWaypoints = useDisplaySettings((state) => state.showWaypoints);
  const update = useDisplaySettings((state) => state.update);
  return (
    <fieldset className="detail-settings">
      <legend className="detail-settings__legend">{t('tracker.track.options')}</legend>
      <label className="detail-settings__check">
        <input
          type="checkbox"
          checked={showForecast}
          onChange={(event) => update({ showForecast: event.target.checked })}
        />
        <span className="detail-settings__swatch detail-settings__swatch--forecast" />
        {t('tracker.track.forecast')}
      </label>
      <label className="detail-settings__check">
        <input
          type="checkbox"
          checked={showScheduled}
          onChange={(event) => update({ showScheduled: event.target.checked })}
        />
        <span className="detail-settings__swatch detail-settings__swatch--scheduled" />
        {t('tracker.track.scheduled')}
      </label>
      <label className="detail-settings__check">
        <input
          type="checkbox"
          checked={showWaypoints}
          onChange={(event) => update({ showWaypoints: event.target.checked })}
        />
        <span className="detail-settings__swatch detail-settings__swatch--waypoints" />
        {t('tracker.track.waypoints')}
      </label>
    </fieldset>
  );
}
