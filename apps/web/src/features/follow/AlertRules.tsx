import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alertRuleInputSchema, type AlertRule, type AlertRuleInput } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { Field, FormMessage } from '../../ui/form/Field';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
import { alertApi } from './follow.api';

/** The form's text values; converted to an AlertRuleInput on submit. */
interface RuleForm {
  name: string;
  lat: string;
  lon: string;
  radiusKm: string;
  maxAltitudeM: string;
  types: string;
  squawks: string;
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  maxPerHour: string;
}

const EMPTY: RuleForm = {
  name: '',
  lat: '',
  lon: '',
  radiusKm: '30',
  maxAltitudeM: '3000',
  types: '',
  squawks: '',
  quietStart: '',
  quietEnd: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  maxPerHour: '5',
};

const list = (text: string) =>
  text
    .split(/[\s,，]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function toInput(form: RuleForm, id: number | undefined): AlertRuleInput {
  return {
    ...(id !== undefined ? { id } : {}),
    name: form.name,
    lat: number(form.lat),
    lon: number(form.lon),
    radiusKm: number(form.radiusKm),
    maxAltitudeM: form.maxAltitudeM.trim() === '' ? null : number(form.maxAltitudeM),
    types: list(form.types),
    squawks: list(form.squawks),
    quietStart: form.quietStart === '' ? null : form.quietStart,
    quietEnd: form.quietEnd === '' ? null : form.quietEnd,
    timeZone: form.timeZone,
    maxPerHour: number(form.maxPerHour),
    enabled: true,
  };
}

function toForm(rule: AlertRule): RuleForm {
  return {
    name: rule.name,
    lat: String(rule.lat),
    lon: String(rule.lon),
    radiusKm: String(rule.radiusKm),
    maxAltitudeM: rule.maxAltitudeM === null ? '' : String(rule.maxAltitudeM),
    types: rule.types.join(', '),
    squawks: rule.squawks.join(', '),
    quietStart: rule.quietStart ?? '',
    quietEnd: rule.quietEnd ?? '',
    timeZone: rule.timeZone,
    maxPerHour: String(rule.maxPerHour),
  };
}

const FIELDS: { name: keyof RuleForm; type?: string; inputMode?: 'decimal' | 'numeric' }[] = [
  { name: 'name' },
  { name: 'lat', inputMode: 'decimal' },
  { name: 'lon', inputMode: 'decimal' },
  { name: 'radiusKm', inputMode: 'decimal' },
  { name: 'maxAltitudeM', inputMode: 'numeric' },
  { name: 'types' },
  { name: 'squawks' },
  { name: 'quietStart', type: 'time' },
  { name: 'quietEnd', type: 'time' },
  { name: 'timeZone' },
  { name: 'maxPerHour', inputMode: 'numeric' },
];

/** Area alert rules: the list, and a form to create or edit one (validated like the server). */
export function AlertRules() {
  const { t } = useTranslation();
  const validate = useValidate();
  const rules = useLoad((signal) => alertApi.list(signal), 'rules');
  const [form, setForm] = useState<RuleForm>(EMPTY);
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | undefined>(undefined);
  const [info, setInfo] = useState<string | undefined>(undefined);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setInfo(undefined);
    setError(undefined);
    const input = toInput(form, editing);
    const found = validate(alertRuleInputSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    alertApi
      .save(input)
      .then(() => {
        setForm(EMPTY);
        setEditing(undefined);
        setInfo(t('alerts.saved'));
        rules.reload();
      })
      .catch((failure: unknown) => setError(failureText(failure)));
  };
  const remove = (id: number) => {
    setError(undefined);
    alertApi
      .remove(id)
      .then(() => rules.reload())
      .catch((failure: unknown) => setError(failureText(failure)));
  };

  return (
    <section className="alert-rules" aria-label={t('alerts.title')}>
      <h2>{t('alerts.title')}</h2>
      <p className="card__text--muted">{t('alerts.hint')}</p>
      {rules.error !== undefined && <p role="alert">{failureText(rules.error)}</p>}
      <ul className="follow-list" aria-label={t('alerts.list')}>
        {(rules.data ?? []).map((rule) => (
          <li key={rule.id} className="follow-list__row">
            <span className="follow-list__name">{rule.name}</span>
            <span>{[...rule.types, ...rule.squawks].join(' · ')}</span>
            <span>{t('alerts.within', { radius: rule.radiusKm })}</span>
            <button
              type="button"
              className="button button--ghost-dark"
              onClick={() => {
                setEditing(rule.id);
                setForm(toForm(rule));
                setErrors({});
              }}
            >
              {t('alerts.edit')}
            </button>
            <button
              type="button"
              className="button button--ghost-dark"
              onClick={() => remove(rule.id)}
            >
              {t('follow.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form className="alert-rules__form" onSubmit={submit} noValidate>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={t(`alerts.fields.${field.name}`)}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            value={form[field.name]}
            onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
            error={errors[field.name]}
          />
        ))}
        <FormMessage error={error} info={info} />
        <button type="submit" className="button button--primary">
          {editing === undefined ? t('alerts.create') : t('alerts.save')}
        </button>
      </form>
    </section>
  );
}
