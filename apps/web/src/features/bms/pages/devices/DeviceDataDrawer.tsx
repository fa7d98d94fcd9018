import type { AdminDeviceData } from '@skytrace/contracts';
import { Descriptions, Drawer, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../shared/format';
import { failureText } from '../../../../api/failure';
import { devicesApi } from './devices.api';
import { DeviceStatusTag } from './DeviceStatusTag';

/** One device's stored figures (GET /adsb/adsb/device/data): its row and every stored day. */
export function DeviceDataDrawer({ devId, onClose }: { devId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [data, setData] = useState<AdminDeviceData>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let current = true;
    devicesApi.data(devId).then(
      (answer) => current && setData(answer),
      (failure: unknown) => current && setError(failureText(failure)),
    );
    return () => {
      current = false;
    };
  }, [devId]);
  const device = data?.device;
  return (
    <Drawer
      open
      onClose={onClose}
      size={Math.min(720, window.innerWidth)}
      title={`${t('myDevices.bms.details')} #${devId}`}
    >
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      {device ? (
        <Descriptions size="small" column={1} bordered data-testid="device-data">
          <Descriptions.Item label={t('myDevices.bms.alias')}>
            {device.alias ?? '--'}
          </Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.uuid')}>{device.feederId}</Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.owner')}>
            {device.ownerName ?? t('myDevices.bms.unassigned')}
          </Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.status')}>
            <DeviceStatusTag device={device} />
          </Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.position')}>
            {device.lat === null || device.lon === null
              ? '--'
              : `${device.lat.toFixed(4)}, ${device.lon.toFixed(4)}${device.estimatedPosition ? ` (${t('myDevices.bms.estimated')})` : ''}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.address')}>
            {device.lastAddress ?? '--'}
          </Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.messagesTotal')}>
            {device.messagesTotal}
          </Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.maxRange')}>
            {device.maxRangeKm}
          </Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.joined')}>
            {formatSeconds(device.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('myDevices.bms.lastSeen')}>
            {formatSeconds(device.lastSeen)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      {data ? (
        <>
          <Typography.Title level={5} className="bms-device-days__title">
            {t('myDevices.bms.days')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="day"
            dataSource={[...data.days].reverse()}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('myDevices.bms.stats.range'), dataIndex: 'day' },
              {
                title: t('myDevices.mine.fields.message_count'),
                dataIndex: 'message_count',
                align: 'right',
              },
              {
                title: t('myDevices.mine.fields.position_count'),
                dataIndex: 'position_count',
                align: 'right',
              },
              {
                title: t('myDevices.mine.fields.anum_count'),
                dataIndex: 'anum_count',
                align: 'right',
              },
              {
                title: t('myDevices.mine.fields.real_up_total'),
                dataIndex: 'real_up_total',
                align: 'right',
              },
              {
                title: t('myDevices.mine.fields.real_down_total'),
                dataIndex: 'real_down_total',
                align: 'right',
              },
              {
                title: t('myDevices.mine.fields.max_range_km'),
                dataIndex: 'max_range_km',
                align: 'right',
              },
              {
                title: t('myDevices.mine.fields.online_hours'),
                dataIndex: 'online_hours',
                align: 'right',
              },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  );
}
