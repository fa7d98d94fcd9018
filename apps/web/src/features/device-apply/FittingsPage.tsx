import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FITTINGS, fittingInputSchema, type Fitting } from '@skytrace/contracts';
import { FormMessage, TextArea } from '../../ui/form/Field';
import { failureText } from '../../api/failure';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
import { kitApi } from './kit.api';
import { RecipientFields } from './RecipientFields';

/** /device/replace-fittings: at least one of spec §3's eleven fittings, the reason, the recipient. */
export function FittingsPage() {
  const { t } = useTranslation();
  const validate = useValidate();
  const [fittings, setFittings] = useState<Fitting[]>([]);
  const [values, setValues] = useState({
    reason: '',
    recipientName: '',
    phone: '',
    address: '',
    postcode: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  // A field's message goes once it is changed; the next submit checks it again.
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues({ ...values, [name]: event.target.value });
    setErrors(({ [name]: _, ...others }) => others);
  };
  const toggle = (fitting: Fitting, on: boolean) =>
    setFittings(
      on
        ? FITTINGS.filter((f) => f === fitting || fittings.includes(f))
        : fittings.filter((f) => f !== fitting),
    );

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const request = { fittings, ...values };
    const found = validate(fittingInputSchema, request);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    kitApi
      .requestFittings(fittingInputSchema.parse(request))
      .then(() => setDone(true))
      .catch((error: unknown) => setFailure(failureText(error)))
      .finally(() => setBusy(false));
  };

  if (done) {
    return (
      <>
        <h1 className="kit-title">{t('kit.fittings.title')}</h1>
        <FormMessage info={t('kit.fittings.submitted')} />
        <p>
          <Link className="button button--primary" to="/device/my-replace-fittings">
            {t('kit.tabs.myFittings')}
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className="kit-title">{t('kit.fittings.title')}</h1>
      <p className="kit-lead">{t('kit.fittings.lead')}</p>
      <form className="kit-form" onSubmit={submit} noValidate data-testid="kit-fittings-form">
        <fieldset className="field">
          <legend className="field__label">{t('kit.fields.fittings')}</legend>
          <div className="kit-checks">
            {FITTINGS.map((fitting) => (
              <label key={fitting}>
                <input
                  type="checkbox"
                  name="fittings"
                  value={fitting}
                  checked={fittings.includes(fitting)}
                  onChange={(event) => toggle(fitting, event.target.checked)}
                />
                {t(`kit.fittingNames.${fitting}`)}
              </label>
            ))}
          </div>
          {errors.fittings !== undefined && <span className="field__error">{errors.fittings}</span>}
        </fieldset>
        <TextArea
          name="reason"
          label={t('kit.fields.reason')}
          value={values.reason}
          onChange={set('reason')}
          error={errors.reason}
        />
        <div className="kit-grid">
          <RecipientFields values={values} errors={errors} set={set} />
        </div>
        <FormMessage error={failure} />
        <div className="kit-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('kit.fittings.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
