import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  ADSB_PATHS,
  DEVICE_STATUSES,
  timeRangeToDates,
  type AdminDevice,
  type AdminDevicePage,
  type DeviceStatus,
} from '@skytrace/contracts';
import {
  App,
  Button,
  DatePicker,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../shared/ExportButton';
import { formatSeconds } from '../shared/format';
import { failureText } from '../../../../api/failure';
import { useLoaded } from '../shared/use-loaded';
import { DeviceDataDrawer } from './DeviceDataDrawer';
import { DeviceFormModal } from './DeviceFormModal';
import { DeviceStatusTag } from './DeviceStatusTag';
import { devicesApi } from './devices.api';
import '../shared/ops.css';
import './devices.css';

const PAGE_SIZE = 10;

/** /bms/devices/list: every device with filters; add, edit, delete, details and the export. */
export default function DevicesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<DeviceStatus>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [editing, setEditing] = useState<AdminDevice | 'new'>();
  const [details, setDetails] = useState<number>();

  const dates = range
    ? timeRangeToDates(range[0].startOf('day').unix(), range[1].startOf('day').unix())
    : undefined;
  const filters = {
    keyword: keyword || undefined,
    status,
    startDate: dates?.startDate,
    endDate: dates?.endDate,
  };
  const { data, error, loading, reload } = useLoaded<AdminDevicePage>(
    () => devicesApi.list({ pageNum: page, pageSize: PAGE_SIZE, ...filters }),
    JSON.stringify([page, filters]),
  );
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPage(1);
      set(value);
    };
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
        <Input.Search
          allowClear
          placeholder={t('myDevices.bms.keyword')}
          aria-label={t('myDevices.bms.keyword')}
          onSearch={(value) => reset(setKeyword)(value.trim())}
        />
        <Select<DeviceStatus>
          allowClear
          style={{ width: 140 }}
          placeholder={t('myDevices.bms.status')}
          value={status}
          onChange={reset(setStatus)}
          options={DEVICE_STATUSES.map((value) => ({
            value,
            label: t(`myDevices.bms.statuses.${value}`),
          }))}
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(value) =>
            reset(setRange)(value && value[0] && value[1] ? [value[0], value[1]] : null)
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
        <ExportButton path={ADSB_PATHS.deviceExport} filters={filters} />
        <Button
          icon={<ReloadOutlined />}
          onClick={reload}
          aria-label={t('myDevices.bms.refresh')}
        />
      </div>
      {error ? (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      ) : null}
      <Table<AdminDevice>
        data-testid="devices-table"
        rowKey="devId"
        loading={loading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('myDevices.bms.total', { total }),
          onChange: setPage,
        }}
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
