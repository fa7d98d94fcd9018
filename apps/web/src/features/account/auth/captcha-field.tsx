import { API_V2_FULL_PATHS } from '@skytrace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/form/Field';

/** A captcha the server asked for: its client-chosen id and the characters typed so far. */
export interface CaptchaState {
  id: string | null;
  value: string;
  setValue: (value: string) => void;
  /** Shows a new picture (first time, after a failure, or on a click). */
  renew: () => void;
  /** Hides the captcha until the server asks again. */
  clear: () => void;
  /** The fields a request carries: none while no captcha is shown. */
  answer: { uuid?: string; captcha?: string };
}

/** The state of a captcha that appears only once the server asks for one. */
export function useCaptcha(): CaptchaState {
  const [id, setId] = useState<string | null>(null);
  const [value, setValue] = useState('');
  return {
    id,
    value,
    setValue,
    renew: () => {
      setId(crypto.randomUUID());
      setValue('');
    },
    clear: () => {
      setId(null);
      setValue('');
    },
    answer: id === null ? {} : { uuid: id, captcha: value },
  };
}

/** The captcha picture (a click shows another) beside the field for its characters. */
export function CaptchaField({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation();
  if (captcha.id === null) return null;
  return (
    <div className="captcha">
      <Field
        name="captcha"
        label={t('accounts.fields.captcha')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={captcha.value}
        onChange={(event) => captcha.setValue(event.target.value)}
      />
      <button
        type="button"
        className="captcha__picture"
        title={t('accounts.login.newCaptcha')}
        onClick={captcha.renew}
      >
        <img
          src={`${API_V2_FULL_PATHS.captcha}?uuid=${captcha.id}`}
          alt={t('accounts.login.captchaAlt')}
          width={150}
          height={50}
        />
      </button>
    </div>
  );
}
