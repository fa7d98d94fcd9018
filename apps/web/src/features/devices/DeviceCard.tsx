import type { MyDevice } from '@skytrace/contracts';
import { EditOutlined, EnvironmentOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  App as AntApp,
  Alert,
  Button,
  Card,
  Popconfirm,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AliasModal } from './AliasModal';
import { DayComparison } from './DayComparison';
import { deviceName } from './device-format';
import { deleteDeviceCall } from './my-devices.api';

// ECharts and MapLibre load only when a card needs them.
const DeviceHistory = lazy(async () => ({
  default: (await import('./DeviceHistory')).DeviceHistory,
}));
const PositionModal = lazy(async () => ({
  default: (await import('./PositionModal')).PositionModal,
}));

const { Text } = Typography;

function StatusTag({ device }: { device: MyDevice }) {
  const { t } = useTranslation();
  if (!device.enabled) return <Tag>{t('myDevices.mine.neverOnline')}</Tag>;
  if (device.online) return <Tag color="success">{t('myDevices.mine.online')}</Tag>;
  return (
    <Tag
      color="error"
      title={t('myDevices.mine.offlineSince', {
        time:
          device.offline.offDate === null
            ? ''
            : new Date(device.offline.offDate * 1000).toLocaleString(),
      })}
    >
      {t('myDevices.mine.offline', { hours: device.offline.offTime })}
    </Tag>
  );
}

/** One of the user's devices: status, live figures, today vs yesterday, history, edits. */
export function DeviceCard({ device, onChanged }: { device: MyDevice; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [editing, setEditing] = useState<'alias' | 'position'>();
  const name = deviceName(device, t('myDevices.mine.alias.unnamed', { id: device.devId }));
  const km = (value: number) => t('myDevices.mine.figures.km', { value });

  const remove = () =>
    deleteDeviceCall(device.devId).then(
      () => {
        void message.success(t('myDevices.mine.remove.done'));
        onChanged();
      },
      (error: unknown) =>
        void message.error(error instanceof Error ? error.message : String(error)),
    );

  return (
    <Card
      className="device-card"
      data-testid={`device-card-${device.devId}`}
      title={
        <Space wrap size="small">
          <span className="device-card__name">{name}</span>
          <StatusTag device={device} />
          <Tag>{device.selfBuilt ? t('myDevices.mine.selfBuilt') : t('myDevices.mine.kit')}</Tag>
        </Space>
      }
      extra={<Link to={`/device/index/${device.devId}`}>{t('myDevices.mine.detail')}</Link>}
    >
      <div className="device-card__meta">
        <Text type="secondary">{t('myDevices.mine.uuid')}</Text>
        <Text code copyable translate="no">
          {device.feederId}
        </Text>
        {device.feedFormat ? (
          <Text type="secondary">
            {t('myDevices.mine.format')}: {device.feedFormat}
          </Text>
        ) : null}
      </div>
      <Space wrap className="device-card__actions">
        <Button icon={<EditOutlined />} onClick={() => setEditing('alias')}>
          {t('myDevices.mine.alias.edit')}
        </Button>
        <Button icon={<EnvironmentOutlined />} onClick={() => setEditing('position')}>
          {t('myDevices.mine.position.edit')}
        </Button>
        {device.selfBuilt ? (
          <Popconfirm
            title={t('myDevices.mine.remove.confirm', { name })}
            onConfirm={() => {
              void remove();
            }}
            okButtonProps={{ danger: true }}
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('myDevices.mine.remove.action')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>

      {!device.enabled ? (
        <Alert
          type="warning"
          showIcon
          title={t('myDevices.mine.notEnabled')}
          description={
            <>
              {t('myDevices.mine.notEnabledHint')}{' '}
              <Link to="/share-data/script">{t('routes.shareData')}</Link>
            </>
          }
        />
      ) : (
        <>
          <div className="device-card__figures">
            <Statistic
              title={t('myDevices.mine.figures.rate')}
              value={device.messageRate}
              precision={1}
            />
            <Statistic title={t('myDevices.mine.figures.aircraftNow')} value={device.aircraftNow} />
            <Statistic
              title={t('myDevices.mine.figures.positionsNow')}
              value={device.positionsNow}
            />
            <Statistic title={t('myDevices.mine.figures.maxRange')} value={km(device.maxRangeKm)} />
            <Statistic
              title={t('myDevices.mine.figures.typicalRange')}
              value={km(device.typicalRangeKm)}
            />
          </div>
          <DayComparison today={device.today} yesterday={device.yesterday} />
          <Suspense fallback={<Text type="secondary">{t('myDevices.mine.charts.loading')}</Text>}>
            <DeviceHistory devId={device.devId} />
          </Suspense>
        </>
      )}

      {editing === 'alias' ? (
        <AliasModal device={device} onClose={() => setEditing(undefined)} onSaved={onChanged} />
      ) : null}
      {editing === 'position' ? (
        <Suspense fallback={null}>
          <PositionModal
            device={device}
            name={name}
            onClose={() => setEditing(undefined)}
            onSaved={onChanged}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
