import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../../session/login-redirect';
import '../../../ui/styles/card.css';
import { loginCall, needsCaptcha, sendCodeCall } from './accounts.api';
import { CaptchaField, useCaptcha } from './captcha-field';
import { CodeRow } from './code-row';
import { Tabs } from './form';
import { Field, FormMessage } from '../../../ui/form/Field';
import { failureText } from '../../../api/failure';
import { completeLogin } from './sign-in';
import { WechatButton } from '../wechat/WechatButton';

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
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    Object.assign(body, captcha.answer);
    loginCall(body)
      .then(completeLogin)
      .then(() => navigate(target))
      .catch((failure: unknown) => {
        setError(failureText(failure));
        // Each picture answers once: after any failure a new one is shown, if still needed.
        if (needsCaptcha(failure)) captcha.renew();
        else captcha.clear();
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
            <CodeRow
              code={secret}
              onCode={setSecret}
              send={(codeCaptcha) => sendCodeCall(channel, account.trim(), 'login', codeCaptcha)}
              onSent={() => setInfo(t('accounts.code.sent'))}
              onError={setError}
            />
          )}
          <CaptchaField captcha={captcha} />
          <FormMessage error={error} info={info} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('accounts.login.submit')}
          </button>
          <div className="auth-links">
            <Link to="/forgot-password">{t('accounts.login.forgot')}</Link>
            <Link to="/register">{t('accounts.login.register')}</Link>
          </div>
        </form>
        <WechatButton purpose="login" onError={setError} />
      </div>
    </section>
  );
}
