import { ADSB_PATHS, type AirportCoverRateRow, type AirportLandingRow } from '@skytrace/contracts';
import { Button, DatePicker, Drawer, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AirportPhotos } from '../../../gallery';
import { LandingDetailDrawer } from '../coverage-rest/LandingDetailDrawer';
import { AdminTable, LoadFailure, RefreshButton, ListSearch } from '../shared/AdminTable';
import { ExportButton } from '../shared/ExportButton';
import { useAdminPages } from '../shared/use-admin-pages';
import { useLoaded } from '../shared/use-loaded';
import { coverageApi } from './coverage.api';
import '../shared/ops.css';

const PAGE_SIZE = 20;
const lastSevenDays = (): [Dayjs, Dayjs] => [dayjs().subtract(6, 'day'), dayjs()];

/** One airport's landings of a day and the receivers that heard each aircraft. */
function LandingList({ code, day, range }: { code: string; day: Dayjs; range: [Dayjs, Dayjs] }) {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState(day);
  const [detail, setDetail] = useState<number | null>(null);
  const { data, error, loading } = useLoaded(
    () => coverageApi.landing({ iata: code, date: date.format('YYYYMMDD') }),
    `${code}:${date.format('YYYYMMDD')}`,
  );
  const time = (seconds: number | null) =>
    seconds === null
      ? t('bmsCoverage.notHeard')
      : new Date(seconds * 1000).toLocaleTimeString(i18n.language, {
          hour: '2-digit',
          minute: '2-digit',
        });
  const columns: ColumnsType<AirportLandingRow> = [
    { title: t('bmsCoverage.callsign'), render: (_, row) => row.callsign ?? row.icao },
    { title: t('bmsCoverage.origin'), dataIndex: 'origin' },
    { title: t('bmsCoverage.landedAt'), render: (_, row) => time(row.landedAt) },
    {
      title: t('bmsCoverage.heardBy'),
      render: (_, row) =>
        row.devices.length === 0
          ? '–'
          : row.devices.map((device, index) => (
              <span key={device.devId}>
                {index > 0 ? ', ' : ''}
                <Link to={`/device/index/${device.devId}`} target="_blank">
                  {device.alias ?? device.devId}
                </Link>
              </span>
            )),
    },
    {
      title: t('bmsCoverageRest.detail'),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setDetail(row.flightId)}>
          {t('bmsCoverageRest.detail')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className="bms-ops-toolbar">
        <DatePicker
          allowClear={false}
          value={date}
          disabledDate={(value) => value.isAfter(dayjs(), 'day')}
          onChange={(value) => value && setDate(value)}
        />
        <ExportButton
          path={ADSB_PATHS.airportLandingExport}
          filters={{ iata: code, date: date.format('YYYYMMDD') }}
        />
        <ExportButton
          path={ADSB_PATHS.runwayDataExport}
          label={t('bmsCoverageRest.runwayExport')}
          filters={{
            iata: code,
            startDate: range[0].format('YYYYMMDD'),
            endDate: range[1].format('YYYYMMDD'),
          }}
        />
      </div>
      <LoadFailure error={error} />
      <Table<AirportLandingRow>
        data-testid="landing-table"
        rowKey="flightId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      <LandingDetailDrawer flightId={detail} onClose={() => setDetail(null)} />
    </>
  );
}

/** `/adsb/airport/coverRate` and `landing`: airports' runway coverage, then one's landings. */
export default function AirportCoveragePage() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const [open, setOpen] = useState<AirportCoverRateRow | null>(null);
  const list = useAdminPages(
    (filters: { range: [Dayjs, Dayjs]; search?: string }, paging) =>
      coverageApi.coverRate({
        startDate: filters.range[0].format('YYYYMMDD'),
        endDate: filters.range[1].format('YYYYMMDD'),
        page: paging.page,
        size: paging.pageSize,
        search: filters.search,
      }),
    () => ({ range: lastSevenDays() }),
    { pageSize: PAGE_SIZE },
  );
  const { range } = list.filters;
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const columns: ColumnsType<AirportCoverRateRow> = [
    {
      title: t('bmsCoverage.airport'),
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen(row)}>
          {`${(zh ? row.nameZh : null) ?? row.name} (${row.iata ?? row.icao})`}
        </Button>
      ),
    },
    { title: t('bmsCoverage.arrivals'), dataIndex: 'arrivals' },
    { title: t('bmsCoverage.landingsHeard'), dataIndex: 'landingsHeard' },
    { title: t('bmsCoverage.departures'), dataIndex: 'departures' },
    { title: t('bmsCoverage.takeoffsHeard'), dataIndex: 'takeoffsHeard' },
    { title: t('bmsCoverage.rate'), render: (_, row) => percent(row.rate) },
  ];
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsCoverage.airportTitle')}</h1>
      <Typography.Paragraph type="secondary">{t('bmsCoverage.airportExplain')}</Typography.Paragraph>
      <div className="bms-ops-toolbar">
        <ListSearch
          placeholder={t('bmsCoverage.airportSearch')}
          onSearch={(search) => list.filter({ search })}
        />
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          disabledDate={(date) => date.isAfter(dayjs(), 'day')}
          onChange={(value) => {
            if (value?.[0] && value[1]) list.filter({ range: [value[0], value[1]] });
          }}
        />
        <RefreshButton onClick={list.reload} />
      </div>
      <LoadFailure error={list.error} />
      <AdminTable<AirportCoverRateRow>
        data-testid="cover-rate-table"
        rowKey="icao"
        list={list}
        rows={list.data?.rows}
        total={list.data?.total}
        columns={columns}
        showTotal
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={
          open
            ? t('bmsCoverage.landingsOf', { airport: (zh ? open.nameZh : null) ?? open.name })
            : ''
        }
        size="large"
      >
        {open?.iata ? <AirportPhotos iata={open.iata} /> : null}
        {open ? <LandingList code={open.icao} day={range[1]} range={range} /> : null}
      </Drawer>
    </>
  );
}
