import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { safeRedirectTarget } from '../../app/guard';
import { API_ROOT } from '../../lib/constants';
import '../account/account.css';
import { loginCall, sendCodeCall } from './accounts.api';
import { Field, FormMessage, SendCodeButton, Tabs, failureText } from './form';
import { completeLogin } from './sign-in';

type Mode = '1' | '2';

/** /login: password or code sign-in; a captcha appears once the server asks for it. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  const [mode, setMode] = useState<Mode>('1');
  const [account, setAccount] = useState('');
  const [secret, setSecret] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const newCaptcha = () => setCaptchaId(crypto.randomUUID());

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (account.trim() === '') return setError(t('shared.validation.accountBlank'));
    if (secret === '') {
      return setError(
        t(mode === '1' ? 'shared.validation.passwordEmpty' : 'shared.validation.codeBlank'),
      );
    }
    setBusy(true);
    setError(null);
    const body: Record<string, string> = { loginType: mode, username: account };
    body[mode === '1' ? 'password' : 'code'] = secret;
    if (captchaId !== null) Object.assign(body, { uuid: captchaId, captcha });
    loginCall(body)
      .then(completeLogin)
      .then(() => navigate(target))
      .catch((failure: unknown) => {
        setError(failureText(failure));
        const data =
          failure instanceof ApiError
            ? (failure.body?.data as { needCaptcha?: boolean } | null)
            : null;
        if (data?.needCaptcha) newCaptcha();
        setCaptcha('');
      })
      .finally(() => setBusy(false));
  };

  const channel = account.includes('@') ? 'email' : 'phone';
  return (
    <section className="card-page">
      <div className="card">
        <h1 className="card__title">{t('accounts.login.title')}</h1>
        {target !== '/' && (
          <p className="card__text card__text--muted">{t('accounts.login.returnTo', { target })}</p>
        )}
        <Tabs
          value={mode}
          onChange={(value) => {
            setMode(value);
            setSecret('');
          }}
          options={[
            { value: '1', label: t('accounts.login.byPassword') },
            { value: '2', label: t('accounts.login.byCode') },
          ]}
        />
        <form className="auth-form" onSubmit={submit} noValidate>
          <Field
            name="username"
            label={mode === '1' ? t('accounts.fields.account') : t('accounts.fields.emailOrPhone')}
            autoComplete="username"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
          />
          {mode === '1' ? (
            <Field
              name="password"
              type="password"
              label={t('accounts.fields.password')}
              autoComplete="current-password"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          ) : (
            <div className="field-row">
              <Field
                name="code"
                label={t('accounts.fields.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={secret}
                onChange={(event) => setSecret(event.target.value)}
              />
              <SendCodeButton
                send={() => sendCodeCall(channel, account.trim(), 'login')}
                onSent={() => setInfo(t('accounts.code.sent'))}
                onError={setError}
              />
            </div>
          )}
          {captchaId !== null && (
            <div className="captcha">
              <Field
                name="captcha"
                label={t('accounts.fields.captcha')}
                autoComplete="off"
                value={captcha}
                onChange={(event) => setCaptcha(event.target.value)}
              />
              <img
                src={`${API_ROOT}/user/auth/cap?uuid=${captchaId}`}
                alt={t('accounts.login.captchaAlt')}
                title={t('accounts.login.newCaptcha')}
                width={120}
                height={40}
                onClick={newCaptcha}
              />
            </div>
          )}
          <FormMessage error={error} info={info} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('accounts.login.submit')}
          </button>
          <div className="auth-links">
            <Link to="/forgot-password">{t('accounts.login.forgot')}</Link>
            <Link to="/register">{t('accounts.login.register')}</Link>
          </div>
        </form>
      </div>
    </section>
  );
}
