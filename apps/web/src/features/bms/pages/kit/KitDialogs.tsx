import { Form, Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormDialog } from '../shared/use-admin-form-dialog';
import type { Reason } from './kit.api';

const STATUS_COLOURS = ['gold', 'blue', 'green', 'red'] as const;
/** Spec §3's status codes by name (the texts' keys). */
export const STATUS_NAMES = ['pending', 'approved', 'sent', 'rejected'] as const;

/** The state of an application or fitting request as the volunteer sees it (spec §4). */
export function KitStatusTag({ status }: { status: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`kit.status.${STATUS_NAMES[status]}`)}</Tag>;
}

/** Asks for a rejection's remark: a common reason to pick, or free text. */
export function RejectDialog(props: {
  title: string;
  reasons: readonly Reason[];
  onSubmit: (remark: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const form = useAdminFormDialog({
    draft: () => remark.trim(),
    check: (draft) => (draft === '' ? t('shared.kit.remarkRequired') : undefined),
    send: props.onSubmit,
    onClose: props.onClose,
  });
  return (
    <Modal
      {...form.modal}
      title={props.title}
      okText={t('kit.bms.applications.reject')}
      okButtonProps={{ ...form.modal.okButtonProps, danger: true }}
    >
      <Form layout="vertical">
        <Form.Item label={t('kit.bms.applications.reasonPreset')}>
          <Select
            allowClear
            options={props.reasons.map((reason) => ({ value: reason.text, label: reason.text }))}
            onChange={(value: string | undefined) => setRemark(value ?? '')}
          />
        </Form.Item>
        <Form.Item
          label={t('kit.bms.applications.reason')}
          validateStatus={form.error ? 'error' : undefined}
          help={form.error ?? undefined}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            value={remark}
            data-testid="kit-reject-remark"
            onChange={(event) => setRemark(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Asks for the express number of a parcel. */
export function ExpressDialog(props: {
  title: string;
  initial: string | null;
  onSubmit: (expressNumber: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial ?? '');
  const form = useAdminFormDialog({
    draft: () => value.trim(),
    check: (draft) => (draft === '' ? t('shared.kit.expressRequired') : undefined),
    send: props.onSubmit,
    onClose: props.onClose,
  });
  return (
    <Modal {...form.modal} title={props.title}>
      <Form layout="vertical">
        <Form.Item
          label={t('kit.bms.applications.express')}
          validateStatus={form.error ? 'error' : undefined}
          help={form.error ?? undefined}
        >
          <Input
            value={value}
            maxLength={40}
            data-testid="kit-express-input"
            onChange={(event) => setValue(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
