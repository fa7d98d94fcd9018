import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/failure';
import { needsCaptcha } from './accounts.api';
import './auth-forms.css';

/** Two or more mutually exclusive choices shown as tabs. */
export function Tabs<T extends string>(props: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="tabs" role="tablist">
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === props.value}
          className={option.value === props.value ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A send-code button that counts down the server's resend delay (spec §9 left it open). */
export function SendCodeButton(props: {
  send: () => Promise<number>;
  onError: (message: string) => void;
  onSent: () => void;
  /** Called when the server wants a captcha with the next request. */
  onNeedCaptcha?: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const click = () => {
    setBusy(true);
    props
      .send()
      .then((countdown) => {
        setSeconds(countdown);
        props.onSent();
      })
      .catch((error: unknown) => {
        props.onError(failureText(error));
        if (needsCaptcha(error)) props.onNeedCaptcha?.();
      })
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="button button--ghost-dark code-button"
      disabled={busy || seconds > 0}
      onClick={click}
    >
      {seconds > 0 ? t('accounts.code.resend', { seconds }) : t('accounts.code.send')}
    </button>
  );
}
