import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { registerRequestSchema, API_V2_PATHS } from '@skytrace/contracts';
import '../../../ui/styles/card.css';
import { postCall } from './accounts.api';
import { ContactCodeFields } from './contact-code-fields';
import { Tabs } from './form';
import { Field, FormMessage } from '../../../ui/form/Field';
import { failureText } from '../../../api/failure';
import { useValidate, type FieldErrors } from '../../../ui/form/validate';
import { NewPasswordField } from './password-field';

type Channel = 'email' | 'phone';

/** /register and /auth-register: username, password, email or phone with its code, terms. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const validate = useValidate();
  const [channel, setChannel] = useState<Channel>('email');
  const [values, setValues] = useState({ username: '', password: '', target: '', code: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    // Functional updates: quick successive edits never write back a stale copy of the form.
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's old message no longer applies.
    setErrors((current) => ({ ...current, [name === 'target' ? channel : name]: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = {
      username: values.username,
      password: values.password,
      code: values.code,
      terms: terms ? 'true' : '',
      [channel]: values.target,
    };
    const found = validate(registerRequestSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    postCall(API_V2_PATHS.register, body)
      .then(() => navigate('/login', { state: { registered: true } }))
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(false));
  };

  const termsPath = i18n.language === 'zh' ? '/terms' : '/terms-en';
  return (
    <section className="card-page">
      <div className="card">
        <h1 className="card__title">{t('accounts.register.title')}</h1>
        <Tabs
          value={channel}
          onChange={(value) => {
            setChannel(value);
            setValues((current) => ({ ...current, target: '', code: '' }));
          }}
          options={[
            { value: 'email', label: t('accounts.register.byEmail') },
            { value: 'phone', label: t('accounts.register.byPhone') },
          ]}
        />
        <form className="auth-form" onSubmit={submit} noValidate>
          <Field
            name="username"
            label={t('accounts.fields.username')}
            autoComplete="username"
            value={values.username}
            onChange={set('username')}
            error={errors.username}
          />
          <NewPasswordField
            name="password"
            label={t('accounts.fields.password')}
            value={values.password}
            onChange={(value) => set('password')({ target: { value } })}
            error={errors.password}
            identity={{ username: values.username, [channel]: values.target }}
          />
          <ContactCodeFields
            channel={channel}
            purpose="register"
            target={values.target}
            code={values.code}
            onTarget={(value) => set('target')({ target: { value } })}
            onCode={(value) => set('code')({ target: { value } })}
            targetError={errors[channel]}
            codeError={errors.code}
            onSent={() => setInfo(t('accounts.code.sent'))}
            onError={setError}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              name="terms"
              checked={terms}
              onChange={(event) => {
                setTerms(event.target.checked);
                setErrors((current) => ({ ...current, terms: undefined }));
              }}
            />
            <span>
              {t('accounts.register.terms')}{' '}
              <Link to={termsPath}>{t('accounts.register.termsLink')}</Link>
            </span>
          </label>
          {errors.terms !== undefined && <span className="field__error">{errors.terms}</span>}
          <FormMessage error={error} info={info} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('accounts.register.submit')}
          </button>
          <div className="auth-links">
            <Link to="/login">{t('accounts.register.haveAccount')}</Link>
          </div>
        </form>
      </div>
    </section>
  );
}
