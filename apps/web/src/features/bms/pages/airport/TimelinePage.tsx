import { ReloadOutlined } from '@ant-design/icons';
import type { AirportNotice, AirportStatusRow } from '@skytrace/contracts';
import { App, Button, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { formatSeconds } from '../shared/format';
import { useLoaded } from '../shared/use-loaded';
import { airportAdminApi } from './airport-admin.api';
import { NoticeDialog } from './NoticeDialog';
import '../shared/ops.css';

const PAGE_SIZE = 10;
const STATUS_COLOURS: Record<number, string> = {
  1: 'default',
  2: 'green',
  3: 'gold',
  4: 'red',
  6: 'magenta',
};

/**
 * Airports and their timelines of notices: the scheduled airports with their status now
 * (`/adsb/airport/list`), and the chosen airport's notices to add, change or delete. A closure
 * in force shows the airport as closed (status 6) on the airport page and the map.
 */
export default function TimelinePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [query, setQuery] = useState('');
  const [airportPage, setAirportPage] = useState(1);
  const [airport, setAirport] = useState<AirportStatusRow['airport'] | null>(null);
  const [noticePage, setNoticePage] = useState(1);
  const [dialog, setDialog] = useState<{ notice: AirportNotice | null } | null>(null);
  // Any airport takes notices, not only the scheduled ones listed: typed by its code.
  const [code, setCode] = useState('');
  const target = airport?.ICAO ?? code.trim().toUpperCase();
  const airports = useLoaded(
    () =>
      airportAdminApi.airports({ q: query || undefined, page: airportPage, pageSize: PAGE_SIZE }),
    `${query}|${airportPage}`,
  );
  const notices = useLoaded(
    () =>
      airportAdminApi.notices({
        airport: airport?.ICAO,
        page: noticePage,
        pageSize: PAGE_SIZE,
      }),
    `${airport?.ICAO ?? ''}|${noticePage}`,
  );
  const name = (row: { name: string; cName: string | null }) =>
    i18n.language === 'zh' ? (row.cName ?? row.name) : row.name;
  const remove = async (notice: AirportNotice) => {
    try {
      await airportAdminApi.remove(notice.id);
      void message.success(t('airport.bms.deleted'));
      notices.reload();
      airports.reload();
    } catch (failure) {
      void message.error(failureText(failure));
    }
  };

  const airportColumns: ColumnsType<AirportStatusRow> = [
    {
      title: t('airport.bms.airport'),
      key: 'airport',
      render: (_, row) => `${row.airport.IATA ?? '—'} / ${row.airport.ICAO} ${name(row.airport)}`,
    },
    {
      title: t('airport.status.label'),
      key: 'status',
      render: (_, row) => (
        <Tag color={STATUS_COLOURS[row.status]}>{t(`airport.status.${row.status}`)}</Tag>
      ),
    },
    {
      title: t('airport.figures.onTimeRate'),
      key: 'onTime',
      render: (_, row) => (row.onTimeRate === null ? '—' : `${Math.round(row.onTimeRate * 100)}%`),
    },
    {
      title: t('airport.bms.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => {
            setAirport(row.airport);
            setNoticePage(1);
          }}
        >
          {t('airport.bms.showNotices')}
        </Button>
      ),
    },
  ];

  const noticeColumns: ColumnsType<AirportNotice> = [
    { title: t('airport.bms.airport'), dataIndex: 'airportIcao', key: 'airport' },
    {
      title: t('airport.bms.kind'),
      key: 'kind',
      render: (_, row) => (
        <Tag color={row.kind === 'closure' ? 'magenta' : 'blue'}>
          {t(`airport.notices.kinds.${row.kind}`)}
        </Tag>
      ),
    },
    {
      title: t('airport.bms.start'),
      key: 'start',
      render: (_, row) => formatSeconds(row.startsAt),
    },
    {
      title: t('airport.bms.end'),
      key: 'end',
      render: (_, row) =>
        row.endsAt === null ? t('airport.bms.openEnded') : formatSeconds(row.endsAt),
    },
    { title: t('airport.bms.text'), dataIndex: 'text', key: 'text' },
    {
      title: t('airport.bms.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => setDialog({ notice: row })}>
            {t('airport.bms.edit')}
          </Button>
          <Popconfirm
            title={t('airport.bms.deleteConfirm')}
            onConfirm={() => void remove(row)}
            okText={t('airport.bms.delete')}
            cancelText={t('airport.bms.cancel')}
          >
            <Button size="small" danger>
              {t('airport.bms.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <h1 className="bms-ops-title">{t('bmsMenu.airportTimeline')}</h1>
      <div className="bms-ops-toolbar">
        <Input.Search
          allowClear
          placeholder={t('airport.bms.searchPlaceholder')}
          aria-label={t('airport.bms.search')}
          onSearch={(value) => {
            setQuery(value.trim());
            setAirportPage(1);
          }}
        />
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('airport.bms.refresh')}
          onClick={() => {
            airports.reload();
            notices.reload();
          }}
        />
      </div>
      {airports.error && <Typography.Text type="danger">{airports.error}</Typography.Text>}
      <Table<AirportStatusRow>
        data-testid="bms-airports"
        rowKey={(row) => row.airport.ICAO}
        loading={airports.loading}
        columns={airportColumns}
        dataSource={airports.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: airportPage,
          pageSize: PAGE_SIZE,
          total: airports.data?.total ?? 0,
          onChange: setAirportPage,
          showSizeChanger: false,
        }}
      />
      <div className="bms-ops-toolbar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {airport
            ? t('airport.bms.noticesOf', {
                airport: `${airport.IATA ?? airport.ICAO} ${name(airport)}`,
              })
            : t('airport.bms.allNotices')}
        </Typography.Title>
        {airport ? null : (
          <Input
            style={{ width: 160 }}
            placeholder={t('airport.bms.code')}
            aria-label={t('airport.bms.code')}
            value={code}
            maxLength={4}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <Button type="primary" disabled={target === ''} onClick={() => setDialog({ notice: null })}>
          {t('airport.bms.add')}
        </Button>
        {airport ? (
          <Button onClick={() => setAirport(null)}>{t('airport.bms.allNotices')}</Button>
        ) : null}
      </div>
      {notices.error && <Typography.Text type="danger">{notices.error}</Typography.Text>}
      <Table<AirportNotice>
        data-testid="bms-airport-notices"
        rowKey="id"
        loading={notices.loading}
        columns={noticeColumns}
        dataSource={notices.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('airport.notices.none') }}
        pagination={{
          current: noticePage,
          pageSize: PAGE_SIZE,
          total: notices.data?.total ?? 0,
          onChange: setNoticePage,
          showSizeChanger: false,
        }}
      />
      {dialog && (
        <NoticeDialog
          airport={dialog.notice?.airportIcao ?? target}
          notice={dialog.notice}
          onClose={() => setDialog(null)}
          onDone={() => {
            void message.success(t('airport.bms.saved'));
            notices.reload();
            airports.reload();
          }}
        />
      )}
    </>
  );
}
