import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../display-settings.store';
import { FLIGHT_ATTRIBUTES, type FilterInput, type FilterKey } from './filter';
import { useFilter } from './filter.store';

interface FilterFormProps {
  filterKey: FilterKey;
}

/** The form of one filter label: what the user types for that key, checked on Add (spec §5). */
export function FilterForm({ filterKey }: FilterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const add = useFilter((state) => state.add);
  const { heightUnit, speedUnit } = useDisplaySettings();
  const [text, setText] = useState('');
  const [second, setSecond] = useState('');
  const [attributes, setAttributes] = useState<string[]>([]);
  const [invalid, setInvalid] = useState(false);
  const unit = filterKey === 'height' ? heightUnit : speedUnit;

  const input = (): FilterInput => {
    switch (filterKey) {
      case 'airlines':
      case 'aircraftType':
      case 'airport':
        return { key: filterKey, text };
      case 'fattr':
        return { key: 'fattr', attributes };
      case 'airline':
        return { key: 'airline', org: text, dst: second };
      case 'height':
        return { key: 'height', min: text, max: second, unit: heightUnit };
      case 'speed':
        return { key: 'speed', min: text, max: second, unit: speedUnit };
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!add(input())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText('');
    setSecond('');
    setAttributes([]);
  };

  const field = (value: string, set: (value: string) => void, label: string, numeric = false) => (
    <label className="tool-field">
      <span className="tool-field__label">{label}</span>
      <input
        className="tool-field__input"
        value={value}
        inputMode={numeric ? 'decimal' : 'text'}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          set(event.target.value);
          setInvalid(false);
        }}
      />
    </label>
  );

  const ranged = filterKey === 'height' || filterKey === 'speed';
  return (
    <form className="filter-form" onSubmit={submit} noValidate>
      <p id={`${id}-hint`} className="tool-hint">
        {t(`trackerTools.filter.hints.${filterKey}`, {
          unit: t(`trackerTools.filter.units.${unit}`),
        })}
      </p>
      {filterKey === 'fattr' ? (
        <fieldset className="filter-form__attributes">
          <legend className="visually-hidden">{t('trackerTools.filter.keys.fattr')}</legend>
          {FLIGHT_ATTRIBUTES.map((attribute) => (
            <label key={attribute} className="tool-check">
              <input
                type="checkbox"
                checked={attributes.includes(attribute)}
                onChange={(event) => {
                  setInvalid(false);
                  setAttributes((current) =>
                    event.target.checked
                      ? [...current, attribute]
                      : current.filter((a) => a !== attribute),
                  );
                }}
              />
              {t(`trackerTools.attributes.${attribute}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="filter-form__fields">
          {filterKey === 'airline' ? (
            <>
              {field(text, setText, t('trackerTools.filter.fields.org'))}
              {field(second, setSecond, t('trackerTools.filter.fields.dst'))}
            </>
          ) : ranged ? (
            <>
              {field(text, setText, t('trackerTools.filter.fields.min'), true)}
              {field(second, setSecond, t('trackerTools.filter.fields.max'), true)}
            </>
          ) : (
            field(text, setText, t('trackerTools.filter.fields.codes'))
          )}
        </div>
      )}
      {invalid && (
        <p className="tool-error" role="alert">
          {t('trackerTools.filter.invalid')}
        </p>
      )}
      <button type="submit" className="tool-button tool-button--primary">
        {t('trackerTools.filter.add')}
      </button>
    </form>
  );
}
