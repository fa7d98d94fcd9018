import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@skytrace/contracts';
import { ApiError } from '../../../api/http';
import { needsCaptcha } from './accounts.api';
import './auth-forms.css';

/** Field name → translated message of the first failed check. */
export type FieldErrors = Partial<Record<string, string>>;

/** The part of a zod schema the forms use. */
export interface CheckSchema {
  safeParse(
    values: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Runs a contracts schema in the browser; messages are the shared catalogue's keys (§5). */
export function useValidate() {
  const { t } = useTranslation();
  return (schema: CheckSchema, values: unknown): FieldErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      if (errors[field] !== undefined) continue;
      errors[field] = isMessageKey(issue.message)
        ? t(`shared.${issue.message}`)
        : t('shared.validation.invalidFormat');
    }
    return errors;
  };
}

/** The text to show for a failed call: the first field message, else the server message. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const data = error.body?.data as { issues?: { msg?: string }[] } | null | undefined;
    return data?.issues?.[0]?.msg ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A labelled input with its error under it. */
export function Field(
  props: {
    label: string;
    error?: string | undefined;
    name: string;
  } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, error, name, ...input } = props;
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" name={name} aria-invalid={error !== undefined} {...input} />
      {error !== undefined && <span className="field__error">{error}</span>}
    </label>
  );
}

/** A message line above a form's button: errors in red, confirmations in green. */
export function FormMessage({ error, info }: { error?: string | null; info?: string | null }) {
  if (error)
    return (
      <p className="form-message form-message--error" role="alert">
        {error}
      </p>
    );
  if (info)
    return (
      <p className="form-message form-message--info" role="status">
        {info}
      </p>
    );
  return null;
}

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
