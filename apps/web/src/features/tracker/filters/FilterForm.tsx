import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../display-settings.store';
import { fuzzySearch } from '../search/search.api';
import { withLiveAirportCodes, type AirportLookup } from './airport-codes';
import { FLIGHT_ATTRIBUTES, parseCondition, type FilterInput, type FilterKey } from './filter';
import { useFilter } from './filter.store';

const lookupAirport: AirportLookup = (code) => fuzzySearch(code).then((answer) => answer.airports);

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
  const [busy, setBusy] = useState(false);
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

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const typed = input();
    if (!parseCondition(typed, 0).ok) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    const resolved = await withLiveAirportCodes(typed, lookupAirport);
    setBusy(false);
    if (!add(resolved)) {
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
    <form className="filter-form" onSubmit={(event) => void submit(event)} noValidate>
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
      <button type="submit" className="tool-button tool-button--primary" disabled={busy}>
        {t('trackerTools.filter.add')}
      </button>
    </form>
  );
}
