import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetEmailSchema, resetPhoneSchema } from '@skytrace/contracts';
import { getOwnProfileCall, postCall, sendCodeCall } from '../auth/accounts.api';
import {
  Field,
  FormMessage,
  SendCodeButton,
  failureText,
  useValidate,
  type FieldErrors,
} from '../auth/form';
import { Steps } from './Steps';
import { VerifyPasswordStep } from './VerifyPasswordStep';

/** /account/modify-email and modify-phone: verify the password → new value and its code → save. */
export function ModifyContactPage({ field }: { field: 'email' | 'phone' }) {
  const { t } = useTranslation();
  const validate = useValidate();
  const [current, setCurrent] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [values, setValues] = useState({ value: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    getOwnProfileCall()
      .then((profile) => setCurrent(profile?.[field] ?? null))
      .catch(() => setCurrent(null));
  }, [field, done]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = { ticket: ticket ?? '', [field]: values.value, code: values.code };
    const found = validate(field === 'email' ? resetEmailSchema : resetPhoneSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    postCall(field === 'email' ? '/user/user/resetEmail' : '/user/user/resetPhone', body)
      .then(() => setDone(true))
      .catch((failure: unknown) => setError(failureText(failure)));
  };

  return (
    <>
      <p className="card__text card__text--muted">
        {t('accounts.steps.current', { value: current ?? t('accounts.steps.none') })}
      </p>
      <Steps current={done ? 2 : ticket === null ? 0 : 1} />
      {done ? (
        <FormMessage
          info={t(field === 'email' ? 'accounts.steps.emailDone' : 'accounts.steps.phoneDone')}
        />
      ) : ticket === null ? (
        <VerifyPasswordStep onVerified={setTicket} />
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <Field
            name={field}
            type={field === 'email' ? 'email' : 'tel'}
            label={t(field === 'email' ? 'accounts.fields.email' : 'accounts.fields.phone')}
            value={values.value}
            onChange={(event) => setValues({ ...values, value: event.target.value })}
            error={errors[field]}
          />
          <div className="field-row">
            <Field
              name="code"
              label={t('accounts.fields.code')}
              inputMode="numeric"
              value={values.code}
              onChange={(event) => setValues({ ...values, code: event.target.value })}
              error={errors.code}
            />
            <SendCodeButton
              send={() => sendCodeCall(field, values.value.trim(), 'change')}
              onSent={() => setInfo(t('accounts.code.sent'))}
              onError={setError}
            />
          </div>
          <FormMessage error={error} info={info} />
          <button type="submit" className="button button--primary">
            {t('accounts.steps.save')}
          </button>
        </form>
      )}
    </>
  );
}
