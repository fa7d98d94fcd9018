import type { DeviceAllRow } from '@skytrace/contracts';
import { Card, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DeviceTabs } from '../devices';
import { DevicesMap } from './DevicesMap';
import { SitingAdvisorPanel } from './SitingAdvisorPanel';
import { loadAllDevices } from './device-map.api';
import { failureMessage, useLoad } from './use-load';
import './device-map.css';

/** `/device/all`: every public receiver on a map and in a table; the siting advisor. */
export function AllDevicesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const zh = i18n.language.startsWith('zh');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ lat: number; lon: number } | null>(null);
  const list = useLoad(
    (signal) => loadAllDevices({ page, size, search: search || undefined }, signal),
    `${page}:${size}:${search}`,
  );
  const columns = [
    {
      key: 'alias',
      title: t('deviceMap.alias'),
      render: (_: unknown, row: DeviceAllRow) => (
        <Link to={`/device/index/${row.devId}`}>
          {row.alias ?? t('deviceMap.deviceNumber', { id: row.devId })}
        </Link>
      ),
    },
    {
      key: 'city',
      title: t('deviceMap.city'),
      render: (_: unknown, row: DeviceAllRow) =>
        row.city ? ((zh ? row.city.zh : null) ?? row.city.en) : '–',
    },
    {
      key: 'status',
      title: t('deviceMap.status'),
      render: (_: unknown, row: DeviceAllRow) =>
        row.online ? (
          <Tag color="green">{t('deviceMap.online')}</Tag>
        ) : (
          <Tag>{t('deviceMap.offline')}</Tag>
        ),
    },
    { key: 'rate', dataIndex: 'messageRate', title: t('deviceMap.messageRate') },
    { key: 'aircraft', dataIndex: 'aircraftToday', title: t('deviceMap.aircraftToday') },
    {
      key: 'range',
      title: t('deviceMap.maxRange'),
      render: (_: unknown, row: DeviceAllRow) => `${row.maxRangeKm} km`,
    },
    { key: 'rank', dataIndex: 'rank', title: t('deviceMap.rank') },
  ];
  return (
    <main className="device-map">
      <DeviceTabs />
      <Typography.Title level={2}>{t('deviceMap.allTitle')}</Typography.Title>
      <div className="device-map__all-layout">
        <DevicesMap
          devices={list.data?.map ?? []}
          picked={picked}
          label={t('deviceMap.allMapLabel')}
          onPick={setPicked}
          onOpen={(devId) => void navigate(`/device/index/${devId}`)}
        />
        <SitingAdvisorPanel point={picked} />
      </div>
      <Card>
        <div className="device-map__toolbar">
          <Input.Search
            allowClear
            placeholder={t('deviceMap.search')}
            aria-label={t('deviceMap.search')}
            style={{ maxWidth: 320 }}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
          />
          {list.error !== undefined ? (
            <Typography.Text type="danger">
              {failureMessage(list.error, t('shared.errors.internal'))}
            </Typography.Text>
          ) : null}
        </div>
        <Table
          size="small"
          rowKey="devId"
          loading={list.loading}
          dataSource={list.data?.rows ?? []}
          columns={columns}
          scroll={{ x: true }}
          data-testid="devices-table"
          pagination={{
            current: page,
            pageSize: size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (next, nextSize) => {
              setPage(next);
              setSize(nextSize);
            },
          }}
        />
      </Card>
    </main>
  );
}
