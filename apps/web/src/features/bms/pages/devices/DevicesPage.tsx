import { PlusOutlined } from '@ant-design/icons';
import {
  ADSB_PATHS,
  DEVICE_STATUSES,
  type AdminDevice,
  type AdminDevicePage,
  type DeviceStatus,
} from '@skytrace/contracts';
import { App, Button, DatePicker, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, LoadFailure, RefreshButton, ListSearch } from '../shared/AdminTable';
import { ExportButton } from '../shared/ExportButton';
import { dayRangeDates, formatSeconds } from '../shared/format';
import { failureText } from '../../../../api/failure';
import { useAdminPages } from '../shared/use-admin-pages';
import { DeviceDataDrawer } from './DeviceDataDrawer';
import { DeviceFormModal } from './DeviceFormModal';
import { DeviceStatusTag } from './DeviceStatusTag';
import { devicesApi } from './devices.api';
import '../shared/ops.css';
import './devices.css';

/** The list's filters; the days go out as the dates of spec §7. */
interface DeviceFilters {
  keyword: string | undefined;
  status: DeviceStatus | undefined;
  range: [Dayjs, Dayjs] | null;
}

/** The filters as the list and its export send them. */
function deviceQuery({ range, ...chosen }: DeviceFilters) {
  return { ...chosen, ...dayRangeDates(range) };
}

/** /bms/devices/list: every device with filters; add, edit, delete, details and the export. */
export default function DevicesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<AdminDevice | 'new'>();
  const [details, setDetails] = useState<number>();
  const list = useAdminPages<DeviceFilters, AdminDevicePage>(
    (filters, paging) =>
      devicesApi.list({ pageNum: paging.page, pageSize: paging.pageSize, ...deviceQuery(filters) }),
    { keyword: undefined, status: undefined, range: null },
  );
  const { reload } = list;
  const chosen = list.filters;
  const remove = (device: AdminDevice) =>
    devicesApi.remove(device.devId, device.ownerUserId).then(
      () => {
        void message.success(t('myDevices.bms.removed'));
        reload();
      },
      (failure: unknown) => void message.error(failureText(failure)),
    );

  const columns: ColumnsType<AdminDevice> = [
    { title: 'ID', dataIndex: 'devId', width: 70 },
    {
      title: t('myDevices.bms.alias'),
      dataIndex: 'alias',
      render: (value: string | null, device) => (
        <Space orientation="vertical" size={0}>
          <span>{value ?? '--'}</span>
          <Typography.Text type="secondary" className="bms-device-uuid">
            {device.feederId}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('myDevices.bms.owner'),
      dataIndex: 'ownerName',
      render: (value: string | null) => value ?? <Tag>{t('myDevices.bms.unassigned')}</Tag>,
    },
    {
      title: t('myDevices.bms.status'),
      dataIndex: 'status',
      render: (_: DeviceStatus, device) => <DeviceStatusTag device={device} />,
    },
    {
      title: t('myDevices.bms.kind'),
      dataIndex: 'selfBuilt',
      // An unclaimed feeder is nobody's build yet.
      render: (value: boolean, device) =>
        device.ownerUserId === null
          ? '--'
          : value
            ? t('myDevices.bms.selfBuilt')
            : t('myDevices.bms.kit'),
    },
    { title: t('myDevices.bms.messagesToday'), dataIndex: 'messagesToday', align: 'right' },
    { title: t('myDevices.bms.maxRange'), dataIndex: 'maxRangeKm', align: 'right' },
    {
      title: t('myDevices.bms.lastSeen'),
      dataIndex: 'lastSeen',
      render: (value: number | null) => formatSeconds(value),
    },
    {
      title: t('myDevices.bms.actions'),
      key: 'actions',
      render: (_, device) => (
        <Space size="small" wrap>
          <Button size="small" onClick={() => setDetails(device.devId)}>
            {t('myDevices.bms.details')}
          </Button>
          <Button size="small" onClick={() => setEditing(device)}>
            {t('myDevices.bms.edit')}
          </Button>
          <Popconfirm
            title={t('myDevices.bms.removeConfirm', { id: device.devId })}
            okButtonProps={{ danger: true }}
            onConfirm={() => {
              void remove(device);
            }}
          >
            <Button size="small" danger>
              {t('myDevices.bms.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <h1 className="bms-ops-title">{t('myDevices.bms.listTitle')}</h1>
      <div className="bms-ops-toolbar">
        <ListSearch
          placeholder={t('myDevices.bms.keyword')}
          aria-label={t('myDevices.bms.keyword')}
          onSearch={(keyword) => list.filter({ keyword })}
        />
        <Select<DeviceStatus>
          allowClear
          style={{ width: 140 }}
          placeholder={t('myDevices.bms.status')}
          value={chosen.status}
          onChange={(status) => list.filter({ status })}
          options={DEVICE_STATUSES.map((value) => ({
            value,
            label: t(`myDevices.bms.statuses.${value}`),
          }))}
        />
        <DatePicker.RangePicker
          value={chosen.range}
          onChange={(value) =>
            list.filter({ range: value && value[0] && value[1] ? [value[0], value[1]] : null })
          }
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-testid="add-device"
        >
          {t('myDevices.bms.add')}
        </Button>
        <ExportButton path={ADSB_PATHS.deviceExport} filters={deviceQuery(chosen)} />
        <RefreshButton onClick={reload} />
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<AdminDevice>
        data-testid="devices-table"
        rowKey="devId"
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
        columns={columns}
        showTotal={(total) => t('myDevices.bms.total', { total })}
      />
      {editing ? (
        <DeviceFormModal
          device={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={reload}
        />
      ) : null}
      {details === undefined ? null : (
        <DeviceDataDrawer devId={details} onClose={() => setDetails(undefined)} />
      )}
    </>
  );
}
