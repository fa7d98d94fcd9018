import type { AdminDevice, GisPlace, NearAirport } from '@skytrace/contracts';
import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { devicesApi, type DeviceForm } from './devices.api';

interface Values {
  uuid?: string;
  alias?: string;
  userId?: number | null;
  lat?: number | null;
  lon?: number | null;
}

/** Adds a device by its UUID, or edits one's alias, owner and position (with the place shown). */
export function DeviceFormModal(props: {
  device?: AdminDevice;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [place, setPlace] = useState<{ gis: GisPlace; near: NearAirport[] }>();
  const editing = props.device;

  // Where the typed position is: the nearest airport's city and the airports around it.
  const lookUp = () => {
    const { lat, lon } = form.getFieldsValue();
    if (typeof lat !== 'number' || typeof lon !== 'number') return;
    Promise.all([devicesApi.gis(lat, lon), devicesApi.nearAirports(lat, lon)]).then(
      ([gis, near]) => setPlace({ gis, near }),
      () => setPlace(undefined),
    );
  };

  const save = async () => {
    const values = await form.validateFields();
    const body: DeviceForm = {
      alias: values.alias?.trim() ? values.alias.trim() : editing ? null : undefined,
      userId: values.userId ?? (editing ? null : undefined),
      lat: values.lat ?? (editing ? null : undefined),
      lon: values.lon ?? (editing ? null : undefined),
    };
    setSaving(true);
    setProblem(undefined);
    try {
      if (editing) await devicesApi.update({ devId: editing.devId, ...body });
      else await devicesApi.add({ uuid: values.uuid?.trim(), ...body });
      void message.success(t('myDevices.bms.saved'));
      props.onSaved();
      props.onClose();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={editing ? `${t('myDevices.bms.edit')} #${editing.devId}` : t('myDevices.bms.add')}
      okText={t('myDevices.bms.save')}
      cancelText={t('myDevices.bms.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="device-form"
        initialValues={{
          alias: editing?.alias ?? undefined,
          userId: editing?.ownerUserId ?? null,
          lat: editing && !editing.estimatedPosition ? editing.lat : null,
          lon: editing && !editing.estimatedPosition ? editing.lon : null,
        }}
        onValuesChange={(changed: Values) => {
          if ('lat' in changed || 'lon' in changed) setPlace(undefined);
        }}
      >
        {editing ? null : (
          <Form.Item
            name="uuid"
            label={t('myDevices.bms.uuid')}
            rules={[
              {
                required: true,
                pattern: /^[0-9a-fA-F-]{16,40}$/,
                message: t('shared.myDevices.uuidInvalid'),
              },
            ]}
          >
            <Input placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" />
          </Form.Item>
        )}
        <Form.Item name="alias" label={t('myDevices.bms.alias')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="userId" label={t('myDevices.bms.ownerId')}>
          <InputNumber<number>
            min={1}
            precision={0}
            style={{ width: '100%' }}
            placeholder={t('myDevices.bms.unassigned')}
          />
        </Form.Item>
        <div className="bms-device-form__position">
          <Form.Item name="lat" label={t('myDevices.bms.lat')}>
            <InputNumber<number> min={-90} max={90} step={0.0001} onBlur={lookUp} />
          </Form.Item>
          <Form.Item name="lon" label={t('myDevices.bms.lon')}>
            <InputNumber<number> min={-180} max={180} step={0.0001} onBlur={lookUp} />
          </Form.Item>
        </div>
        {place ? (
          <Typography.Paragraph type="secondary" data-testid="device-place">
            {t('myDevices.bms.place')}:{' '}
            {[place.gis.city, place.gis.country].filter(Boolean).join(', ') || '--'}
            {place.near.length > 0
              ? ` · ${t('myDevices.bms.nearest')}: ${place.near
                  .slice(0, 3)
                  .map((airport) => `${airport.iata ?? airport.icao} ${airport.distanceKm} km`)
                  .join(', ')}`
              : ''}
          </Typography.Paragraph>
        ) : null}
        {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
      </Form>
    </Modal>
  );
}
