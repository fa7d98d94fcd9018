import type { AdminDevice } from '@skytrace/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../shared/format';
import { DeviceStatusTag } from './DeviceStatusTag';

/** A compact table of devices (the monitor's lists). */
export function DeviceTable(props: {
  devices: AdminDevice[];
  loading?: boolean;
  pagination?:
    false | { current: number; pageSize: number; total: number; onChange: (page: number) => void };
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Table<AdminDevice>
      data-testid={props.testId}
      size="small"
      rowKey="devId"
      loading={props.loading}
      dataSource={props.devices}
      scroll={{ x: 'max-content' }}
      pagination={
        props.pagination === false ? false : { ...props.pagination, showSizeChanger: false }
      }
      columns={[
        { title: 'ID', dataIndex: 'devId', width: 70 },
        {
          title: t('myDevices.bms.alias'),
          dataIndex: 'alias',
          render: (value: string | null, device) => value ?? device.feederId,
        },
        {
          title: t('myDevices.bms.owner'),
          dataIndex: 'ownerName',
          render: (value: string | null) => value ?? '--',
        },
        {
          title: t('myDevices.bms.status'),
          key: 'status',
          render: (_, device) => <DeviceStatusTag device={device} />,
        },
        {
          title: t('myDevices.bms.joined'),
          dataIndex: 'createdAt',
          render: (value: number) => formatSeconds(value),
        },
        {
          title: t('myDevices.bms.lastSeen'),
          dataIndex: 'lastSeen',
          render: (value: number | null) => formatSeconds(value),
        },
        { title: t('myDevices.bms.messagesToday'), dataIndex: 'messagesToday', align: 'right' },
      ]}
    />
  );
}
