import { ReloadOutlined } from '@ant-design/icons';
import type { AirportNotice, AirportStatusRow } from '@skytrace/contracts';
import { App, Button, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { AdminTable, ListSearch } from '../shared/AdminTable';
import { formatSeconds } from '../shared/format';
import { useAdminPages } from '../shared/use-admin-pages';
import { airportAdminApi } from './airport-admin.api';
import { NoticeDialog } from './NoticeDialog';
import '../shared/ops.css';

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
  const [dialog, setDialog] = useState<{ notice: AirportNotice | null } | null>(null);
  // Any airport takes notices, not only the scheduled ones listed: typed by its code.
  const [code, setCode] = useState('');
  const airports = useAdminPages(
    (filters: { q?: string }, paging) => airportAdminApi.airports({ ...filters, ...paging }),
    {},
  );
  // The notices of the airport a row opened, or of every airport.
  const notices = useAdminPages(
    (filters: { airport: AirportStatusRow['airport'] | null }, paging) =>
      airportAdminApi.notices({ airport: filters.airport?.ICAO, ...paging }),
    { airport: null },
  );
  const { airport } = notices.filters;
  const target = airport?.ICAO ?? code.trim().toUpperCase();
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
        <Button size="small" onClick={() => notices.filter({ airport: row.airport })}>
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
        <ListSearch
          placeholder={t('airport.bms.searchPlaceholder')}
          aria-label={t('airport.bms.search')}
          onSearch={(q) => airports.filter({ q })}
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
      <AdminTable<AirportStatusRow>
        data-testid="bms-airports"
        rowKey={(row) => row.airport.ICAO}
        list={airports}
        rows={airports.data?.list}
        total={airports.data?.total}
        columns={airportColumns}
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
          <Button onClick={() => notices.filter({ airport: null })}>
            {t('airport.bms.allNotices')}
          </Button>
        ) : null}
      </div>
      {notices.error && <Typography.Text type="danger">{notices.error}</Typography.Text>}
      <AdminTable<AirportNotice>
        data-testid="bms-airport-notices"
        list={notices}
        rows={notices.data?.list}
        total={notices.data?.total}
        columns={noticeColumns}
        locale={{ emptyText: t('airport.notices.none') }}
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
