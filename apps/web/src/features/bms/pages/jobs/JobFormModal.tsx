import type { Job, JobPage } from '@skytrace/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../shared/ops.api';
import { failureText } from '../../../../api/failure';
import { handlerLabel, parseParams } from './job-labels';

interface Values {
  name: string;
  handler: string;
  cron: string;
  params: string;
  description: string;
}

/** Adds a job, or edits one (`job`); the server validates the cron expression. */
export function JobFormModal(props: {
  open: boolean;
  job: Job | undefined;
  handlers: JobPage['handlers'];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const { job, open } = props;

  // The parent mounts a fresh form for each opening (its key), so these are read once.
  const [initialValues] = useState<Values>(() => ({
    name: job?.name ?? '',
    handler: job?.handler ?? props.handlers[0]?.key ?? '',
    cron: job?.cron ?? '0 0 3 * * *',
    params: job ? JSON.stringify(job.params) : '{}',
    description: job?.description ?? '',
  }));

  const save = async () => {
    const values = await form.validateFields();
    const params = parseParams(values.params);
    if (!params) return;
    setSaving(true);
    setServerError(undefined);
    try {
      if (job) {
        await opsApi.updateJob({
          id: job.id,
          ...(job.system ? {} : { name: values.name }),
          cron: values.cron,
          params,
          description: values.description,
        });
      } else {
        await opsApi.addJob({ ...values, params });
      }
      void message.success(t('bmsOps.jobs.saved'));
      props.onSaved();
    } catch (error) {
      setServerError(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={job ? t('bmsOps.jobs.edit') : t('bmsOps.jobs.add')}
      okText={t('bmsOps.common.save')}
      cancelText={t('bmsOps.common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => props.onClose()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="job-form" initialValues={initialValues}>
        <Form.Item
          name="name"
          label={t('bmsOps.jobs.name')}
          rules={[{ required: true, whitespace: true, message: t('bmsOps.jobs.nameRequired') }]}
        >
          <Input maxLength={64} disabled={job?.system} />
        </Form.Item>
        <Form.Item
          name="handler"
          label={t('bmsOps.jobs.handler')}
          rules={[{ required: true, message: t('bmsOps.jobs.handlerRequired') }]}
        >
          <Select
            disabled={job !== undefined}
            options={props.handlers.map((handler) => ({
              value: handler.key,
              label: handlerLabel(t, handler.key),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="cron"
          label={t('bmsOps.jobs.cron')}
          extra={t('bmsOps.jobs.cronHelp')}
          validateStatus={serverError ? 'error' : undefined}
          help={serverError}
          rules={[{ required: true, whitespace: true, message: t('bmsOps.jobs.cronRequired') }]}
        >
          <Input maxLength={120} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item
          name="params"
          label={t('bmsOps.jobs.params')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                parseParams(value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('bmsOps.jobs.paramsInvalid'))),
            },
          ]}
        >
          <Input.TextArea rows={2} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item name="description" label={t('bmsOps.jobs.description')}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
