import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticationRequestSchema, API_V2_PATHS } from '@skytrace/contracts';
import { getAuthenticationCall, postCall } from './auth/accounts.api';
import { Field, FormMessage } from '../../ui/form/Field';
import { failureText } from '../../api/failure';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
import { useAuthInfoStore } from '../../session/auth-info.store';
import { IdCardRecognition } from './IdCardRecognition';

/** Reads the masked real-name data into the store (after a reload, or a recognition). */
function refreshAuthentication() {
  getAuthenticationCall()
    .then((fresh) => useAuthInfoStore.getState().setInfo(fresh))
    .catch(() => undefined);
}

/** /account/Authenticate: real-name data, shown masked once submitted. */
export function AuthenticatePage() {
  const { t } = useTranslation();
  const validate = useValidate();
  const info = useAuthInfoStore((state) => state.info);
  const [values, setValues] = useState({ realName: '', idNumber: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  // The store is filled at login; a reload starts empty, so read it again here.
  useEffect(refreshAuthentication, []);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate(authenticationRequestSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    postCall(
      info === null ? API_V2_PATHS.addAuthentication : API_V2_PATHS.updateAuthentication,
      values,
    )
      .then(getAuthenticationCall)
      .then((fresh) => {
        useAuthInfoStore.getState().setInfo(fresh);
        setSaved(t('accounts.account.saved'));
        setValues({ realName: '', idNumber: '' });
      })
      .catch((failure: unknown) => setError(failureText(failure)));
  };

  return (
    <>
      <p className="card__text card__text--muted">{t('accounts.authenticate.intro')}</p>
      {info !== null && (
        <p className="card__text">
          {t('accounts.authenticate.submitted', { name: info.realName, id: info.idNumber })}
        </p>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field
          name="realName"
          label={t('accounts.fields.realName')}
          autoComplete="name"
          value={values.realName}
          onChange={(event) => setValues({ ...values, realName: event.target.value })}
          error={errors.realName}
        />
        <Field
          name="idNumber"
          label={t('accounts.fields.idNumber')}
          autoComplete="off"
          value={values.idNumber}
          onChange={(event) => setValues({ ...values, idNumber: event.target.value })}
          error={errors.idNumber}
        />
        <FormMessage error={error} info={saved} />
        <button type="submit" className="button button--primary">
          {info === null ? t('accounts.authenticate.submit') : t('accounts.authenticate.update')}
        </button>
      </form>
      <IdCardRecognition onSaved={refreshAuthentication} />
    </>
  );
}
