import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgetByEmailSchema, forgetByPhoneSchema, API_V2_PATHS } from '@skytrace/contracts';
import '../../../ui/styles/card.css';
import { postCall } from './accounts.api';
import { ContactCodeFields } from './contact-code-fields';
import { Tabs } from './form';
import { FormMessage } from '../../../ui/form/Field';
import { failureText } from '../../../api/failure';
import { useValidate, type FieldErrors } from '../../../ui/form/validate';
import { NewPasswordField } from './password-field';

type Channel = 'email' | 'phone';

/** /forgot-password: a code to the email or phone of the account, then a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const validate = useValidate();
  const [channel, setChannel] = useState<Channel>('email');
  const [values, setValues] = useState({ target: '', code: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    // Functional updates: quick successive edits never write back a stale copy of the form.
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's old message no longer applies.
    setErrors((current) => ({ ...current, [name === 'target' ? channel : name]: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = { [channel]: values.target, code: values.code, password: values.password };
    const found = validate(channel === 'email' ? forgetByEmailSchema : forgetByPhoneSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setError(null);
    postCall(channel === 'email' ? API_V2_PATHS.forgetByEmail : API_V2_PATHS.forgetByPhone, body)
      .then(() => setDone(true))
      .catch((failure: unknown) => setError(failureText(failure)));
  };

  return (
    <section className="card-page">
      <div className="card">
        <h1 className="card__title">{t('accounts.forgot.title')}</h1>
        {done ? (
          <>
            <FormMessage info={t('accounts.forgot.done')} />
            <Link to="/login" className="button button--primary">
              {t('accounts.login.submit')}
            </Link>
          </>
        ) : (
          <>
            <Tabs
              value={channel}
              onChange={setChannel}
              options={[
                { value: 'email', label: t('accounts.fields.email') },
                { value: 'phone', label: t('accounts.fields.phone') },
              ]}
            />
            <form className="auth-form" onSubmit={submit} noValidate>
              <ContactCodeFields
                channel={channel}
                purpose="forget"
                target={values.target}
                code={values.code}
                onTarget={(value) => set('target')({ target: { value } })}
                onCode={(value) => set('code')({ target: { value } })}
                targetError={errors[channel]}
                codeError={errors.code}
                onSent={() => setInfo(t('accounts.code.sent'))}
                onError={setError}
              />
              <NewPasswordField
                name="password"
                label={t('accounts.fields.newPassword')}
                value={values.password}
                onChange={(value) => set('password')({ target: { value } })}
                error={errors.password}
                identity={{ [channel]: values.target }}
              />
              <FormMessage error={error} info={info} />
              <button type="submit" className="button button--primary button--block">
                {t('accounts.forgot.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
