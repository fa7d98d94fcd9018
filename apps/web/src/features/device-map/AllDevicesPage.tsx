import type { DeviceAllRow } from '@skytrace/contracts';
import { Card, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeviceTabs } from '../devices';
import { DevicesMap } from './DevicesMap';
import { useDeviceColumns, usePagedSearch } from './device-columns';
import { NetworkFiguresCard } from './NetworkFiguresCard';
import { SitingAdvisorPanel } from './SitingAdvisorPanel';
import { loadAllDevices } from './device-map.api';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import './device-map.css';

/**
 * `/device/all`: every public receiver on a map and in a table; the siting advisor; the
 * network's coverage rate and receivers per country.
 */
export function AllDevicesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paged = usePagedSearch();
  const [picked, setPicked] = useState<{ lat: number; lon: number } | null>(null);
  const list = useLoad((signal) => loadAllDevices(paged.query, signal), paged.key);
  const shared = useDeviceColumns<DeviceAllRow>({
    device: t('deviceMap.alias'),
    city: t('deviceMap.city'),
    status: t('deviceMap.status'),
  });
  const columns: ColumnsType<DeviceAllRow> = [
    shared.device,
    shared.city,
    shared.status,
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
      <NetworkFiguresCard />
      <Card>
        <div className="device-map__toolbar">
          <Input.Search
            allowClear
            placeholder={t('deviceMap.search')}
            aria-label={t('deviceMap.search')}
            style={{ maxWidth: 320 }}
            onSearch={paged.search}
          />
          {list.error !== undefined ? (
            <Typography.Text type="danger">
              {failureText(list.error, t('shared.errors.internal'))}
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
          pagination={paged.pagination(list.data?.total ?? 0)}
        />
      </Card>
    </main>
  );
}
