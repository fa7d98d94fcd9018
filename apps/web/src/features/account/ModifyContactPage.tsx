import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetEmailSchema, resetPhoneSchema, API_V2_PATHS } from '@skytrace/contracts';
import { getOwnProfileCall, postCall } from './auth/accounts.api';
import { ContactCodeFields } from './auth/contact-code-fields';
import { FormMessage } from '../../ui/form/Field';
import { failureText } from '../../api/failure';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
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
    postCall(field === 'email' ? API_V2_PATHS.resetEmail : API_V2_PATHS.resetPhone, body)
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
          <ContactCodeFields
            channel={field}
            purpose="change"
            target={values.value}
            code={values.code}
            onTarget={(value) => setValues((current) => ({ ...current, value }))}
            onCode={(code) => setValues((current) => ({ ...current, code }))}
            targetError={errors[field]}
            codeError={errors.code}
            onSent={() => setInfo(t('accounts.code.sent'))}
            onError={setError}
          />
          <FormMessage error={error} info={info} />
          <button type="submit" className="button button--primary">
            {t('accounts.steps.save')}
          </button>
        </form>
      )}
    </>
  );
}
