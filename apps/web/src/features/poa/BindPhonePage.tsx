import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { wxSendMessageSchema } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { safeRedirectTarget } from '../../session/login-redirect';
import { Field, FormMessage } from '../../ui/form/Field';
import { useValidate } from '../../ui/form/validate';
import { CodeRow, completeLogin, startWechat, useWechatConfigured } from '../account';
import { bindCall, keptTicket, sendMessageCall } from './poa.api';

/**
 * /poa/bindphone: a WeChat user not bound yet proves the phone of their Skytrace account by SMS
 * code; the WeChat is bound to that account and signed in, and the page they wanted opens.
 */
export function BindPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const configured = useWechatConfigured();
  const validate = useValidate();
  const next = safeRedirectTarget(params.get('next'));
  const ticket = keptTicket();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!ticket) {
    return (
      <div className="poa__gate">
        <p>{t('poa.bind.openFromWechat')}</p>
        {configured === true && (
          <button
            type="button"
            className="button button--block wechat-button"
            onClick={() => {
              startWechat('poa', '/poa/bindphone').catch((failure: unknown) =>
                setError(failureText(failure)),
              );
            }}
          >
            {t('poa.openWithWechat')}
          </button>
        )}
        <FormMessage error={error} info={null} />
      </div>
    );
  }
  const phoneError = () =>
    validate(wxSendMessageSchema.pick({ phone: true }), { phone: phone.trim() }).phone ?? null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const invalid = phoneError();
    if (invalid !== null) return setError(invalid);
    if (code.trim() === '') return setError(t('shared.validation.codeBlank'));
    setBusy(true);
    setError(null);
    bindCall({ ...ticket, phone: phone.trim(), code: code.trim() })
      .then(completeLogin)
      .then(() => navigate(next === '/' ? '/poa/rank' : next, { replace: true }))
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(false));
  };
  return (
    <form className="auth-form poa__form" onSubmit={submit} noValidate data-testid="poa-bind">
      <h2 className="poa__subtitle">{t('poa.bind.title')}</h2>
      <p className="poa__muted">{t('poa.bind.explain')}</p>
      <Field
        name="phone"
        label={t('poa.bind.phone')}
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <CodeRow
        code={code}
        onCode={setCode}
        send={(captcha) => {
          const invalid = phoneError();
          if (invalid !== null) return Promise.reject(new Error(invalid));
          return sendMessageCall(phone.trim(), captcha);
        }}
        onSent={() => setInfo(t('accounts.code.sent'))}
        onError={setError}
      />
      <FormMessage error={error} info={info} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t('poa.bind.submit')}
      </button>
    </form>
  );
}
