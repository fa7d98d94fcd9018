import { DEFAULT_MAP_CENTER, type MyDevice } from '@skytrace/contracts';
import { App as AntApp, InputNumber, Modal, Space, Typography } from 'antd';
import { Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRadarMap, type MapLibreMap } from '../../map/radar.map';
import { devicePositionCall, updatePositionCall } from './my-devices.api';

interface Point {
  lat: number;
  lon: number;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Sets a device's antenna position on the map (click or drag), or by typing the numbers. */
export function PositionModal(props: {
  device: MyDevice;
  name: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | undefined>(undefined);
  const marker = useRef<Marker | undefined>(undefined);
  const [point, setPoint] = useState<Point>();
  const [estimated, setEstimated] = useState(false);
  const [saving, setSaving] = useState(false);
  const devId = props.device.devId;

  // The exact position (the list rounds it), then the map centred there.
  useEffect(() => {
    let current = true;
    devicePositionCall(devId).then(
      (position) => {
        if (!current) return;
        if (position.lat !== null && position.lon !== null) {
          setPoint({ lat: position.lat, lon: position.lon });
        } else if (position.estimatedLat !== null && position.estimatedLon !== null) {
          setPoint({ lat: round6(position.estimatedLat), lon: round6(position.estimatedLon) });
          setEstimated(true);
        } else {
          setPoint({ lat: DEFAULT_MAP_CENTER[1], lon: DEFAULT_MAP_CENTER[0] });
        }
      },
      (error: unknown) =>
        void message.error(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [devId, message]);

  const ready = point !== undefined;
  useEffect(() => {
    if (!ready || !container.current || map.current) return;
    const instance = createRadarMap(container.current, { center: [point.lon, point.lat], zoom: 9 });
    const pin = new Marker({ draggable: true }).setLngLat([point.lon, point.lat]).addTo(instance);
    pin.on('dragend', () => {
      const where = pin.getLngLat();
      setPoint({ lat: round6(where.lat), lon: round6(where.lng) });
      setEstimated(false);
    });
    instance.on('click', (event) => {
      setPoint({ lat: round6(event.lngLat.lat), lon: round6(event.lngLat.lng) });
      setEstimated(false);
    });
    map.current = instance;
    marker.current = pin;
    return () => {
      instance.remove();
      map.current = undefined;
      marker.current = undefined;
    };
    // The map is made once, at the first known point; later points move the marker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  useEffect(() => {
    if (point) marker.current?.setLngLat([point.lon, point.lat]);
  }, [point]);

  const save = () => {
    if (!point) return;
    setSaving(true);
    updatePositionCall(devId, point.lat, point.lon)
      .then(() => {
        void message.success(t('myDevices.mine.position.saved'));
        props.onClose();
        props.onSaved();
      })
      .catch(
        (error: unknown) =>
          void message.error(error instanceof Error ? error.message : String(error)),
      )
      .finally(() => setSaving(false));
  };

  return (
    <Modal
      open
      width={720}
      title={t('myDevices.mine.position.title', { name: props.name })}
      okText={t('myDevices.common.save')}
      cancelText={t('myDevices.common.cancel')}
      onOk={save}
      onCancel={props.onClose}
      okButtonProps={{ disabled: !point }}
      confirmLoading={saving}
    >
      <Typography.Paragraph type="secondary">
        {t('myDevices.mine.position.help')}
      </Typography.Paragraph>
      <div ref={container} className="position-map" data-testid="position-map" />
      <Space wrap className="position-inputs">
        <label className="position-input">
          <span>{t('myDevices.mine.position.lat')}</span>
          <InputNumber<number>
            min={-90}
            max={90}
            step={0.0001}
            value={point?.lat}
            onChange={(lat) => lat !== null && point && setPoint({ ...point, lat })}
          />
        </label>
        <label className="position-input">
          <span>{t('myDevices.mine.position.lon')}</span>
          <InputNumber<number>
            min={-180}
            max={180}
            step={0.0001}
            value={point?.lon}
            onChange={(lon) => lon !== null && point && setPoint({ ...point, lon })}
          />
        </label>
        {estimated ? (
          <Typography.Text type="secondary">
            {t('myDevices.mine.position.estimated')}
          </Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}
