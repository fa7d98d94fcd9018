import { ReloadOutlined } from '@ant-design/icons';
import {
  timeRangeToDates,
  type AdminDevicePage,
  type AirportDevices,
  type DeviceMonitor,
  type DeviceStatisticsDay,
  type UserDevMessage,
} from '@skytrace/contracts';
import { Button, Card, DatePicker, Statistic, Table, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, LoadFailure, ListSearch } from '../shared/AdminTable';
import { useAdminPages } from '../shared/use-admin-pages';
import { useLoaded } from '../shared/use-loaded';
import { DeviceTable } from './DeviceTable';
import { devicesApi } from './devices.api';
import { StatisticsChart } from './StatisticsChart';
import '../shared/ops.css';
import './devices.css';

const PAGE_SIZE = 10;

function PagedDevices({ kind }: { kind: 'offline' | 'newly' }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useLoaded<AdminDevicePage>(
    () =>
      kind === 'offline' ? devicesApi.offline(page, PAGE_SIZE) : devicesApi.newly(page, PAGE_SIZE),
    `${kind}:${page}`,
  );
  return (
    <DeviceTable
      testId={`monitor-${kind}`}
      devices={data?.list ?? []}
      loading={loading}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPage,
      }}
    />
  );
}

function AirportDevicesRow({ icao }: { icao: string }) {
  const { data, loading } = useLoaded(() => devicesApi.airportDevices(icao), icao);
  return <DeviceTable devices={data ?? []} loading={loading} pagination={false} />;
}

function Airports() {
  const { t } = useTranslation();
  const { data, loading } = useLoaded<AirportDevices[]>(() => devicesApi.airports(), 'airports');
  return (
    <Table<AirportDevices>
      data-testid="monitor-airports"
      size="small"
      rowKey="icao"
      loading={loading}
      dataSource={data ?? []}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (airport) => <AirportDevicesRow icao={airport.icao} /> }}
      columns={[
        {
          title: t('myDevices.bms.airport'),
          key: 'airport',
          render: (_, airport) => `${airport.iata ?? airport.icao} · ${airport.name}`,
        },
        {
          title: t('myDevices.bms.city'),
          dataIndex: 'city',
          render: (value: string | null) => value ?? '--',
        },
        { title: t('myDevices.bms.devices'), dataIndex: 'devices', align: 'right' },
        { title: t('myDevices.bms.online'), dataIndex: 'online', align: 'right' },
      ]}
    />
  );
}

function Statistics() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const dates = timeRangeToDates(range[0].startOf('day').unix(), range[1].startOf('day').unix());
  const { data, error, loading } = useLoaded<DeviceStatisticsDay[]>(
    () => devicesApi.statistics(dates.startDate, dates.endDate),
    `${dates.startDate}-${dates.endDate}`,
  );
  return (
    <>
      <div className="bms-ops-toolbar">
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(value) => value && value[0] && value[1] && setRange([value[0], value[1]])}
        />
      </div>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <StatisticsChart
        days={data ?? []}
        labels={{
          reporting: t('myDevices.bms.stats.reporting'),
          messages: t('myDevices.bms.stats.messages'),
        }}
      />
      <Table<DeviceStatisticsDay>
        size="small"
        rowKey="day"
        loading={loading}
        dataSource={[...(data ?? [])].reverse()}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('myDevices.bms.stats.range'), dataIndex: 'day' },
          { title: t('myDevices.bms.stats.reporting'), dataIndex: 'reporting', align: 'right' },
          { title: t('myDevices.bms.stats.joinedCount'), dataIndex: 'joined', align: 'right' },
          { title: t('myDevices.bms.stats.messages'), dataIndex: 'messages', align: 'right' },
          { title: t('myDevices.bms.stats.positions'), dataIndex: 'positions', align: 'right' },
          { title: t('myDevices.bms.stats.aircraft'), dataIndex: 'aircraft', align: 'right' },
          { title: t('myDevices.bms.stats.onlineHours'), dataIndex: 'onlineHours', align: 'right' },
        ]}
      />
    </>
  );
}

function Owners() {
  const { t } = useTranslation();
  const list = useAdminPages(
    (filters: { keyword?: string }, paging) =>
      devicesApi.owners({ pageNum: paging.page, pageSize: paging.pageSize, ...filters }),
    {},
  );
  return (
    <>
      <div className="bms-ops-toolbar">
        <ListSearch
          placeholder={t('myDevices.bms.ownerName')}
          onSearch={(keyword) => list.filter({ keyword })}
        />
      </div>
      <AdminTable<UserDevMessage>
        data-testid="monitor-owners"
        size="small"
        rowKey="userId"
        list={list}
        rows={list.data?.list}
        total={list.data?.total}
        columns={[
          { title: t('myDevices.bms.ownerName'), dataIndex: 'username' },
          {
            title: t('myDevices.bms.nickname'),
            dataIndex: 'nickname',
            render: (value: string | null) => value ?? '--',
          },
          { title: t('myDevices.bms.devices'), dataIndex: 'devices', align: 'right' },
          { title: t('myDevices.bms.online'), dataIndex: 'online', align: 'right' },
          { title: t('myDevices.bms.messagesToday'), dataIndex: 'messagesToday', align: 'right' },
          { title: t('myDevices.bms.messagesTotal'), dataIndex: 'messagesTotal', align: 'right' },
        ]}
      />
    </>
  );
}

/** /bms/devices/monitor: the community now, and its offline, new, per-airport and daily views. */
export default function DeviceMonitorPage() {
  const { t } = useTranslation();
  const { data, error, reload } = useLoaded<DeviceMonitor>(() => devicesApi.monitor(), 'monitor');
  const figures: [string, number | undefined][] = [
    [t('myDevices.bms.summary.total'), data?.total],
    [t('myDevices.bms.summary.online'), data?.online],
    [t('myDevices.bms.summary.offline'), data?.offline],
    [t('myDevices.bms.summary.never'), data?.never],
    [t('myDevices.bms.summary.newly', { days: data?.newlyDays ?? 7 }), data?.newly],
    [t('myDevices.bms.summary.messagesToday'), data?.messagesToday],
    [t('myDevices.bms.summary.messageRate'), data?.messageRate],
  ];
  return (
    <>
      <h1 className="bms-ops-title">
        {t('myDevices.bms.monitorTitle')}{' '}
        <Button
          size="small"
          icon={<ReloadOutlined />}
          onClick={reload}
          aria-label={t('myDevices.bms.refresh')}
        />
      </h1>
      <LoadFailure error={error} />
      <div className="bms-device-summary" data-testid="device-summary">
        {figures.map(([label, value]) => (
          <Card key={label} size="small">
            <Statistic title={label} value={value ?? '--'} />
          </Card>
        ))}
      </div>
      <Tabs
        items={[
          {
            key: 'offline',
            label: t('myDevices.bms.tabs.offline'),
            children: <PagedDevices kind="offline" />,
          },
          {
            key: 'newly',
            label: t('myDevices.bms.tabs.newly'),
            children: <PagedDevices kind="newly" />,
          },
          { key: 'airports', label: t('myDevices.bms.tabs.airports'), children: <Airports /> },
          {
            key: 'statistics',
            label: t('myDevices.bms.tabs.statistics'),
            children: <Statistics />,
          },
          { key: 'owners', label: t('myDevices.bms.tabs.owners'), children: <Owners /> },
        ]}
      />
    </>
  );
}
