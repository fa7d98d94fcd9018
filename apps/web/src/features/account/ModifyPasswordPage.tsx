import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, API_V2_PATHS } from '@skytrace/contracts';
import { postCall } from './auth/accounts.api';
import { Field, FormMessage } from '../../ui/form/Field';
import { failureText } from '../../api/failure';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
import { NewPasswordField } from './auth/password-field';
import { useUserStore } from '../../session/user.store';
import { Steps } from './Steps';
import { VerifyPasswordStep } from './VerifyPasswordStep';

/** /account/modify-password: verify the password → enter the new one twice → save. */
export function ModifyPasswordPage() {
  const { t } = useTranslation();
  const validate = useValidate();
  const username = useUserStore((state) => state.user?.username ?? null);
  const [ticket, setTicket] = useState<string | null>(null);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = { ticket: ticket ?? '', ...values };
    const found = validate(resetPasswordSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    postCall(API_V2_PATHS.resetPassword, body)
      .then(() => setDone(true))
      .catch((failure: unknown) => setError(failureText(failure)));
  };

  return (
    <>
      <Steps current={done ? 2 : ticket === null ? 0 : 1} />
      {done ? (
        <FormMessage info={t('accounts.steps.passwordDone')} />
      ) : ticket === null ? (
        <VerifyPasswordStep onVerified={setTicket} />
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <NewPasswordField
            name="password"
            label={t('accounts.fields.newPassword')}
            value={values.password}
            onChange={(password) => setValues({ ...values, password })}
            error={errors.password}
            identity={{ username }}
          />
          <Field
            name="confirmPassword"
            type="password"
            label={t('accounts.fields.confirmPassword')}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
            error={errors.confirmPassword}
          />
          <FormMessage error={error} />
          <button type="submit" className="button button--primary">
            {t('accounts.steps.save')}
          </button>
        </form>
      )}
    </>
  );
}
