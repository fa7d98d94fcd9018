import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/form/Field';
import type { FieldErrors } from '../../ui/form/validate';

/** Who the kit or the fittings are posted to. */
export interface Recipient {
  recipientName: string;
  phone: string;
  address: string;
  postcode: string;
}

/**
 * The recipient's four fields, placed in the caller's grid; `set(name)` is the caller's change
 * handler (it also clears that field's message).
 */
export function RecipientFields(props: {
  values: Recipient;
  errors: FieldErrors;
  set: (name: keyof Recipient) => (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation();
  const { values, errors, set } = props;
  return (
    <>
      <Field
        name="recipientName"
        autoComplete="name"
        label={t('kit.fields.recipientName')}
        value={values.recipientName}
        onChange={set('recipientName')}
        error={errors.recipientName}
      />
      <Field
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('kit.fields.phone')}
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <Field
        name="address"
        autoComplete="street-address"
        label={t('kit.fields.address')}
        value={values.address}
        onChange={set('address')}
        error={errors.address}
      />
      <Field
        name="postcode"
        inputMode="numeric"
        autoComplete="postal-code"
        label={t('kit.fields.postcode')}
        value={values.postcode}
        onChange={set('postcode')}
        error={errors.postcode}
      />
    </>
  );
}
