import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIGHT_SERVICES } from '@skytrace/contracts';
import { useDisplaySettings } from '../../../settings/display-settings.store';
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
  // The ticked options of a choice key (fattr, fservice).
  const [choices, setChoices] = useState<string[]>([]);
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
        return { key: 'fattr', attributes: choices };
      case 'fservice':
        return { key: 'fservice', services: choices };
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
    setChoices([]);
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
  const options =
    filterKey === 'fattr'
      ? FLIGHT_ATTRIBUTES.map((code) => ({ code, label: t(`trackerTools.attributes.${code}`) }))
      : filterKey === 'fservice'
        ? FLIGHT_SERVICES.map((code) => ({ code, label: t(`trackerTools.services.${code}`) }))
        : null;
  return (
    <form className="filter-form" onSubmit={(event) => void submit(event)} noValidate>
      <p id={`${id}-hint`} className="tool-hint">
        {t(`trackerTools.filter.hints.${filterKey}`, {
          unit: t(`trackerTools.filter.units.${unit}`),
        })}
      </p>
      {options !== null ? (
        <fieldset className="filter-form__attributes">
          <legend className="visually-hidden">{t(`trackerTools.filter.keys.${filterKey}`)}</legend>
          {options.map(({ code, label }) => (
            <label key={code} className="tool-check">
              <input
                type="checkbox"
                checked={choices.includes(code)}
                onChange={(event) => {
                  setInvalid(false);
                  setChoices((current) =>
                    event.target.checked ? [...current, code] : current.filter((c) => c !== code),
                  );
                }}
              />
              {label}
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
