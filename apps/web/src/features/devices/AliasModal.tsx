import { DEVICE_ALIAS_MAX, deviceAliasSchema, type MyDevice } from '@skytrace/contracts';
import { App as AntApp, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAliasCall } from './my-devices.api';

/** Renames a device (mounted while open, so it starts from the current alias); the alias may not be empty or only spaces (spec §5), checked here first. */
export function AliasModal(props: { device: MyDevice; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [alias, setAlias] = useState(props.device.alias ?? '');
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = () => {
    const checked = deviceAliasSchema.safeParse(alias);
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? 'validation.deviceAliasEmpty';
      setProblem(t(`shared.${key}` as 'shared.validation.deviceAliasEmpty'));
      return;
    }
    setSaving(true);
    updateAliasCall(props.device.devId, checked.data)
      .then(() => {
        void message.success(t('myDevices.mine.alias.saved'));
        props.onClose();
        props.onSaved();
      })
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => setSaving(false));
  };

  return (
    <Modal
      open
      title={t('myDevices.mine.alias.edit')}
      okText={t('myDevices.common.save')}
      cancelText={t('myDevices.common.cancel')}
      onOk={save}
      onCancel={props.onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={save}>
        <Form.Item
          label={t('myDevices.mine.alias.label')}
          validateStatus={problem === undefined ? undefined : 'error'}
          help={problem}
        >
          <Input
            value={alias}
            maxLength={DEVICE_ALIAS_MAX}
            placeholder={t('myDevices.mine.alias.placeholder')}
            onChange={(event) => {
              setAlias(event.target.value);
              setProblem(undefined);
            }}
            onPressEnter={save}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
