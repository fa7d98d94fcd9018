import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, useCaptcha } from './captcha-field';
import { SendCodeButton } from './form';
import { Field } from '../../../ui/form/Field';

/** What a code request carries beyond its target: the captcha, once the server asks for one. */
export type CodeCaptcha = { uuid?: string; captcha?: string };

/**
 * The verification-code field with its send button, and under them the captcha the server asks
 * for beyond the first few codes (the next click on the button sends it along).
 */
export function CodeRow(props: {
  code: string;
  onCode: (value: string) => void;
  codeError?: string | undefined;
  send: (captcha: CodeCaptcha) => Promise<number>;
  onSent: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  return (
    <>
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
          send={() => props.send(captcha.answer)}
          onSent={() => {
            captcha.clear();
            props.onSent();
          }}
          onError={props.onError}
          onNeedCaptcha={captcha.renew}
        />
      </div>
      <CaptchaField captcha={captcha} />
    </>
  );
}
