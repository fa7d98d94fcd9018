import { ADSB_PATHS, type SeawayPage as SeawayAnswer } from '@skytrace/contracts';
import { DatePicker, Input, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../shared/ExportButton';
import { useLoaded } from '../shared/use-loaded';
import { OverlayMap } from './OverlayMap';
import { restApi } from './rest.api';
import { routeFeatures } from './route-features';
import '../shared/ops.css';

const PAGE_SIZE = 20;
type Row = SeawayAnswer['rows'][number];

/** `/adsb/adsb/seaway`: how much of each Southeast Asia observed route the receivers cover. */
export default function SeawayPage() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const [date, setDate] = useState(() => dayjs().subtract(1, 'day'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searchDate = date.format('YYYYMMDD');
  const { data, error, loading } = useLoaded(
    () => restApi.seaway({ searchDate, search: search || undefined, page, size: PAGE_SIZE }),
    `${searchDate}:${search}:${page}`,
  );
  const features = useMemo(() => routeFeatures(data?.rows ?? []), [data]);
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const end = (e: Row['from']) => `${(zh ? e.nameZh : null) ?? e.name} (${e.iata ?? e.icao})`;
  const columns: ColumnsType<Row> = [
    { title: t('bmsCoverageRest.from'), render: (_, row) => end(row.from) },
    { title: t('bmsCoverageRest.to'), render: (_, row) => end(row.to) },
    { title: t('bmsCoverageRest.routeKm'), render: (_, row) => `${row.distanceKm} km` },
    { title: t('bmsCoverageRest.flightsPerDay'), dataIndex: 'flightsPerDay' },
    { title: t('bmsCoverageRest.samples'), dataIndex: 'samples' },
    { title: t('bmsCoverageRest.covered'), dataIndex: 'covered' },
    { title: t('bmsCoverageRest.coveredShare'), render: (_, row) => percent(row.rate) },
  ];
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsCoverageRest.seawayTitle')}</h1>
      <Typography.Paragraph type="secondary">
        {t('bmsCoverageRest.seawayExplain')}
      </Typography.Paragraph>
      <div className="bms-ops-toolbar">
        <DatePicker
          allowClear={false}
          value={date}
          disabledDate={(value) => value.isAfter(dayjs(), 'day')}
          onChange={(value) => {
            if (!value) return;
            setPage(1);
            setDate(value);
          }}
        />
        <Input.Search
          allowClear
          placeholder={t('bmsCoverageRest.airwaySearch')}
          aria-label={t('bmsCoverageRest.airwaySearch')}
          onSearch={(value) => {
            setPage(1);
            setSearch(value.trim());
          }}
        />
        <ExportButton
          path={ADSB_PATHS.seawayCoverageExport}
          filters={{ searchDate, search: search || undefined }}
        />
      </div>
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <div className="bms-ops-toolbar bms-overlay-figures" data-testid="seaway-figures">
        <Statistic loading={loading} title={t('bmsCoverageRest.routes')} value={data?.total ?? 0} />
        <Statistic
          loading={loading}
          title={t('bmsCoverageRest.coveredShare')}
          value={data && data.samples > 0 ? percent(data.covered / data.samples) : '–'}
        />
      </div>
      <OverlayMap data={features} label={t('bmsCoverageRest.seawayMap')} />
      <Table<Row>
        data-testid="seaway-table"
        rowKey={(row) => `${row.from.icao}-${row.to.icao}`}
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('bmsOps.common.total', { total }),
          onChange: setPage,
        }}
      />
    </>
  );
}
