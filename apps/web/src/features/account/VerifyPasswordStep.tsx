import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPasswordCall } from './auth/accounts.api';
import { Field, FormMessage } from '../../ui/form/Field';
import { failureText } from '../../api/failure';

/** Step 1 of a change: the current password, answered with a ticket for the next steps. */
export function VerifyPasswordStep({ onVerified }: { onVerified: (ticket: string) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (password === '') return setError(t('shared.validation.passwordEmpty'));
    checkPasswordCall(password)
      .then(onVerified)
      .catch((failure: unknown) => setError(failureText(failure)));
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <Field
        name="currentPassword"
        type="password"
        label={t('accounts.fields.currentPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormMessage error={error} />
      <button type="submit" className="button button--primary">
        {t('accounts.steps.next')}
      </button>
    </form>
  );
}
