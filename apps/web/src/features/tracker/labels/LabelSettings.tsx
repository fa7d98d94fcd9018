import { useTranslation } from 'react-i18next';
import {
  LABEL_MODES,
  TAG_FIELDS,
  useDisplaySettings,
} from '../../../settings/display-settings.store';

/** Label settings (spec §3 tag fields, §9 auto-show): when labels show and what they say. */
export function LabelSettings() {
  const { t } = useTranslation();
  const { labelMode, tagFields, update, toggleTagField } = useDisplaySettings();
  return (
    <section className="tool-panel" aria-label={t('trackerTools.labels.title')}>
      <h2 className="tool-panel__title">{t('trackerTools.labels.title')}</h2>
      <fieldset className="tool-fieldset">
        <legend className="tool-panel__subtitle">{t('trackerTools.labels.mode')}</legend>
        {LABEL_MODES.map((mode) => (
          <label key={mode} className="tool-check">
            <input
              type="radio"
              name="label-mode"
              checked={labelMode === mode}
              onChange={() => update({ labelMode: mode })}
            />
            {t(`trackerTools.labels.modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="tool-fieldset tool-fieldset--columns">
        <legend className="tool-panel__subtitle">{t('trackerTools.labels.fields')}</legend>
        {TAG_FIELDS.map((field) => (
          <label key={field} className="tool-check">
            <input
              type="checkbox"
              checked={tagFields.includes(field)}
              onChange={() => toggleTagField(field)}
            />
            {t(`trackerTools.labels.tagFields.${field}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
