import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@skytrace/contracts';
import { sendCodeCall } from './accounts.api';
import { Field, SendCodeButton } from './form';

/**
 * An email or phone field with the verification-code row under it (field, send button with
 * countdown): the same pair in registration, password recovery and contact changes.
 */
export function ContactCodeFields(props: {
  channel: 'email' | 'phone';
  purpose: CodePurpose;
  target: string;
  code: string;
  onTarget: (value: string) => void;
  onCode: (value: string) => void;
  targetError: string | undefined;
  codeError: string | undefined;
  onSent: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { channel } = props;
  return (
    <>
      <Field
        name={channel}
        type={channel === 'email' ? 'email' : 'tel'}
        label={t(channel === 'email' ? 'accounts.fields.email' : 'accounts.fields.phone')}
        value={props.target}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onTarget(event.target.value)}
        error={props.targetError}
      />
      <div className="field-row">
        <Field
          name="code"
          label={t('accounts.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={props.code}
          onChange={(event: ChangeEvent<HTMLInputElement>) => props.onCode(event.target.value)}
          error={props.codeError}
        />
        <SendCodeButton
          send={() => sendCodeCall(channel, props.target.trim(), props.purpose)}
          onSent={props.onSent}
          onError={props.onError}
        />
      </div>
    </>
  );
}
