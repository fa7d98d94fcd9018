import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@skytrace/contracts';
import { sendCodeCall } from './accounts.api';
import { CodeRow } from './code-row';
import { Field } from '../../../ui/form/Field';

/**
 * An email or phone field with the verification-code row under it (field, send button with
 * countdown, captcha when asked): the same group in registration, recovery and contact changes.
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
      <CodeRow
        code={props.code}
        onCode={props.onCode}
        codeError={props.codeError}
        send={(captcha) => sendCodeCall(channel, props.target.trim(), props.purpose, captcha)}
        onSent={props.onSent}
        onError={props.onError}
      />
    </>
  );
}
