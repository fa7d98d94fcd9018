import { useTranslation } from 'react-i18next';
import { conditionText } from './condition.text';
import { FILTER_KEYS } from './filter';
import { useFilterCount } from './filter.count';
import { useFilter } from './filter.store';
import { FilterForm } from './FilterForm';

/** The filter panel (spec §2/§4): filter labels, the open label's form, the active conditions. */
export function FilterPanel() {
  const { t } = useTranslation();
  const { conditions, enabled, openKey, toggleKey, remove, clear, setEnabled } = useFilter();
  const { shown, total, active } = useFilterCount();

  return (
    <section className="tool-panel" aria-label={t('trackerTools.filter.title')}>
      <h2 className="tool-panel__title">{t('trackerTools.filter.title')}</h2>
      <div className="filter-keys" role="group" aria-label={t('trackerTools.filter.kinds')}>
        {FILTER_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="tool-chip"
            aria-pressed={openKey === key}
            onClick={() => toggleKey(key)}
          >
            {t(`trackerTools.filter.keys.${key}`)}
          </button>
        ))}
      </div>
      {openKey !== null && <FilterForm key={openKey} filterKey={openKey} />}
      <h3 className="tool-panel__subtitle">{t('trackerTools.filter.active')}</h3>
      {conditions.length === 0 ? (
        <p className="tool-hint">{t('trackerTools.filter.none')}</p>
      ) : (
        <>
          <ul className="filter-conditions">
            {conditions.map((condition) => {
              const text = conditionText(condition, t);
              return (
                <li key={condition.id} className="filter-conditions__item">
                  <span>{text}</span>
                  <button
                    type="button"
                    className="tool-remove"
                    aria-label={t('trackerTools.filter.remove', { condition: text })}
                    onClick={() => remove(condition.id)}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="filter-footer">
            <label className="tool-check">
              <input
                type="checkbox"
                checked={enabled}
                onChange={(event) => setEnabled(event.target.checked)}
              />
              {t('trackerTools.filter.enabled')}
            </label>
            <button type="button" className="tool-button" onClick={clear}>
              {t('trackerTools.filter.clear')}
            </button>
          </div>
        </>
      )}
      {active && (
        <p className="tool-count" role="status">
          {t('trackerTools.filter.count', { shown, total })}
        </p>
      )}
    </section>
  );
}
