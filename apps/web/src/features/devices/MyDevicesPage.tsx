import type { MyDevice } from '@skytrace/contracts';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeviceCard } from './DeviceCard';
import { DeviceTabs } from './DeviceTabs';
import { myDevicesCall } from './my-devices.api';
import { AntdLocale } from '../../ui/AntdLocale';
import './my-devices.css';

/** Live figures refresh this often (the registry's message rate is smoothed over ~10 s). */
const REFRESH_MS = 15_000;

function MyDevices() {
  const { t } = useTranslation();
  const [devices, setDevices] = useState<MyDevice[]>();
  const [failure, setFailure] = useState<string>();

  const load = useCallback(() => {
    myDevicesCall().then(
      (answer) => {
        setDevices(answer);
        setFailure(undefined);
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  useEffect(() => {
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  return (
    <section className="my-devices" data-testid="my-devices">
      <DeviceTabs />
      <header className="my-devices__header">
        <Typography.Title level={1}>{t('myDevices.mine.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('myDevices.mine.lead')}</Typography.Paragraph>
      </header>
      {failure !== undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('myDevices.common.loadFailed', { message: failure })}
          action={<Button onClick={load}>{t('myDevices.common.retry')}</Button>}
        />
      ) : null}
      {devices === undefined ? (
        failure === undefined ? (
          <Spin className="my-devices__loading" />
        ) : null
      ) : devices.length === 0 ? (
        <Empty description={t('myDevices.mine.empty')}>
          <Link to="/share-data/script">{t('myDevices.mine.emptyAction')}</Link>
        </Empty>
      ) : (
        <div className="my-devices__list">
          {devices.map((device) => (
            <DeviceCard key={device.devId} device={device} onChanged={load} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /device/index: the signed-in user's receivers, Ant Design in the interface language. */
export function MyDevicesPage() {
  return (
    <AntdLocale>
      <MyDevices />
    </AntdLocale>
  );
}
