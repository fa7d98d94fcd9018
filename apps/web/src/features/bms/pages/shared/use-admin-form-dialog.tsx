import { Typography } from 'antd';
import { useState } from 'react';
import { useValidate, type CheckSchema } from '../../../../ui/form/validate';
import { submitAdminForm, type AdminFormSteps } from './admin-form-submit';

/**
 * A back-office form dialog's submit: `schema` (a contracts schema: the server refuses the same)
 * and `check` name the first problem, then the draft is sent, `onDone` runs and the dialog
 * closes. Spread `modal` on the antd Modal; `alert` shows the reason it stayed open.
 */
export function useAdminFormDialog<D>(steps: AdminFormSteps<D> & { schema?: CheckSchema }) {
  const validate = useValidate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { schema, check } = steps;
  const submit = () =>
    submitAdminForm(
      {
        ...steps,
        check: (draft) =>
          (schema ? Object.values(validate(schema, draft))[0] : undefined) ?? check?.(draft),
      },
      { setBusy, setError },
    );
  return {
    error,
    modal: {
      open: true,
      okButtonProps: { loading: busy },
      onOk: () => void submit(),
      onCancel: steps.onClose,
      destroyOnHidden: true,
    },
    alert: error && (
      <Typography.Text type="danger" role="alert">
        {error}
      </Typography.Text>
    ),
  };
}
